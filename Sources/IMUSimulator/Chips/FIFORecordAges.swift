import IMUDrivers

/// The simulator's own measure of how long FIFO records wait: the host time each record
/// was sampled, and its age when its last byte is read out. The truth benchmarks compare
/// polling and interrupt-driven reading with (MPU-6050 family). Records lost to an
/// overflow or a FIFO reset are forgotten; the newest 65 536 ages are kept.
struct FIFORecordAges: Sendable {
    private var readyHostSeconds: [Double] = []
    private var head = 0
    private var bytesReadOfHead = 0
    private var ages: [Double] = []
    private var nextAgeSlot = 0
    static let capacity = 65_536

    /// A record sampled at `hostSeconds` entered the FIFO.
    mutating func pushed(readyHostSeconds hostSeconds: Double) {
        readyHostSeconds.append(hostSeconds)
    }

    /// One byte was read out at `hostSeconds`; records are `recordBytes` long.
    mutating func poppedByte(atHostSeconds hostSeconds: Double, recordBytes: Int) {
        guard head < readyHostSeconds.count, recordBytes > 0 else { return }
        bytesReadOfHead += 1
        guard bytesReadOfHead >= recordBytes else { return }
        bytesReadOfHead = 0
        let age = hostSeconds - readyHostSeconds[head]
        head += 1
        if head > 4096 {
            readyHostSeconds.removeFirst(head)
            head = 0
        }
        if ages.count < Self.capacity {
            ages.append(age)
        } else {
            ages[nextAgeSlot] = age
            nextAgeSlot = (nextAgeSlot + 1) % Self.capacity
        }
    }

    /// The FIFO was emptied or lost its alignment: the waiting records are forgotten.
    mutating func forgetWaiting() {
        readyHostSeconds.removeAll(keepingCapacity: true)
        head = 0
        bytesReadOfHead = 0
    }

    /// Median, 99th percentile and maximum of the ages kept, seconds; nil before any.
    func summary() -> TimingSummary? {
        guard !ages.isEmpty else { return nil }
        let sorted = ages.sorted()
        func rank(_ fraction: Double) -> Double {
            sorted[min(sorted.count - 1, max(0, Int((fraction * Double(sorted.count)).rounded(.up)) - 1))]
        }
        return TimingSummary(medianSeconds: rank(0.5), percentile99Seconds: rank(0.99), maximumSeconds: sorted[sorted.count - 1])
    }
}
