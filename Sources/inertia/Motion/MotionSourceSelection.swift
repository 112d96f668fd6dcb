import Boards
import DeviceMotion
import IMUDrivers
import IMUSamples
import IMUSimulator
import Platform

/// The sample source and board that `SourceOptions` name, for the device-motion commands:
/// a kernel IIO device (`--iio`), a recorded log (`--replay`), a simulated chip
/// (`--simulate`), or a chip on an I²C bus (`--bus`, default the board's bus).
struct MotionSourceSelection {
    /// The source, not yet started.
    let source: any IMUSampleSource
    /// Whether it has a magnetometer; nil when unknown.
    let hasMagnetometer: Bool?
    /// The board the chip sits on (mounting matrix, display rotation).
    let board: Board
    /// True when the source is not live (replay, or a simulator on a virtual clock): every
    /// sample must reach the output, in order.
    let isOffline: Bool
    /// Keeps the bus or simulator behind the source alive.
    private let owner: Any?

    /// Opens what `options` name. `fast`: a simulated chip runs on a virtual clock.
    /// `magnetometer`: the part to read beside a chip (nil: none).
    static func open(_ options: SourceOptions, fast: Bool, magnetometer: MagnetometerOptions? = nil) throws -> MotionSourceSelection {
        let board = try board(options)
        if options.iio != nil {
            let iio = try iioSource(options)
            return MotionSourceSelection(
                source: iio, hasMagnetometer: iio.hasMagnetometer, board: board, isOffline: false, owner: nil)
        }
        if let path = options.replay {
            let replay = try ReplaySource.open(path: path, realTime: !fast)
            return MotionSourceSelection(
                source: replay.source, hasMagnetometer: replay.hasMagnetometer, board: board, isOffline: fast, owner: nil)
        }
        var sensorOptions = options
        if options.bus == nil && options.simulate == nil {
            let boardBus = "/dev/i2c-\(board.defaultI2CBus)"
            if access(boardBus, F_OK) == 0 { sensorOptions.bus = boardBus }
        }
        let connection = try SensorConnection.open(
            sensorOptions, realTime: !fast, motion: options.namedMotion(default: .still))
        let chipSource = try options.makeSource(connection, defaultRateHertz: 100)
        var source = try magnetometer.map { try MagnetometerConnection.attach(to: chipSource, connection: connection, options: $0) } ?? chipSource
        if let plan = try options.faultPlan(), let imu = connection.simulatedIMU {
            if plan.needsMagnetometer && !(source is MagnetometerSampleSource) {
                throw CommandFailure("mag-disconnect and hard-iron need a magnetometer: --simulate mpu9250, or --magnetometer qmc5883l beside another chip")
            }
            source = FaultInjectingSource(inner: source, imu: imu, plan: plan)
        }
        let hasMagnetometer: Bool? = source is MagnetometerSampleSource
            || (source as? FaultInjectingSource)?.inner is MagnetometerSampleSource ? true
            : (options.simulate != nil || magnetometer?.choice == MagnetometerOptions.Choice.none ? false : nil)
        return MotionSourceSelection(
            source: source, hasMagnetometer: hasMagnetometer, board: board,
            isOffline: options.simulate != nil && fast, owner: connection)
    }

    /// The kernel IIO source `--iio` names.
    static func iioSource(_ options: SourceOptions) throws -> IIOSource {
        guard let device = options.iio else { throw CommandFailure("no --iio device given") }
        do {
            return try IIOSource(device: device, pollingRateHertz: options.rate, requestedSampleRateHertz: options.rate)
        } catch {
            throw CommandFailure(error.description)
        }
    }

    /// `--board NAME`, or the board matching /proc/device-tree/model (generic when none).
    static func board(_ options: SourceOptions) throws -> Board {
        do {
            let catalog = try BoardCatalog.standard(explicitDirectories: options.boards)
            if let name = options.board { return try catalog.board(identifier: name) }
            if let detected = catalog.detect() { return detected }
            return try Board(identifier: BoardCatalog.genericIdentifier, name: "Generic Linux board",
                             modelStrings: [], defaultI2CBus: 1, imus: [])
        } catch {
            throw CommandFailure(error.description)
        }
    }
}

extension SourceOptions {
    /// Loads `--boards` and looks up `--board` when either is given, so commands whose raw
    /// samples stay in the sensor's frame (read, record, stream --raw, calibrate) still
    /// refuse a bad board file or an unknown board rather than ignore the options.
    func checkBoards() throws {
        guard !boards.isEmpty || board != nil else { return }
        _ = try MotionSourceSelection.board(self)
    }
}
