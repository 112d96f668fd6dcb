/// Inertia's version: the package's git tag (`0.34.0`), `inertia --version`, and the top
/// entry of CHANGELOG.md. Scripts/checks/library-consumers tags a copy of the tree with it.
enum InertiaVersion {
    /// Semantic version, MAJOR.MINOR.PATCH.
    static let current = "0.35.0"
}
