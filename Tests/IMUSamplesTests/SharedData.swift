import Platform

/// Where the shared recordings live: `$INERTIA_SHARED_DIR`, or `<repo root>/../shared`.
enum SharedData {
    static var directory: String {
        if let value = getenv("INERTIA_SHARED_DIR") { return String(cString: value) }
        let file = #filePath
        var parts = file.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // Tests/IMUSamplesTests/SharedData.swift
        return parts.joined(separator: "/") + "/../shared"
    }

    static func broad(_ name: String) -> String { directory + "/data/broad/" + name }

    /// Whether the BROAD recordings are there; tests that need them are skipped otherwise.
    static var hasBroad: Bool { access(broad("01_undisturbed_slow_rotation_A.csv"), R_OK) == 0 }
}
