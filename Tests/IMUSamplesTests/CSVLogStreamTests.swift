import IMUSamples
import MotionMath
import Platform
import Testing

@Suite struct CSVLogStreamTests {
    let header = CSVLogFormat.header

    func rows(_ count: Int) -> String {
        (0..<count).map { "\(Double($0) / 100),0.1,0.2,0.3,0,0,9.8,,,,\n" }.joined()
    }

    func read(_ text: String, settings: CSVLogReadSettings = CSVLogReadSettings()) throws(CSVLogError) -> Recording {
        try CSVLogReader.parse(Array(text.utf8), path: "x.csv", settings: settings)
    }

    @Test func everyChunkSizeGivesTheSameRows() throws {
        let text = "\u{FEFF}" + header + "\r\n" + rows(50).split(separator: "\n").map { $0 + "\r\n" }.joined()
        let expected = try read(header + "\n" + rows(50)).samples
        #expect(expected.count == 50)
        for chunk in [1, 2, 3, 7, 64, 100_000] {
            let recording = try read(text, settings: CSVLogReadSettings(chunkBytes: chunk))
            #expect(recording.samples == expected, "chunk \(chunk)")
            #expect(recording.warnings.isEmpty)
        }
    }

    @Test func aLastLineWithoutLineEndButCompleteIsUsedSilently() throws {
        let recording = try read(header + "\n" + rows(3) + "0.03,1,2,3,0,0,9.8,,,,")
        #expect(recording.samples.count == 4 && recording.warnings.isEmpty)
    }

    @Test func aTornLastLineIsLeftOutWithAWarning() throws {
        for torn in ["0.03,1,2,3,0", "0.03,1,2,3,0,0,9.", "0.03,1,2,3,0,0,9.8,1e"] {
            let recording = try read(header + "\n" + rows(3) + torn, settings: CSVLogReadSettings(chunkBytes: 5))
            #expect(recording.samples.count == 3, "\(torn)")
            #expect(recording.warnings == [.tornLastLine(path: "x.csv", line: 5, rowsUsed: 3)], "\(torn)")
        }
        let message = CSVLogWarning.tornLastLine(path: "x.csv", line: 5, rowsUsed: 3).description
        #expect(message.contains("line 5") && !message.contains("\n"))
    }

    @Test func readingsThatAreNotFiniteAreKeptAndCountedInOneWarning() throws {
        // nan in a gyroscope field (line 2), inf and nan in one row's accelerometer and
        // magnetometer (line 4: one row), -inf in a magnetometer field (line 5).
        let text = header + "\n" + "0,nan,0,0,0,0,9.8,,,,\n" + "0.01,0,0,0,0,0,9.8,20,0,-40,\n"
            + "0.02,0,0,0,inf,0,9.8,nan,0,-40,\n" + "0.03,0,0,0,0,0,9.8,20,-inf,-40,\n" + "0.04,0,0,0,0,0,9.8,20,0,-40,\n"
        for chunk in [3, 100_000] {
            let recording = try read(text, settings: CSVLogReadSettings(chunkBytes: chunk))
            #expect(recording.samples.count == 5)
            #expect(recording.samples[0].gyroscopeRadiansPerSecond.x.isNaN)
            #expect(recording.warnings == [.nonFiniteReadings(path: "x.csv", rowCount: 3, firstLine: 2)], "chunk \(chunk)")
        }
        let message = CSVLogWarning.nonFiniteReadings(path: "x.csv", rowCount: 3, firstLine: 2).description
        #expect(message.contains("3 rows hold") && message.contains("line 2") && !message.contains("\n"))
        #expect(CSVLogWarning.nonFiniteReadings(path: "x.csv", rowCount: 1, firstLine: 9).description.contains("1 row holds"))
        // Large finite readings are not counted.
        let large = try read(header + "\n" + "0,1e308,1e308,0,0,0,9.8,,,,\n")
        #expect(large.warnings.isEmpty)
    }

