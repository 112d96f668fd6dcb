import MotionMath

/// The sum of a filter's field readings since a start, for the mean it takes its heading
/// from, which one wild reading cannot take over.
///
/// The heading after a start is set from the mean field since the start (the VQF-class
/// filter's fast start, ``StartUpLevelling``). The readings are summed as vectors, so that a
/// field fixed to the sensor averages out as it turns; but then one reading weighs by its
/// length, and a single corrupt reading near a magnetometer's full scale (4 912 µT on an
/// AK8963, a hundred times the earth's field) would outweigh hundreds of readings around it
/// and turn the heading by tens of degrees for many seconds. So a reading longer than
/// ``lengthRatioLimit`` times the mean length of the readings in the sum is turned away. A
/// reading shorter than the mean over that ratio weighs less and is taken. A run of such
/// unusual readings in a row, longer than the readings before it, means that those were the
/// wild ones (a corrupt first reading) or that the field has changed for good (a magnet
/// attached during the start): the sum then starts again from the reading that ends the run
/// (for a wild first reading, the second ordinary one).
public struct StartUpVectorSum: Sendable, Hashable {
    /// The readings taken, summed (in the caller's frame; unit of the input).
    public private(set) var sum: Vector3 = .zero
    /// Their lengths, summed.
    var lengthSum = 0.0
    /// How many readings the sum holds.
    public private(set) var count = 0.0
    /// How many of the last readings in a row were unusual (beyond ``lengthRatioLimit``
    /// either way), and how many of those, the short ones, were taken.
    var unusualInARow = 0.0
    var shortTakenInARow = 0.0

    /// The largest ratio of a reading's length to the mean length of the sum's readings, and
    /// of that mean to a reading's length, for the reading to count as ordinary: 3.
    ///
    /// A glitch at a magnetometer's full scale is a hundred times the earth's field. A field
    /// fixed to the sensor stays within the ratio even when it is as strong as BROAD's magnet
    /// 1 cm from the sensor (about 0.8 of the earth's field; readings of 13–83 µT): on the
    /// BROAD trials cut into pieces that start in motion, no filter's error on any piece
    /// changes at 3, where at 2 some pieces of that trial moved by degrees.
    public static let lengthRatioLimit = 3.0

    /// An empty sum.
    public init() {}

    /// Adds `vector` (already in the frame the sum is kept in; only its length is judged)
    /// unless it is longer than ``lengthRatioLimit`` times the mean length. A reading whose
    /// length is zero or not finite is not taken and does not count.
    public mutating func add(_ vector: Vector3) {
        let length = vector.length
        guard length > 0, length <= .greatestFiniteMagnitude else { return }
        guard count > 0 else { return take(vector, length: length) }
        let mean = lengthSum / count
        let isLong = length > Self.lengthRatioLimit * mean
        guard isLong || Self.lengthRatioLimit * length < mean else {
            unusualInARow = 0
            shortTakenInARow = 0
            return take(vector, length: length)
        }
        let before = count - shortTakenInARow
        unusualInARow += 1
        if unusualInARow > before {
            self = StartUpVectorSum()
            return take(vector, length: length)
        }
        guard !isLong else { return }
        shortTakenInARow += 1
        take(vector, length: length)
    }

    private mutating func take(_ vector: Vector3, length: Double) {
        sum += vector
        lengthSum += length
        count += 1
    }
}
