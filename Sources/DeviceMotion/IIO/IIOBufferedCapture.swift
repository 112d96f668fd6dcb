import IMUDrivers
import IMUSamples
import MotionMath
import Platform

/// A running buffered capture on one IIO device: scan elements enabled, `buffer/enable` set,
/// binary records read from `/dev/iio:deviceN`.
final class IIOBufferedCapture {
    enum Outcome {
        case samples(SampleBatch)
        case ended
        case noDataInTime
    }

    private let device: IIODeviceDirectory
    private let nodePath: String
    private let descriptor: Int32
    private let layout: IIOBufferLayout
    private let accelerometer: IIOChannelGroup
    private let gyroscope: IIOChannelGroup
    private let magnetometer: IIOChannelGroup?
    private let temperature: IIOTemperatureChannel?
    private let samplePeriodSeconds: Double
    private let waitSeconds: Double?
    private let openedHostSeconds = MonotonicClock.nowSeconds
    private var pending: [UInt8] = []
    private var firstTimestampNanoseconds: Int64?
    private var recordCount = 0
    private var closed = false

    /// Channels read when present, in the kernel's names.
    private static let wantedChannels = [
        "in_accel_x", "in_accel_y", "in_accel_z", "in_anglvel_x", "in_anglvel_y", "in_anglvel_z",
        "in_magn_x", "in_magn_y", "in_magn_z", "in_temp", "in_timestamp",
    ]

    /// Sets up the capture. `waitSeconds`: give up with `.noDataInTime` if the first record
    /// takes longer (nil: wait for ever).
    init(source: IIOSource, waitSeconds: Double?) throws(IIOError) {
        device = source.devices.accelerometer
        guard source.devices.gyroscope == device else {
            throw .bufferUnavailable(device: device.description, reason: "accelerometer and gyroscope are separate IIO devices")
        }
        let scanDirectory = device.path + "/scan_elements"
        nodePath = source.deviceRoot + "/" + device.directoryName
        guard IIOSysfs.exists(scanDirectory), device.has("buffer/enable") else {
            throw .bufferUnavailable(device: device.description, reason: "no scan_elements or buffer/enable")
        }
        guard IIOSysfs.exists(nodePath) else {
            throw .bufferUnavailable(device: device.description, reason: "\(nodePath) does not exist")
        }
        var elements: [IIOScanElement] = []
        for entry in IIOSysfs.list(scanDirectory) where entry.hasSuffix("_en") {
            let channel = String(entry.dropLast(3))
            let wanted = Self.wantedChannels.contains(channel)
                && (!channel.hasPrefix("in_magn") || source.devices.magnetometer == device)
            try IIOSysfs.writeAttribute(wanted ? "1" : "0", to: scanDirectory + "/" + entry)
            guard wanted else { continue }
            guard let indexText = try IIOSysfs.read(scanDirectory + "/\(channel)_index"), let index = Int(indexText),
                  let typeText = try IIOSysfs.read(scanDirectory + "/\(channel)_type") else {
                throw .bufferUnavailable(device: device.description, reason: "\(channel) has no _index or _type")
            }
            elements.append(try IIOScanElement(channel: channel, index: index, typeText: typeText))
        }
        layout = IIOBufferLayout(enabled: elements)
        for channel in ["in_accel_x", "in_anglvel_x"] where layout.position(of: channel) == nil {
            throw .bufferUnavailable(device: device.description, reason: "no \(channel) scan element")
        }
        do {
            try IIOSysfs.writeAttribute("1", to: device.path + "/buffer/enable")
        } catch {
            throw .bufferUnavailable(device: device.description, reason: "enabling the buffer failed: \(error)")
        }
        let fd = open(nodePath, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else {
            let code = errno
            disableBuffer(devicePath: device.path)
            throw .bufferUnavailable(device: device.description, reason: "opening \(nodePath) failed (errno \(code))")
        }
        descriptor = fd
        accelerometer = source.accelerometer
        gyroscope = source.gyroscope
        magnetometer = source.devices.magnetometer == device ? source.magnetometer : nil
        temperature = layout.position(of: "in_temp") != nil ? source.temperature : nil
        samplePeriodSeconds = 1 / source.deviceSampleRateHertz
        self.waitSeconds = waitSeconds
    }

    deinit { close() }

    /// Disables the buffer and closes the node. Safe to call twice.
    func close() {
        guard !closed else { return }
        closed = true
        closeDescriptor(descriptor)
        disableBuffer(devicePath: device.path)
    }

    /// Waits up to 100 ms for records and decodes the whole ones.
    func nextBatch() throws(IIOError) -> Outcome {
        var pollDescriptor = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&pollDescriptor, 1, 100)
        if ready < 0 && errno != EINTR { throw .readFailed(path: nodePath, errno: errno) }
        if ready <= 0 {
            if recordCount == 0, let waitSeconds, MonotonicClock.nowSeconds - openedHostSeconds > waitSeconds {
                return .noDataInTime
            }
            return .samples(SampleBatch(samples: []))
        }
        var chunk = [UInt8](repeating: 0, count: max(layout.recordSize, 1) * 64)
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 {
            if errno == EAGAIN || errno == EINTR { return .samples(SampleBatch(samples: [])) }
            throw .readFailed(path: nodePath, errno: errno)
        }
        if count == 0 { return .ended }
        pending.append(contentsOf: chunk[0..<count])
        let whole = pending.count / layout.recordSize
        var samples: [IMUSample] = []
        samples.reserveCapacity(whole)
        pending.withUnsafeBytes { bytes in
            for record in 0..<whole {
                samples.append(decodeRecord(bytes, at: record * layout.recordSize))
            }
        }
        pending.removeFirst(whole * layout.recordSize)
        return .samples(SampleBatch(samples: samples))
    }

