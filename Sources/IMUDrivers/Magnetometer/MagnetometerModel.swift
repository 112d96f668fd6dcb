/// How a magnetometer lays out its three axes in the data registers.
public enum MagnetometerByteOrder: Sendable, Equatable {
    /// Low byte first (AK8963, QMC5883L, LIS3MDL).
    case littleEndian
    /// High byte first (HMC5883L).
    case bigEndian
}

/// One magnetometer part as data: identity, configuration writes, data layout, scale and
/// the mapping of its axes onto the IMU frame. The driver is the same for every row.
public struct MagnetometerModel: Sendable, Equatable {
    /// The part's name ("AK8963").
    public let name: String
    /// The 7-bit addresses it answers at (pin-selected), first = default.
    public let addresses: [UInt8]
    /// The identity register and the bytes it (and the following registers) return.
    public let identityRegister: UInt8
    public let identityBytes: [UInt8]
    /// Register writes that start continuous measurement, in order (register, value).
    public let configurationWrites: [RegisterWrite]
    /// The first data register (X, Y, Z in `dataAxisOrder`, 2 bytes each).
    public let dataRegister: UInt8
    /// Byte order of each axis.
    public let byteOrder: MagnetometerByteOrder
    /// Which measured axis (0 = x, 1 = y, 2 = z) each 16-bit data word holds, in register order.
    public let dataAxisOrder: [Int]
    /// The register bit that says new data is ready, or nil when there is none.
    public let readyRegister: UInt8?
    public let readyMask: UInt8
    /// Whether bit 7 of the register address must be set for auto-increment (LIS3MDL).
    public let autoIncrementBit: UInt8
    /// The status register read after the data (AK8963 ST2: reading it ends the sample),
    /// its overflow mask, or nil.
    public let overflowRegister: UInt8?
    public let overflowMask: UInt8
    /// A data word that means "overflow" (HMC5883L −4096), or nil.
    public let overflowWord: Int16?
    /// µT per count at the configured range.
    public let microteslaPerCount: Double
    /// The chip's axes in the IMU frame: IMU axis i = sign[i] · chip axis source[i].
    public let frameSource: [Int]
    public let frameSign: [Double]
    /// Whether the part has AK8963-style sensitivity adjustment values in fuse ROM.
    public let hasSensitivityAdjustment: Bool

    /// One configuration write.
    public struct RegisterWrite: Sendable, Equatable {
        public let register: UInt8
        public let value: UInt8
        public init(_ register: UInt8, _ value: UInt8) {
            self.register = register
            self.value = value
        }
    }

    /// The name lowercased without punctuation ("ak8963"), as `--magnetometer` accepts it.
    public var key: String { ChipModel.key(for: name) }
}

extension MagnetometerModel {
    /// AK8963 inside the MPU-9250 (reached at 0x0C through the MPU's I²C bypass): 16-bit
    /// continuous mode 2 (100 Hz), 0.15 µT/LSB adjusted by the fuse-ROM ASA values, ST2.HOFL
    /// marks overflow, axes x = IMU y, y = IMU x, z = −IMU z (reference §1.11).
    public static let ak8963 = MagnetometerModel(
        name: "AK8963", addresses: [0x0C], identityRegister: 0x00, identityBytes: [0x48],
        configurationWrites: [RegisterWrite(0x0A, 0x00), RegisterWrite(0x0A, 0x16)],
        dataRegister: 0x03, byteOrder: .littleEndian, dataAxisOrder: [0, 1, 2],
        readyRegister: 0x02, readyMask: 0x01, autoIncrementBit: 0,
        overflowRegister: 0x09, overflowMask: 0x08, overflowWord: nil,
        microteslaPerCount: 0.15, frameSource: [1, 0, 2], frameSign: [1, 1, -1],
        hasSensitivityAdjustment: true
    )

    /// QMC5883L (GY-271 boards) at 0x0D: chip id 0xFF at 0x0D, continuous 200 Hz, ±8 G
    /// (3000 LSB/G = 30 LSB/µT), OSR 512; status 0x06 DRDY bit 0, OVL bit 1.
    public static let qmc5883l = MagnetometerModel(
        name: "QMC5883L", addresses: [0x0D], identityRegister: 0x0D, identityBytes: [0xFF],
        configurationWrites: [RegisterWrite(0x0A, 0x80), RegisterWrite(0x0B, 0x01), RegisterWrite(0x09, 0x1D)],
        dataRegister: 0x00, byteOrder: .littleEndian, dataAxisOrder: [0, 1, 2],
        readyRegister: 0x06, readyMask: 0x01, autoIncrementBit: 0,
        overflowRegister: 0x06, overflowMask: 0x02, overflowWord: nil,
        microteslaPerCount: 1.0 / 30.0, frameSource: [0, 1, 2], frameSign: [1, 1, 1],
        hasSensitivityAdjustment: false
    )

    /// HMC5883L (older GY-271 boards) at 0x1E: identity "H43" at 0x0A–0x0C, 8-sample
    /// average at 75 Hz, gain ±1.9 G (820 LSB/G), continuous; data big-endian in the order
    /// X, Z, Y; −4096 marks overflow; status 0x09 RDY bit 0.
    public static let hmc5883l = MagnetometerModel(
        name: "HMC5883L", addresses: [0x1E], identityRegister: 0x0A, identityBytes: [0x48, 0x34, 0x33],
        configurationWrites: [RegisterWrite(0x00, 0x78), RegisterWrite(0x01, 0x40), RegisterWrite(0x02, 0x00)],
        dataRegister: 0x03, byteOrder: .bigEndian, dataAxisOrder: [0, 2, 1],
        readyRegister: 0x09, readyMask: 0x01, autoIncrementBit: 0,
        overflowRegister: nil, overflowMask: 0, overflowWord: -4096,
        microteslaPerCount: 100.0 / 820.0, frameSource: [0, 1, 2], frameSign: [1, 1, 1],
        hasSensitivityAdjustment: false
    )

    /// LIS3MDL at 0x1C or 0x1E: WHO_AM_I 0x0F = 0x3D, ultra-high-performance 80 Hz, ±4 G
    /// (6842 LSB/G), continuous; STATUS 0x27 ZYXDA bit 3, ZYXOR bit 7; OUT_X_L 0x28,
    /// multi-byte reads set bit 7 of the address.
    public static let lis3mdl = MagnetometerModel(
        name: "LIS3MDL", addresses: [0x1C, 0x1E], identityRegister: 0x0F, identityBytes: [0x3D],
        configurationWrites: [RegisterWrite(0x20, 0x7C), RegisterWrite(0x21, 0x00), RegisterWrite(0x23, 0x0C), RegisterWrite(0x22, 0x00)],
        dataRegister: 0x28, byteOrder: .littleEndian, dataAxisOrder: [0, 1, 2],
        readyRegister: 0x27, readyMask: 0x08, autoIncrementBit: 0x80,
        overflowRegister: 0x27, overflowMask: 0x80, overflowWord: nil,
        microteslaPerCount: 100.0 / 6842.0, frameSource: [0, 1, 2], frameSign: [1, 1, 1],
        hasSensitivityAdjustment: false
    )

    /// Every magnetometer the drivers know.
    public static let table: [MagnetometerModel] = [.ak8963, .qmc5883l, .hmc5883l, .lis3mdl]

    /// The model whose name matches ignoring case and punctuation, or nil.
    public static func model(named name: String) -> MagnetometerModel? {
        let key = ChipModel.key(for: name)
        return table.first { $0.key == key }
    }
}
