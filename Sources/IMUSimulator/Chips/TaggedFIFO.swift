/// The LSM6DSO's tagged FIFO: 7-byte words, a TAG byte then 6 data bytes little-endian
/// (reference §2.6).
///
/// TAG = TAG_SENSOR << 3 | TAG_CNT << 1 | parity, with sensors 0x01 gyroscope,
/// 0x02 accelerometer, 0x04 timestamp; TAG_CNT counts time slots modulo 4; the parity bit
/// makes the byte's count of ones even. Registers: FIFO_CTRL1/2 watermark (9 bits, words),
/// FIFO_CTRL3 batch rates BDR_XL (3:0) and BDR_GY (7:4) (ODR codes; 0 = not batched),
/// FIFO_CTRL4 mode (2:0) and timestamp decimation (7:6: every 1, 8 or 32 batch events).
/// A timestamp word (32-bit counter in bytes 0–3) precedes the data of its time slot.
/// FIFO_STATUS1/2: unread words (10 bits), OVER_RUN_LATCHED 0x08 (clears when STATUS2 is
/// read), FIFO_FULL_IA 0x20, FIFO_OVR_IA 0x40 (clears once a word is read), FIFO_WTM_IA 0x80.
/// Reading FIFO_DATA_OUT_TAG (0x78) pops a word; 0x79–0x7E return its data bytes.
struct TaggedFIFO: Sendable {
    struct Word: Sendable {
        var tag: UInt8
        var data: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8)

        static let empty = Word(tag: 0, data: (0, 0, 0, 0, 0, 0))

        func byte(_ index: Int) -> UInt8 {
            switch index {
            case 0: return data.0
            case 1: return data.1
            case 2: return data.2
            case 3: return data.3
            case 4: return data.4
            default: return data.5
            }
        }
    }

    private var words: Ring<Word>
    private var latched = Word.empty
    private var overrunActive = false
    private var overrunLatched = false
    private var timeSlot: UInt8 = 0
    private var batchEvents = 0
    private var gyroscopeTicks = 0
    private var accelerometerTicks = 0

    init(capacityWords: Int) {
        words = Ring(capacity: capacityWords, filler: .empty)
    }

    var count: Int { words.count }

    static func mode(_ registers: RegisterFile) -> UInt8 {
        registers[LSMRegister.taggedFIFOControl4] & 0x07
    }

    mutating func clear() {
        words.removeAll()
        overrunActive = false
        overrunLatched = false
        timeSlot = 0
        batchEvents = 0
        gyroscopeTicks = 0
        accelerometerTicks = 0
    }

    /// One time slot in which the gyroscope and/or accelerometer produced a sample.
    /// Returns the number of words lost.
    mutating func timeSlot(
        gyroscope: (Int16, Int16, Int16)?, gyroscopeRateHertz: Double,
        accelerometer: (Int16, Int16, Int16)?, accelerometerRateHertz: Double,
        timestamp: UInt32?, registers: RegisterFile
    ) -> Int {
        let control3 = registers[LSMRegister.taggedFIFOControl3]
        var gyroscopeWord: Word?
        var accelerometerWord: Word?
        if let gyroscope, let divisor = Self.divisor(code: control3 >> 4, rateHertz: gyroscopeRateHertz) {
            if gyroscopeTicks % divisor == 0 { gyroscopeWord = Self.dataWord(sensor: 0x01, gyroscope) }
            gyroscopeTicks += 1
        }
        if let accelerometer, let divisor = Self.divisor(code: control3 & 0x0F, rateHertz: accelerometerRateHertz) {
            if accelerometerTicks % divisor == 0 { accelerometerWord = Self.dataWord(sensor: 0x02, accelerometer) }
            accelerometerTicks += 1
        }
        guard gyroscopeWord != nil || accelerometerWord != nil else { return 0 }
        timeSlot = (timeSlot + 1) & 0x03
        var timestampWord: Word?
        let decimationCode = Int(registers[LSMRegister.taggedFIFOControl4] >> 6)
        if decimationCode != 0, let timestamp, batchEvents % Self.timestampDecimations[decimationCode] == 0 {
            timestampWord = Word(tag: 0x04 << 3, data: (
                UInt8(timestamp & 0xFF), UInt8((timestamp >> 8) & 0xFF), UInt8((timestamp >> 16) & 0xFF), UInt8(timestamp >> 24), 0, 0
            ))
        }
        batchEvents += 1
        let dueCount = (timestampWord == nil ? 0 : 1) + (gyroscopeWord == nil ? 0 : 1) + (accelerometerWord == nil ? 0 : 1)
        if Self.mode(registers) == 1 && words.count + dueCount > words.capacity {
            return dueCount
        }
        var lost = 0
        for word in [timestampWord, gyroscopeWord, accelerometerWord] {
            guard var word else { continue }
            word.tag = Self.withParity(word.tag | timeSlot << 1)
            if words.pushOverwriting(word) { lost += 1 }
        }
        if lost > 0 {
            overrunActive = true
            overrunLatched = true
        }
        return lost
    }

    private static let timestampDecimations = [1, 1, 8, 32]

    /// Reads one of 0x78–0x7E.
    mutating func read(_ register: UInt8) -> UInt8 {
        if register == LSMRegister.taggedFIFODataTag {
            if let word = words.pop() {
                latched = word
                overrunActive = false
            } else {
                latched = .empty
            }
            return latched.tag
        }
        return latched.byte(Int(register - LSMRegister.taggedFIFODataTag) - 1)
    }

    /// FIFO_STATUS1/2 (0x3A/0x3B); reading STATUS2 clears OVER_RUN_LATCHED.
    mutating func status(_ register: UInt8, registers: RegisterFile) -> UInt8 {
        let difference = min(words.count, 0x3FF)
        if register == LSMRegister.fifoStatus1 { return UInt8(difference & 0xFF) }
        let watermark = Int(registers[LSMRegister.taggedFIFOControl1]) | Int(registers[LSMRegister.taggedFIFOControl2] & 0x01) << 8
        var value = UInt8((difference >> 8) & 0x03)
        if overrunLatched { value |= 0x08 }
        if words.count + 3 > words.capacity { value |= 0x20 }
        if overrunActive { value |= 0x40 }
        if watermark > 0 && words.count >= watermark { value |= 0x80 }
        overrunLatched = false
        return value
    }

    /// Batch every n-th sample: n = sensor ODR / batch rate (at least 1); nil when not batched.
    private static func divisor(code: UInt8, rateHertz: Double) -> Int? {
        let index = Int(code)
        guard index > 0, index < LSMRegister.rateHertz.count else { return nil }
        let batchRate = LSMRegister.rateHertz[index]
        return max(1, Int((rateHertz / batchRate).rounded()))
    }

    private static func dataWord(sensor: UInt8, _ values: (Int16, Int16, Int16)) -> Word {
        let x = UInt16(bitPattern: values.0), y = UInt16(bitPattern: values.1), z = UInt16(bitPattern: values.2)
        return Word(tag: sensor << 3, data: (UInt8(x & 0xFF), UInt8(x >> 8), UInt8(y & 0xFF), UInt8(y >> 8), UInt8(z & 0xFF), UInt8(z >> 8)))
    }

    private static func withParity(_ tag: UInt8) -> UInt8 {
        let upper = tag & 0xFE
        return upper | UInt8(upper.nonzeroBitCount & 1)
    }
}