    private func vector(_ prefix: String, _ bytes: UnsafeRawBufferPointer, _ base: Int) -> Vector3? {
        var raw = Vector3.zero
        for (axis, name) in ["x", "y", "z"].enumerated() {
            guard let position = layout.position(of: "\(prefix)_\(name)") else { return nil }
            raw[axis] = Double(position.element.decode(bytes, at: base + position.offset))
        }
        return raw
    }

    private func decodeRecord(_ bytes: UnsafeRawBufferPointer, at base: Int) -> IMUSample {
        let timestamp: Double
        if let position = layout.position(of: "in_timestamp") {
            let nanoseconds = position.element.decode(bytes, at: base + position.offset)
            let first = firstTimestampNanoseconds ?? nanoseconds
            firstTimestampNanoseconds = first
            // A timestamp that jumps by more than Int64 holds (a garbled record) is still a time.
            let (elapsed, overflow) = nanoseconds.subtractingReportingOverflow(first)
            timestamp = overflow ? (Double(nanoseconds) - Double(first)) * 1e-9 : Double(elapsed) * 1e-9
        } else {
            timestamp = Double(recordCount) * samplePeriodSeconds
        }
        recordCount += 1
        let temperatureCelsius = layout.position(of: "in_temp").flatMap { position in
            temperature?.convert(raw: Double(position.element.decode(bytes, at: base + position.offset)))
        }
        return IMUSample(
            timestampSeconds: timestamp,
            gyroscopeRadiansPerSecond: gyroscope.convert(raw: vector("in_anglvel", bytes, base) ?? .zero),
            accelerometerMetersPerSecondSquared: accelerometer.convert(raw: vector("in_accel", bytes, base) ?? .zero),
            magnetometerMicrotesla: magnetometer.flatMap { group in vector("in_magn", bytes, base).map(group.convert) },
            temperatureCelsius: temperatureCelsius
        )
    }
}

/// Closes a file descriptor (a free function, as `close` is also a method above).
private func closeDescriptor(_ descriptor: Int32) {
    close(descriptor)
}

/// Writes 0 to `buffer/enable`; a device that has gone away needs no undoing.
private func disableBuffer(devicePath: String) {
    do {
        try IIOSysfs.writeAttribute("0", to: devicePath + "/buffer/enable")
    } catch {
        return
    }
}
