/// Doubles as text without going through `String`: the same bytes as Swift's
/// `description` (`"\(value)"`) for every finite value and for infinities, written
/// straight into a byte buffer. The shortest digits that read back to the same Double
/// (`ShortestDecimal`), laid out as Swift does: `0.0`, `-0.0`, `12.5`, `1000.0` and
/// `0.0001` plainly; exponential form (`1e-05`, `1.5e+300`, at least two exponent digits)
/// below 10⁻⁴ and for magnitudes above 2⁵³; `inf`, `-inf`. Every NaN is written `nan`.
public enum NumberText {
    /// The most bytes one number takes (`-2.2250738585072014e-308` is 24).
    public static let maximumBytes = 32

    /// `value` as a String (for callers that need one; `append` avoids the String).
    public static func string(_ value: Double) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumBytes) { buffer in
            let count = write(value, to: buffer.baseAddress!)
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
        }
    }

    /// Appends `value`'s text to `bytes`.
    @inlinable
    public static func append(_ value: Double, to bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumBytes) { buffer in
            let count = write(value, to: buffer.baseAddress!)
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// Writes `value`'s text at `destination`, which must have room for `maximumBytes`;
    /// returns the number of bytes written.
    @inlinable
    public static func write(_ value: Double, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        var position = 0
        if value.sign == .minus && !value.isNaN {
            destination[0] = UInt8(ascii: "-")
            position = 1
        }
        guard value.isFinite else {
            return position + copy(value.isNaN ? "nan" : "inf", to: destination + position)
        }
        guard value != 0 else { return position + copy("0.0", to: destination + position) }
        let digits = ShortestDecimal.digits(value)
        let count = digitCount(digits.significand)
        // The exponent of the first digit: value = d.ddd × 10^scientificExponent.
        let scientificExponent = digits.exponent + count - 1
        let output = destination + position
        if scientificExponent < -4 || value.magnitude > 9_007_199_254_740_992 {
            // d.ddde±XX (no point after a single digit).
            writeDigits(digits.significand, count: count, to: output + 1)
            output[0] = output[1]
            var length = 1
            if count > 1 {
                output[1] = UInt8(ascii: ".")
                length = count + 1
            }
            output[length] = UInt8(ascii: "e")
            output[length + 1] = scientificExponent < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+")
            let magnitude = abs(scientificExponent)
            let exponentDigits = magnitude >= 100 ? 3 : 2
            writeDigits(UInt64(magnitude), count: exponentDigits, to: output + length + 2)
            return position + length + 2 + exponentDigits
        }
        if scientificExponent < 0 {
            // 0.000ddd
            let zeros = -scientificExponent - 1
            output[0] = UInt8(ascii: "0")
            output[1] = UInt8(ascii: ".")
            for index in 0..<zeros { output[2 + index] = UInt8(ascii: "0") }
            writeDigits(digits.significand, count: count, to: output + 2 + zeros)
            return position + 2 + zeros + count
        }
        if scientificExponent + 1 < count {
            // ddd.ddd
            let integerDigits = scientificExponent + 1
            writeDigits(digits.significand, count: count, to: output + 1)
            for index in 0..<integerDigits { output[index] = output[index + 1] }
            output[integerDigits] = UInt8(ascii: ".")
            return position + count + 1
        }
        // ddd000.0
        writeDigits(digits.significand, count: count, to: output)
        let integerDigits = scientificExponent + 1
        for index in count..<integerDigits { output[index] = UInt8(ascii: "0") }
        output[integerDigits] = UInt8(ascii: ".")
        output[integerDigits + 1] = UInt8(ascii: "0")
        return position + integerDigits + 2
    }

    /// The number of decimal digits of `value` (1 for 0).
    @inlinable
    static func digitCount(_ value: UInt64) -> Int {
        var count = 1
        var threshold: UInt64 = 10
        while count < 20 && value >= threshold {
            count += 1
            threshold = threshold &* 10
        }
        return count
    }

    /// Writes the last `count` decimal digits of `value`, most significant first.
    @inlinable
    static func writeDigits(_ value: UInt64, count: Int, to destination: UnsafeMutablePointer<UInt8>) {
        var value = value
        var index = count
        while index >= 2 {
            let pair = Int(value % 100)
            value /= 100
            index -= 2
            destination[index] = UInt8(ascii: "0") &+ UInt8(pair / 10)
            destination[index + 1] = UInt8(ascii: "0") &+ UInt8(pair % 10)
        }
        if index == 1 { destination[0] = UInt8(ascii: "0") &+ UInt8(value % 10) }
    }

    @inlinable
    static func copy(_ text: StaticString, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        let count = text.utf8CodeUnitCount
        destination.update(from: text.utf8Start, count: count)
        return count
    }
}