    @Test func aShortLineInTheMiddleIsStillAnError() {
        #expect(throws: CSVLogError.wrongFieldCount(path: "x.csv", line: 3, expected: 11, found: 5)) {
            try read(header + "\n" + rows(1) + "0.5,1,2,3,0\n" + "0.6,1,2,3,0,0,9.8,,,,\n")
        }
    }

    @Test func aLineOverTheCapIsAnErrorNamingIt() {
        let long = String(repeating: "9", count: 5000)
        #expect(throws: CSVLogError.lineTooLong(path: "x.csv", line: 4, maximumBytes: 4096)) {
            try read(header + "\n" + rows(2) + long + "\n" + rows(1))
        }
        #expect(throws: CSVLogError.lineTooLong(path: "x.csv", line: 1, maximumBytes: 4096)) {
            try read(String(repeating: "\0", count: 200_000))
        }
        #expect(throws: CSVLogError.lineTooLong(path: "x.csv", line: 2, maximumBytes: 200)) {
            try read(header + "\n" + String(repeating: "1", count: 201), settings: CSVLogReadSettings(maximumLineBytes: 200))
        }
    }

    @Test func devZeroFailsFastWithTheLineCap() {
        #expect(throws: CSVLogError.lineTooLong(path: "/dev/zero", line: 1, maximumBytes: 4096)) {
            try CSVLogReader.read(path: "/dev/zero")
        }
    }

    @Test func timeMustBeFiniteIncreasingAndWithoutHugeJumps() {
        let start = header + "\n0,0,0,0,0,0,9.8,,,,\n"
        #expect(throws: CSVLogError.invalidTime(path: "x.csv", line: 3, seconds: .infinity)) {
            try read(start + "inf,0,0,0,0,0,9.8,,,,\n")
        }
        #expect(throws: (any Error).self) { try read(start + "nan,0,0,0,0,0,9.8,,,,\n") }
        #expect(throws: CSVLogError.timeNotIncreasing(path: "x.csv", line: 4, previousSeconds: 1, seconds: 1)) {
            try read(start + "1,0,0,0,0,0,9.8,,,,\n1,0,0,0,0,0,9.8,,,,\n")
        }
        #expect(throws: CSVLogError.timeNotIncreasing(path: "x.csv", line: 3, previousSeconds: 0, seconds: -1)) {
            try read(start + "-1,0,0,0,0,0,9.8,,,,\n")
        }
        #expect(throws: CSVLogError.timeJump(path: "x.csv", line: 3, stepSeconds: 7200, maximumSeconds: 3600)) {
            try read(start + "7200,0,0,0,0,0,9.8,,,,\n")
        }
    }

    @Test func referenceQuaternionsMustBeUnitOrAllNan() throws {
        let broadHeader = header + ",ref_qw,ref_qx,ref_qy,ref_qz,movement\n"
        let good = try read(broadHeader + "0,0,0,0,0,0,9.8,,,,,1,0,0,0,1\n0.1,0,0,0,0,0,9.8,,,,,nan,nan,nan,nan,0\n0.2,0,0,0,0,0,9.8,,,,,1.005,0,0,0,1\n")
        #expect(good.referenceAttitudes?.count == 3 && good.referenceAttitudes?[1] == nil)
        #expect(good.referenceAttitudes?[2]?.w == 1)
        #expect(good.movement == [true, false, true])
        #expect(throws: CSVLogError.referenceNotUnit(path: "x.csv", line: 3, norm: 2)) {
            try read(broadHeader + "0,0,0,0,0,0,9.8,,,,,1,0,0,0,1\n0.1,0,0,0,0,0,9.8,,,,,2,0,0,0,1\n")
        }
        #expect(throws: (any Error).self) { try read(broadHeader + "0,0,0,0,0,0,9.8,,,,,1,nan,0,0,1\n") }
    }

    /// A reader of the samples alone (a replay) counts the reference and movement fields
    /// without parsing them: a bad one does not stop it, a missing one still does, and the
    /// samples are those a full reader gets.
    @Test func aReaderOfSamplesAloneCountsTheReferenceFieldsWithoutReadingThem() throws {
        let broadHeader = header + ",ref_qw,ref_qx,ref_qy,ref_qz,movement\n"
        let rows = "0,0,0,0.5,0,0,9.8,1,2,3,,1,0,0,0,1\n0.1,0,0.25,0,0,0,9.8,1,2,3,,2,x,0,0,7\n"
        let samplesOnly = CSVLogReadSettings(readsReference: false)
        let recording = try read(broadHeader + rows, settings: samplesOnly)
        #expect(recording.samples.count == 2)
        #expect(recording.referenceAttitudes == nil && recording.movement == nil)
        #expect(recording.samples[1].gyroscopeRadiansPerSecond == Vector3(0, 0.25, 0))
        #expect(recording.samples[1].magnetometerMicrotesla == Vector3(1, 2, 3))
        // The same rows, read in full, stop at the bad fields; a good file gives equal samples.
        #expect(throws: (any Error).self) { try read(broadHeader + rows) }
        let good = "0,0,0,0.5,0,0,9.8,1,2,3,,1,0,0,0,1\n0.1,0,0.25,0,0,0,9.8,1,2,3,,1,0,0,0,0\n"
        #expect(try read(broadHeader + good, settings: samplesOnly).samples == read(broadHeader + good).samples)
        // A row short of a field is an error either way.
        #expect(throws: CSVLogError.self) {
            try read(broadHeader + "0,0,0,0.5,0,0,9.8,1,2,3,,1,0,0,0\n0.1,0,0,0,0,0,9.8,1,2,3,,1,0,0,0,1\n", settings: samplesOnly)
        }
    }

    @Test func movementMustBeZeroOrOne() {
        let broadHeader = header + ",movement\n"
        #expect(throws: CSVLogError.invalidMovement(path: "x.csv", line: 3, value: 2)) {
            try read(broadHeader + "0,0,0,0,0,0,9.8,,,,,1\n0.1,0,0,0,0,0,9.8,,,,,2\n")
        }
        let message = CSVLogError.invalidMovement(path: "x.csv", line: 3, value: 2).description
        #expect(message.contains("line 3") && message.contains("movement"))
    }

    @Test func emptyMagnetometerColumnsMeanNoMagnetometer() throws {
        let recording = try read(header + "\n" + rows(5))
        #expect(!recording.hasMagnetometer)
        let stream = try CSVLogStream(bytes: Array((header + "\n" + rows(5)).utf8), path: "x.csv")
        while try stream.next() != nil {}
        #expect(!stream.hasMagnetometerReadings && stream.rowCount == 5)
    }

    @Test func thePreviewGivesTheRateAndKeepsTheRows() throws {
        let stream = try CSVLogStream(bytes: Array((header + "\n" + rows(20)).utf8), path: "x.csv")
        let rate = try #require(try stream.previewSampleRateHertz(rowCount: 8))
        #expect(abs(rate - 100) < 1e-6)
        var times: [Double] = []
        while let row = try stream.next() { times.append(row.sample.timestampSeconds) }
        #expect(times.count == 20 && times.first == 0)
    }

    @Test func readingIntoOneRowGivesTheRowsOfNextAndLeavesItAtTheEnd() throws {
        // A BROAD-style header: reference and movement columns, a magnetometer in some rows.
        let broadHeader = "time_s,gyro_x_rad_s,gyro_y_rad_s,gyro_z_rad_s,accel_x_m_s2,accel_y_m_s2,accel_z_m_s2,"
            + "mag_x_uT,mag_y_uT,mag_z_uT,ref_qw,ref_qx,ref_qy,ref_qz,movement\n"
        let lines = (0..<5000).map { index in
            let magnetometer = index % 3 == 0 ? "20,-5,40" : ",,"
            let reference = index % 7 == 0 ? "nan,nan,nan,nan" : "1,0,0,0"
            return "\(Double(index) / 100),0.1,0.2,0.3,0,0,9.8,\(magnetometer),\(reference),\(index % 2)\n"
        }.joined()
        let bytes = Array((broadHeader + lines).utf8)
        let byNext = try CSVLogStream(bytes: bytes, path: "x.csv")
        var expected: [CSVLogRow] = []
        while let row = try byNext.next() { expected.append(row) }
        #expect(expected.count == 5000)
        for previewRows in [0, 100] {
            let stream = try CSVLogStream(bytes: bytes, path: "x.csv")
            if previewRows > 0 { _ = try stream.previewSampleRateHertz(rowCount: previewRows) }
            var row = CSVLogRow.placeholder
            var rows: [CSVLogRow] = []
            while try stream.next(into: &row) { rows.append(row) }
            #expect(rows == expected, "preview \(previewRows)")
            #expect(row == expected.last)
            #expect(try !stream.next(into: &row))
            #expect(row == expected.last)
        }
    }

    @Test func samplesAppendedInBatchesAreTheRowsSamplesAndAnErrorKeepsTheRowsBeforeIt() throws {
        let header = "time_s,gyro_x_rad_s,gyro_y_rad_s,gyro_z_rad_s,accel_x_m_s2,accel_y_m_s2,accel_z_m_s2\n"
        let good = (0..<250).map { "\(Double($0) / 100),0.1,\(Double($0) * 0.001),0.3,0,0,9.8\n" }.joined()
        let byNext = try CSVLogStream(bytes: Array((header + good).utf8), path: "x.csv")
        var expected: [IMUSample] = []
        while let row = try byNext.next() { expected.append(row.sample) }
        for (previewRows, batch) in [(0, 64), (100, 64), (0, 1), (10, 1000)] {
            let stream = try CSVLogStream(bytes: Array((header + good).utf8), path: "x.csv")
            if previewRows > 0 { _ = try stream.previewSampleRateHertz(rowCount: previewRows) }
            var samples: [IMUSample] = []
            var calls = 0
            while true {
                let before = samples.count
                try stream.appendSamples(to: &samples, untilCount: samples.count + batch)
                calls += 1
                if samples.count == before { break }
                #expect(samples.count - before <= batch)
            }
            #expect(samples == expected, "preview \(previewRows), batch \(batch)")
            #expect(calls == (expected.count + batch - 1) / batch + 1)
        }
        // Row 5 goes back in time: the four rows before it are appended, then the error.
        let bad = (0..<4).map { "\(Double($0) / 100),0,0,0,0,0,9.8\n" }.joined() + "0.01,0,0,0,0,0,9.8\n"
        let stream = try CSVLogStream(bytes: Array((header + bad).utf8), path: "bad.csv")
        var samples: [IMUSample] = []
        #expect(throws: CSVLogError.timeNotIncreasing(path: "bad.csv", line: 6, previousSeconds: 0.03, seconds: 0.01)) {
            try stream.appendSamples(to: &samples, untilCount: 64)
        }
        #expect(samples.map(\.timestampSeconds) == [0, 0.01, 0.02, 0.03])
    }

    @Test func errorsGiveErrnoByNameAndMeaning() {
        let message = CSVLogError.cannotOpen(path: "/nonexistent/log.csv", errno: ENOENT).description
        #expect(message.contains("ENOENT") && message.contains("no such file"))
        #expect(throws: CSVLogError.cannotRead(path: "/", errno: EISDIR)) { try CSVLogReader.read(path: "/") }
    }
}
