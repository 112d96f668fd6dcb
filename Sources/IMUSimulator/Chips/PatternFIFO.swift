/// The LSM6DS3's untagged FIFO: 16-bit words in a repeating pattern of 6-byte data sets —
/// gyroscope XYZ, accelerometer XYZ, (data set 3, unused here), timestamp — each written at
/// the FIFO rate divided by its decimation (reference §2.5).
///
/// Registers: FIFO_CTRL1/2 threshold (words), FIFO_CTRL2 bit 7 timestamp in FIFO,
/// FIFO_CTRL3 decimation of gyro (5:3) and accel (2:0), FIFO_CTRL4 decimation of data set 4
/// (5:3), FIFO_CTRL5 mode (2:0) and FIFO rate (6:3). FIFO_STATUS1/2: unread words (12 bits),
/// EMPTY 0x10, FULL 0x20 (full at the next write), OVER_RUN 0x40 (data were overwritten;
/// clears once a word is read), FTH 0x80. FIFO_STATUS3/4: pattern index of the next word
/// read. Reading FIFO_DATA_OUT_L pops a word; FIFO_DATA_OUT_H returns its high byte.
/// Timestamp data set: byte0 = ts[15:8], byte1 = ts[23:16], byte2 = 0, byte3 = ts[7:0],
/// bytes 4–5 = 0 (step counter).
struct PatternFIFO: Sendable {
    private var words: Ring<UInt16>
    private var patternIndexes: Ring<UInt16>
    private var overrun = false
    private var latchedHighByte: UInt8 = 0
    private var tickIndex = 0
    private var patternPosition = 0
    /// Index of the next FIFO tick on the sensor-clock grid (multiples of the FIFO period).
    var nextTickIndex: Int64?

    init(capacityWords: Int) {
        words = Ring(capacity: capacityWords, filler: 0)
        patternIndexes = Ring(capacity: capacityWords, filler: 0)
    }

    static let decimationFactors = [0, 1, 2, 3, 4, 8, 16, 32]

    /// FIFO_CTRL5 mode bits.
    static func mode(_ registers: RegisterFile) -> UInt8 {
        registers[LSMRegister.patternFIFOControl5] & 0x07
    }

    /// FIFO period on the sensor clock, seconds; nil in bypass or with no FIFO rate.
    static func periodSeconds(_ registers: RegisterFile) -> Double? {
        let code = Int((registers[LSMRegister.patternFIFOControl5] >> 3) & 0x0F)
        guard mode(registers) != 0, (1...10).contains(code) else { return nil }
        return 1 / LSMRegister.rateHertz[code]
    }

    var count: Int { words.count }

    /// Empties the FIFO and restarts the pattern.
    mutating func clear() {
        words.removeAll()
        patternIndexes.removeAll()
        overrun = false
        tickIndex = 0
        patternPosition = 0
    }

    /// One FIFO tick at grid index `gridIndex` (time = index × FIFO period): writes the data
    /// sets due. The pattern starts at a grid index that is a multiple of its period, so
    /// decimated sets fall on the sensors' own samples. Returns the number of words lost.
    mutating func tick(gridIndex: Int64, gyroscope: (Int16, Int16, Int16), accelerometer: (Int16, Int16, Int16), timestamp: UInt32, registers: RegisterFile) -> Int {
        let control3 = registers[LSMRegister.patternFIFOControl3]
        let gyroFactor = Self.decimationFactors[Int((control3 >> 3) & 0x07)]
        let accelFactor = Self.decimationFactors[Int(control3 & 0x07)]
        let timestampsOn = registers[LSMRegister.patternFIFOControl2] & 0x80 != 0
        let timestampFactor = timestampsOn ? Self.decimationFactors[Int((registers[LSMRegister.patternFIFOControl4] >> 3) & 0x07)] : 0
        let factors = [gyroFactor, accelFactor, timestampFactor].filter { $0 > 0 }
        guard !factors.isEmpty else { return 0 }
        let period = factors.reduce(1) { leastCommonMultiple($0, $1) }
        if tickIndex == 0 && gridIndex % Int64(period) != 0 { return 0 }
        if tickIndex % period == 0 { patternPosition = 0 }
        defer { tickIndex += 1 }
        var due = [UInt16]()
        if gyroFactor > 0 && tickIndex % gyroFactor == 0 {
            due += [UInt16(bitPattern: gyroscope.0), UInt16(bitPattern: gyroscope.1), UInt16(bitPattern: gyroscope.2)]
        }
        if accelFactor > 0 && tickIndex % accelFactor == 0 {
            due += [UInt16(bitPattern: accelerometer.0), UInt16(bitPattern: accelerometer.1), UInt16(bitPattern: accelerometer.2)]
        }
        if timestampFactor > 0 && tickIndex % timestampFactor == 0 {
            let byte0 = UInt16((timestamp >> 8) & 0xFF), byte1 = UInt16((timestamp >> 16) & 0xFF)
            let byte3 = UInt16(timestamp & 0xFF)
            due += [byte1 << 8 | byte0, byte3 << 8, 0]
        }
        if Self.mode(registers) == 1 && words.count + due.count > words.capacity {
            return due.count
        }
        var lost = 0
        for word in due {
            if words.pushOverwriting(word) { lost += 1 }
            patternIndexes.pushOverwriting(UInt16(patternPosition))
            patternPosition += 1
        }
        if lost > 0 { overrun = true }
        return lost
    }

    /// Reads FIFO_DATA_OUT_L: pops the oldest word (0 when empty).
    mutating func readLowByte() -> UInt8 {
        guard let word = words.pop() else {
            latchedHighByte = 0
            return 0
        }
        _ = patternIndexes.pop()
        overrun = false
        latchedHighByte = UInt8(word >> 8)
        return UInt8(word & 0xFF)
    }

    /// Reads FIFO_DATA_OUT_H: the high byte of the word popped last.
    func readHighByte() -> UInt8 { latchedHighByte }

    /// FIFO_STATUS1…4 (0x3A–0x3D).
    func status(_ register: UInt8, registers: RegisterFile) -> UInt8 {
        let difference = min(words.count, 0x0FFF)
        let threshold = Int(registers[LSMRegister.patternFIFOControl1]) | Int(registers[LSMRegister.patternFIFOControl2] & 0x0F) << 8
        let index = Int(patternIndexes.first ?? UInt16(patternPosition))
        switch register {
        case LSMRegister.fifoStatus1:
            return UInt8(difference & 0xFF)
        case LSMRegister.fifoStatus2:
            var value = UInt8((difference >> 8) & 0x0F)
            if words.isEmpty { value |= 0x10 }
            if words.count + 9 > words.capacity { value |= 0x20 }
            if overrun { value |= 0x40 }
            if threshold > 0 && words.count >= threshold { value |= 0x80 }
            return value
        case LSMRegister.fifoStatus3:
            return UInt8(index & 0xFF)
        default:
            return UInt8((index >> 8) & 0x03)
        }
    }
}

func leastCommonMultiple(_ a: Int, _ b: Int) -> Int {
    func greatestCommonDivisor(_ a: Int, _ b: Int) -> Int { b == 0 ? a : greatestCommonDivisor(b, a % b) }
    return a / greatestCommonDivisor(a, b) * b
}
