import Platform

/// Where the full recordings live: `$INERTIA_SHARED_DIR`, else `<repo root>/../shared` when it
/// holds them, else `<repo root>/.build/broad-dataset` (where `Scripts/fetch-broad` puts them).
enum SharedData {
    static var directory: String {
        if let value = getenv("INERTIA_SHARED_DIR") { return String(cString: value) }
        let file = #filePath
        var parts = file.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // Tests/IMUSamplesTests/SharedData.swift
        let root = parts.joined(separator: "/")
        if access(root + "/../shared/data/broad/01_undisturbed_slow_rotation_A.csv", R_OK) == 0 { return root + "/../shared" }
        return root + "/.build/broad-dataset"
    }

    static func broad(_ name: String) -> String { directory + "/data/broad/" + name }

    /// Whether the BROAD recordings are there; tests that need them are skipped otherwise.
    static var hasBroad: Bool { access(broad("01_undisturbed_slow_rotation_A.csv"), R_OK) == 0 }
}
