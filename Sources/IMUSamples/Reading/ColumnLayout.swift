import MotionMath

/// The column of each value in a CSV log row, for headers where every role has exactly
/// one column and the magnetometer and reference columns come complete or not at all
/// (every log Inertia writes and every BROAD recording). Rows are then assembled by
/// index; anything unusual (a repeated column, three of four reference columns, an
/// empty required value) is left to `CSVRowParser`'s role-by-role assembly, which names
/// the error. A class: each row borrows it from the parser, where a value of this size
/// would be copied per row.
final class ColumnLayout {
    let time: Int
    let gyroscope: (x: Int, y: Int, z: Int)
    let accelerometer: (x: Int, y: Int, z: Int)
    let magnetometer: (x: Int, y: Int, z: Int)?
    let temperature: Int?
    let reference: (w: Int, x: Int, y: Int, z: Int)?
    let movement: Int?

    /// nil when some role has no column or several, or a group is incomplete.
    init?(roles: [CSVRowParser.Role]) {
        var time: [Int] = [], temperature: [Int] = [], movement: [Int] = []
        var gyroscope = [[Int]](repeating: [], count: 3)
        var accelerometer = [[Int]](repeating: [], count: 3)
        var magnetometer = [[Int]](repeating: [], count: 3)
        var reference = [[Int]](repeating: [], count: 4)
        for (index, role) in roles.enumerated() {
            switch role {
            case .ignored, .unread: break
            case .time: time.append(index)
            case .gyroscope(let axis): gyroscope[axis].append(index)
            case .accelerometer(let axis): accelerometer[axis].append(index)
            case .magnetometer(let axis): magnetometer[axis].append(index)
            case .temperature: temperature.append(index)
            case .reference(let component): reference[component].append(index)
            case .movement: movement.append(index)
            }
        }
        func single(_ columns: [Int]) -> Int? { columns.count == 1 ? columns[0] : nil }
        /// One column each, or none at all; nil (not usable) for anything else.
        func group(_ columns: [[Int]]) -> [Int]?? {
            if columns.allSatisfy(\.isEmpty) { return .some(nil) }
            guard columns.allSatisfy({ $0.count == 1 }) else { return nil }
            return .some(columns.map { $0[0] })
        }
        guard let timeColumn = single(time), temperature.count <= 1, movement.count <= 1,
              let gyro = group(gyroscope) ?? nil, let accel = group(accelerometer) ?? nil,
              let magnetometerColumns = group(magnetometer), let referenceColumns = group(reference)
        else { return nil }
        self.time = timeColumn
        self.gyroscope = (gyro[0], gyro[1], gyro[2])
        self.accelerometer = (accel[0], accel[1], accel[2])
        self.magnetometer = magnetometerColumns.map { ($0[0], $0[1], $0[2]) }
        self.temperature = temperature.first
        self.reference = referenceColumns.map { ($0[0], $0[1], $0[2], $0[3]) }
        self.movement = movement.first
    }

    /// Writes the sample's values from parsed fields (nil where empty) into `sample` and
    /// returns the rest of the row; nil, with `sample` untouched, when a required value is
    /// empty or the magnetometer is partly empty (the caller then reports the error).
    func fill(_ sample: inout IMUSample, from values: UnsafeBufferPointer<Double?>) -> CSVRowParser.Annotations? {
        guard let time = values[time],
              let gyroscopeX = values[gyroscope.x], let gyroscopeY = values[gyroscope.y], let gyroscopeZ = values[gyroscope.z],
              let accelerometerX = values[accelerometer.x], let accelerometerY = values[accelerometer.y],
              let accelerometerZ = values[accelerometer.z]
        else { return nil }
        var field: Vector3?
        if let magnetometer {
            let (x, y, z) = (values[magnetometer.x], values[magnetometer.y], values[magnetometer.z])
            if let x, let y, let z {
                field = Vector3(x, y, z)
            } else if x != nil || y != nil || z != nil {
                return nil
            }
        }
        // Field by field, in place: no sample value copied.
        sample.timestampSeconds = time
        sample.gyroscopeRadiansPerSecond = Vector3(gyroscopeX, gyroscopeY, gyroscopeZ)
        sample.accelerometerMetersPerSecondSquared = Vector3(accelerometerX, accelerometerY, accelerometerZ)
        sample.magnetometerMicrotesla = field
        sample.temperatureCelsius = temperature.flatMap { values[$0] }
        let quaternion = reference.map { columns in
            Quaternion(
                w: values[columns.w] ?? .nan, x: values[columns.x] ?? .nan,
                y: values[columns.y] ?? .nan, z: values[columns.z] ?? .nan)
        }
        return CSVRowParser.Annotations(reference: quaternion, movement: movement.map { values[$0] ?? .nan })
    }
}
