import Foundation

/// The boards Inertia knows: the built-in copy of `Boards/`, overridden and extended by the
/// user's board files.
///
/// Search order (later entries override earlier ones with the same identifier):
/// 1. the built-in copy compiled into the binary;
/// 2. `/etc/inertia/boards/*.json`;
/// 3. `$XDG_CONFIG_HOME/inertia/boards/*.json` (default `~/.config/inertia/boards`);
/// 4. directories given explicitly (`inertia … --boards DIR`).
public struct BoardCatalog: Sendable {
    /// The identifier of the fallback board used when no model string matches.
    public static let genericIdentifier = "generic-linux"

    /// The boards, sorted by identifier; identifiers are unique.
    public private(set) var boards: [Board]

    /// Creates a catalog; a later board replaces an earlier one with the same identifier.
    public init(boards: [Board]) {
        var byIdentifier: [String: Board] = [:]
        for board in boards { byIdentifier[board.identifier] = board }
        self.boards = byIdentifier.values.sorted { $0.identifier < $1.identifier }
    }

    /// The built-in catalog (the copy of `Boards/` compiled into the binary).
    public static func builtIn() throws(BoardError) -> BoardCatalog {
        var boards: [Board] = []
        for file in builtInBoardFiles {
            boards.append(try Board.decode(json: Data(file.json.utf8), fileName: "built-in \(file.fileName)"))
        }
        return BoardCatalog(boards: boards)
    }

    /// This catalog with `others` added, replacing boards that share an identifier.
    public func adding(_ others: [Board]) -> BoardCatalog {
        BoardCatalog(boards: boards + others)
    }

    /// The user-level search directories, lowest precedence first:
    /// `/etc/inertia/boards`, then `$XDG_CONFIG_HOME/inertia/boards` (or `$HOME/.config/inertia/boards`).
    public static func standardSearchDirectories(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        var directories = ["/etc/inertia/boards"]
        if let configHome = environment["XDG_CONFIG_HOME"], !configHome.isEmpty {
            directories.append(configHome + "/inertia/boards")
        } else if let home = environment["HOME"], !home.isEmpty {
            directories.append(home + "/.config/inertia/boards")
        }
        return directories
    }

    /// Built-in boards, then the standard search directories (skipped when absent), then
    /// `explicitDirectories` (which must exist).
    public static func standard(
        explicitDirectories: [String] = [],
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(BoardError) -> BoardCatalog {
        var catalog = try builtIn()
        for directory in standardSearchDirectories(environment: environment)
        where FileManager.default.fileExists(atPath: directory) {
            catalog = catalog.adding(try loadDirectory(directory))
        }
        for directory in explicitDirectories {
            catalog = catalog.adding(try loadDirectory(directory))
        }
        return catalog
    }

    /// Decodes every `*.json` file in `path`, sorted by file name.
    public static func loadDirectory(_ path: String) throws(BoardError) -> [Board] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw .unreadableDirectory(path: path, reason: error.localizedDescription)
        }
        var boards: [Board] = []
        for name in names.sorted() where name.hasSuffix(".json") {
            let filePath = path + "/" + name
            guard let data = FileManager.default.contents(atPath: filePath) else {
                throw .invalidBoardFile(file: filePath, reason: "the file cannot be read")
            }
            boards.append(try Board.decode(json: data, fileName: filePath))
        }
        return boards
    }

    /// The board with this identifier.
    public func board(identifier: String) throws(BoardError) -> Board {
        guard let board = boards.first(where: { $0.identifier == identifier }) else {
            throw .unknownBoard(identifier, known: boards.map(\.identifier))
        }
        return board
    }

    /// The board whose model string is the longest prefix of `model`; the generic board when
    /// none matches (nil only if the catalog has no generic board).
    public func board(matchingModel model: String) -> Board? {
        let trimmed = model.trimmingCharacters(in: .whitespacesAndNewlines)
        var best: (board: Board, length: Int)?
        for board in boards {
            for pattern in board.modelStrings where !pattern.isEmpty && trimmed.hasPrefix(pattern) {
                if pattern.count > best?.length ?? 0 { best = (board, pattern.count) }
            }
        }
        return best?.board ?? boards.first { $0.identifier == Self.genericIdentifier }
    }

    /// The running board: reads the device-tree model (`/proc/device-tree/model`, a
    /// NUL-terminated string) and matches it; the generic board when the file is absent.
    public func detect(modelPath: String = "/proc/device-tree/model") -> Board? {
        board(matchingModel: Self.readModel(path: modelPath) ?? "")
    }

    /// The device-tree model string at `path` without its trailing NUL, or nil when absent.
    public static func readModel(path: String = "/proc/device-tree/model") -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let bytes = data.prefix { $0 != 0 }
        return String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

extension BoardCatalog {
    /// The board files compiled into the binary, as (file name, exact JSON text), sorted by name.
    public static var builtInFiles: [(fileName: String, json: String)] { builtInBoardFiles }
}
