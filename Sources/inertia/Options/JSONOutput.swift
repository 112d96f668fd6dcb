import Foundation

/// The one style of Inertia's machine-readable output: `snake_case` keys with units in
/// their names (`median_nanoseconds_per_update`, `rmse_total_degrees`), keys sorted.
enum JSONOutput {
    /// An encoder in that style; `pretty` adds line breaks and indentation (reports),
    /// otherwise one object per line (streams).
    static func encoder(pretty: Bool) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys] : [.sortedKeys]
        return encoder
    }

    /// `value` as JSON text in that style.
    static func text(_ value: some Encodable, pretty: Bool) throws -> String {
        String(decoding: try encoder(pretty: pretty).encode(value), as: UTF8.self)
    }
}
