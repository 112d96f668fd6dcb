/// Everything `inertia doctor` found, with the counts and the exit status they give.
struct DoctorReport: Encodable, Equatable {
    /// The findings in the order they were checked.
    let findings: [DoctorFinding]

    /// How many findings are problems.
    var problems: Int { findings.count { $0.status == .problem } }
    /// How many findings are warnings.
    var warnings: Int { findings.count { $0.status == .warning } }
    /// 0 when nothing is a problem (warnings allowed), otherwise 1.
    var exitStatus: Int32 { problems == 0 ? 0 : 1 }

    /// The report as text: one aligned line per finding ("ok", "warning", "problem", the
    /// check, what was found), the fix indented beneath each warning and problem, and a
    /// summary line last.
    var textLines: [String] {
        let checkWidth = findings.map(\.check.count).max() ?? 0
        var lines: [String] = []
        for finding in findings {
            let status = finding.status.rawValue.padded(to: 8)
            let check = finding.check.padded(to: checkWidth)
            lines.append("\(status) \(check)  \(finding.found)")
            if finding.status != .ok, let fix = finding.fix {
                lines.append(String(repeating: " ", count: 9) + "fix: \(fix)")
            }
        }
        lines.append(summary)
        return lines
    }

    /// "2 problems, 1 warning in 14 checks", or "no problems found (14 checks ok)".
    var summary: String {
        if problems == 0 && warnings == 0 { return "no problems found (\(findings.count) checks ok)" }
        func counted(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        return "\(counted(problems, "problem")), \(counted(warnings, "warning")) in \(findings.count) checks"
    }

    private enum CodingKeys: String, CodingKey { case findings, problems, warnings }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(findings, forKey: .findings)
        try container.encode(problems, forKey: .problems)
        try container.encode(warnings, forKey: .warnings)
    }
}

extension String {
    /// The string padded with spaces to `length` characters (unchanged when longer).
    fileprivate func padded(to length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
