import Foundation
import Platform

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
    /// `explicitDirectories` (which must exist). A later directory overrides a board of an
    /// earlier one; two files giving one identifier in the same directory, or in two
    /// explicit directories, are refused.
    /// - Throws: `BoardError.unreadableDirectory` (with the errno's name and meaning),
    ///   `.invalidBoardFile`, `.invalidField` or `.duplicateIdentifier`.
    public static func standard(
        explicitDirectories: [String] = [],
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(BoardError) -> BoardCatalog {
        var catalog = try builtIn()
        for directory in standardSearchDirectories(environment: environment)
        where FileManager.default.fileExists(atPath: directory) {
            catalog = catalog.adding(try loadDirectory(directory))
        }
        var explicitFiles: [String: String] = [:]
        for directory in explicitDirectories {
            let files = try loadDirectoryFiles(directory)
            for (file, board) in files {
                if let first = explicitFiles[board.identifier] {
                    throw .duplicateIdentifier(board.identifier, firstFile: first, secondFile: file)
                }
                explicitFiles[board.identifier] = file
            }
            catalog = catalog.adding(files.map(\.board))
        }
        return catalog
    }

    /// Decodes every `*.json` file in `path`, sorted by file name.
    /// - Throws: `BoardError`; two files with one identifier are `.duplicateIdentifier`.
    public static func loadDirectory(_ path: String) throws(BoardError) -> [Board] {
        try loadDirectoryFiles(path).map(\.board)
    }

    /// Every `*.json` file in `path` with the board it holds, sorted by file name.
    public static func loadDirectoryFiles(_ path: String) throws(BoardError) -> [(file: String, board: Board)] {
        // Opened first so that a missing path, a file or a permission problem reads as its
        // errno ("not a directory (ENOTDIR)"), not as a Foundation error code.
        guard let handle = opendir(path) else {
            throw .unreadableDirectory(path: path, reason: SystemErrorText.describe(errno))
        }
        closedir(handle)
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw .unreadableDirectory(path: path, reason: "its entries cannot be listed")
        }
        var files: [(file: String, board: Board)] = []
        var fileByIdentifier: [String: String] = [:]
        for name in names.sorted() where name.hasSuffix(".json") {
            let filePath = path + "/" + name
            let board = try Board.decode(json: try readFile(filePath), fileName: filePath)
            if let first = fileByIdentifier[board.identifier] {
                throw .duplicateIdentifier(board.identifier, firstFile: first, secondFile: filePath)
            }
            fileByIdentifier[board.identifier] = filePath
            files.append((filePath, board))
        }
        return files
    }

    /// A board file's bytes; a file that cannot be read gives the errno's name and meaning.
    private static func readFile(_ path: String) throws(BoardError) -> Data {
        do {
            return Data(try FileBytes.read(path: path, maximumBytes: maximumFileBytes))
        } catch {
            throw .invalidBoardFile(file: path, reason: "cannot read the file: \(error)")
        }
    }

    /// The largest board file read, bytes. Default: 1 MiB.
    public static let maximumFileBytes = 1 << 20

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
