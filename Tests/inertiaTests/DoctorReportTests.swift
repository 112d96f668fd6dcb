import Foundation
import Testing
@testable import inertia

@Suite struct DoctorReportTests {
    private let findings = [
        DoctorFinding(check: "i2c enabled", status: .problem, found: "no I²C bus", fix: "enable it"),
        DoctorFinding.ok("board", "generic"),
        DoctorFinding(check: "calibration MPU-6050", status: .warning, found: "no saved profile", fix: "calibrate"),
    ]

    @Test func countsProblemsAndWarningsAndExitsOneOnAProblem() {
        let report = DoctorReport(findings: findings)
        #expect(report.problems == 1)
        #expect(report.warnings == 1)
        #expect(report.exitStatus == 1)
        #expect(DoctorReport(findings: Array(findings.dropFirst())).exitStatus == 0)
        #expect(DoctorReport(findings: []).exitStatus == 0)
    }

    @Test func textAlignsChecksIndentsFixesAndEndsWithASummary() {
        let lines = DoctorReport(findings: findings).textLines
        #expect(lines == [
            "problem  i2c enabled           no I²C bus",
            "         fix: enable it",
            "ok       board                 generic",
            "warning  calibration MPU-6050  no saved profile",
            "         fix: calibrate",
            "1 problem, 1 warning in 3 checks",
        ])
        #expect(DoctorReport(findings: [.ok("board", "generic")]).summary == "no problems found (1 checks ok)")
    }

    @Test func jsonHasEveryKeyWithANullFixWhenOk() throws {
        let text = try JSONOutput.text(DoctorReport(findings: findings), pretty: false)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["findings", "problems", "warnings"])
        let rows = try #require(object["findings"] as? [[String: Any]])
        #expect(rows.allSatisfy { Set($0.keys) == ["check", "status", "found", "fix"] })
        #expect(rows[1]["fix"] is NSNull)
        #expect(rows[0]["status"] as? String == "problem")
    }

    @Test func theI2CFixNamesTheRaspberryPiSwitchUnlessTheBoardIsAnotherOne() {
        #expect(DoctorChecks.enableI2CFix(isRaspberryPi: true).contains("dtparam=i2c_arm=on"))
        #expect(!DoctorChecks.enableI2CFix(isRaspberryPi: false).contains("raspi-config"))
        let unknown = DoctorChecks.enableI2CFix(isRaspberryPi: nil)
        #expect(unknown.contains("raspi-config") && unknown.contains("modprobe i2c-dev"))
    }

    @Test func groupMembershipIsNilForAGroupThatDoesNotExist() {
        #expect(isInGroup("no-such-group-inertia") == nil)
    }
}
