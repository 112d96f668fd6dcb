extension RGBColor {
    /// The nearest entry of the xterm 256-colour palette: the 6×6×6 cube (16–231) or the
    /// grey ramp (232–255), whichever is closer.
    public var palette256Index: UInt8 {
        let levels: [Int] = [0, 95, 135, 175, 215, 255]
        func cubeStep(_ value: UInt8) -> Int {
            let v = Int(value)
            return v < 48 ? 0 : v < 115 ? 1 : (v - 35) / 40
        }
        let r = cubeStep(red), g = cubeStep(green), b = cubeStep(blue)
        let cubeColor = (levels[r], levels[g], levels[b])
        let average = (Int(red) + Int(green) + Int(blue)) / 3
        let greyStep = average > 238 ? 23 : max(0, (average - 3) / 10)
        let greyLevel = 8 + 10 * greyStep
        func distance(_ c: (Int, Int, Int)) -> Int {
            let dr = c.0 - Int(red), dg = c.1 - Int(green), db = c.2 - Int(blue)
            return dr * dr + dg * dg + db * db
        }
        if distance((greyLevel, greyLevel, greyLevel)) < distance(cubeColor) {
            return UInt8(232 + greyStep)
        }
        return UInt8(16 + 36 * r + 6 * g + b)
    }
}
