import Foundation
import Testing
import Boards

private let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

private func boardFileNames() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("Boards").path)
        .filter { $0.hasSuffix(".json") }.sorted()
}

@Test func builtInCopyEqualsTheFilesInBoards() throws {
    let names = try boardFileNames()
    #expect(names.count >= 10)
    #expect(BoardCatalog.builtInFiles.map(\.fileName) == names, "run Scripts/generate-boards")
    for file in BoardCatalog.builtInFiles {
        let onDisk = try String(contentsOf: repositoryRoot.appendingPathComponent("Boards/\(file.fileName)"), encoding: .utf8)
        #expect(file.json + "\n" == onDisk, "\(file.fileName) differs from its built-in copy: run Scripts/generate-boards")
    }
}

@Test func everyBoardFileDecodesAndIsNamedAfterItsIdentifier() throws {
    for name in try boardFileNames() {
        let data = try Data(contentsOf: repositoryRoot.appendingPathComponent("Boards/\(name)"))
        let board = try Board.decode(json: data, fileName: name)
        #expect(board.identifier + ".json" == name)
        #expect(!board.imus.isEmpty)
    }
}

@Test func builtInCatalogHasTheRequiredBoards() throws {
    let identifiers = try BoardCatalog.builtIn().boards.map(\.identifier)
    for required in [
        "raspberry-pi-zero-2-w", "raspberry-pi-3-b", "raspberry-pi-4-b", "raspberry-pi-400", "raspberry-pi-5",
        "raspberry-pi-cm4", "nvidia-jetson-nano", "nvidia-jetson-orin-nano", "beaglebone-black", "generic-linux",
    ] {
        #expect(identifiers.contains(required))
    }
}

@Test(arguments: [
    ("Raspberry Pi 4 Model B Rev 1.4", "raspberry-pi-4-b"),
    ("Raspberry Pi 400 Rev 1.0", "raspberry-pi-400"),
    ("Raspberry Pi 3 Model B Plus Rev 1.3", "raspberry-pi-3-b"),
    ("Raspberry Pi 3 Model B Rev 1.2", "raspberry-pi-3-b"),
    ("Raspberry Pi 5 Model B Rev 1.0", "raspberry-pi-5"),
    ("Raspberry Pi Zero 2 W Rev 1.0", "raspberry-pi-zero-2-w"),
    ("Raspberry Pi Compute Module 4 Rev 1.1", "raspberry-pi-cm4"),
    ("NVIDIA Jetson Nano Developer Kit", "nvidia-jetson-nano"),
    ("NVIDIA Jetson Orin Nano Engineering Reference Developer Kit Super", "nvidia-jetson-orin-nano"),
    ("TI AM335x BeagleBone Black", "beaglebone-black"),
    ("Some Unknown Board", "generic-linux"),
    ("", "generic-linux"),
])
func modelStringsMatchTheRightBoard(model: String, identifier: String) throws {
    #expect(try BoardCatalog.builtIn().board(matchingModel: model)?.identifier == identifier)
}

@Test func detectReadsANulTerminatedDeviceTreeModel() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("boards-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let modelFile = directory.appendingPathComponent("model")
    try Data("Raspberry Pi 5 Model B Rev 1.0".utf8 + [0]).write(to: modelFile)
    let catalog = try BoardCatalog.builtIn()
    #expect(BoardCatalog.readModel(path: modelFile.path) == "Raspberry Pi 5 Model B Rev 1.0")
    #expect(catalog.detect(modelPath: modelFile.path)?.identifier == "raspberry-pi-5")
    #expect(catalog.detect(modelPath: directory.appendingPathComponent("absent").path)?.identifier == "generic-linux")
}

@Test func userBoardDirectoriesOverrideAndExtendTheBuiltInCopy() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("boards-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let custom = """
        { "format": 1, "identifier": "raspberry-pi-4-b", "name": "My Pi 4 in a case",
          "model_strings": ["Raspberry Pi 4 Model B"], "default_i2c_bus": 3,
          "imus": [{ "chip": "lsm6ds3", "addresses": ["0x6b"] }],
          "mount_matrix": [[0, -1, 0], [1, 0, 0], [0, 0, 1]], "display_rotation_degrees": 180 }
        """
    let added = """
        { "format": 1, "identifier": "my-robot", "name": "Robot",
          "model_strings": ["ACME Robot"], "default_i2c_bus": 0,
          "imus": [{ "chip": "mpu6050", "addresses": ["0x68"] }],
          "mount_matrix": [[1, 0, 0], [0, 1, 0], [0, 0, 1]], "display_rotation_degrees": 0 }
        """
    try custom.write(to: directory.appendingPathComponent("pi4.json"), atomically: true, encoding: .utf8)
    try added.write(to: directory.appendingPathComponent("robot.json"), atomically: true, encoding: .utf8)
    let catalog = try BoardCatalog.standard(explicitDirectories: [directory.path], environment: ["XDG_CONFIG_HOME": "/nonexistent"])
    let pi = try #require(catalog.board(matchingModel: "Raspberry Pi 4 Model B Rev 1.5"))
    #expect(pi.defaultI2CBus == 3)
    #expect(pi.imus == [ExpectedIMU(chip: "lsm6ds3", addresses: [0x6B])])
    #expect(pi.displayRotationDegrees == 180)
    #expect(catalog.board(matchingModel: "ACME Robot v2")?.identifier == "my-robot")
    #expect(catalog.boards.filter { $0.identifier == "raspberry-pi-4-b" }.count == 1)
}

@Test func searchPathFollowsXDGConfigHome() {
    #expect(BoardCatalog.standardSearchDirectories(environment: ["XDG_CONFIG_HOME": "/x", "HOME": "/h"])
        == ["/etc/inertia/boards", "/x/inertia/boards"])
    #expect(BoardCatalog.standardSearchDirectories(environment: ["HOME": "/h"])
        == ["/etc/inertia/boards", "/h/.config/inertia/boards"])
}

@Test func badBoardFilesGiveErrorsNamingTheFile() {
    let cases = [
        #"{ "format": 1, "identifier": "x", "name": "x", "model_strings": [], "default_i2c_bus": 1, "imus": [], "mount_matrix": [[1,0,0],[0,1,0],[0,0,2]], "display_rotation_degrees": 0 }"#,
        #"{ "format": 1, "identifier": "x", "name": "x", "model_strings": [], "default_i2c_bus": 1, "imus": [], "mount_matrix": [[1,0,0],[0,1,0],[0,0,1]], "display_rotation_degrees": 45 }"#,
        #"{ "format": 1, "identifier": "x", "name": "x", "model_strings": [], "default_i2c_bus": 1, "imus": [{"chip": "a", "addresses": ["0x99"]}], "mount_matrix": [[1,0,0],[0,1,0],[0,0,1]], "display_rotation_degrees": 0 }"#,
        #"{ "format": 2, "identifier": "x" }"#,
        #"{ "format": 1, "identifier": "x" }"#,
    ]
    for json in cases {
        #expect(throws: BoardError.self) { try Board.decode(json: Data(json.utf8), fileName: "bad.json") }
        do {
            _ = try Board.decode(json: Data(json.utf8), fileName: "bad.json")
        } catch {
            #expect(error.description.contains("bad.json"))
        }
    }
}

/// Board files that decode as JSON but hold a wrong field, duplicates and unreadable
/// directories are refused with one message naming the file and the field.
@Suite struct BoardFileErrorTests {
    let directory: String = {
        let path = NSTemporaryDirectory() + "inertia-board-errors-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    func board(_ changes: [String: Any] = [:]) throws -> Data {
        var object: [String: Any] = [
            "format": 1, "identifier": "one", "name": "One", "model_strings": [], "default_i2c_bus": 1, "imus": [],
            "mount_matrix": [[1, 0, 0], [0, 1, 0], [0, 0, 1]], "display_rotation_degrees": 0,
        ]
        for (key, value) in changes { object[key] = value }
        return try JSONSerialization.data(withJSONObject: object)
    }

    @Test func duplicateIdentifiersNameBothFiles() throws {
        try board().write(to: URL(fileURLWithPath: directory + "/a.json"))
        try board().write(to: URL(fileURLWithPath: directory + "/b.json"))
        #expect(throws: BoardError.duplicateIdentifier("one", firstFile: directory + "/a.json", secondFile: directory + "/b.json")) {
            try BoardCatalog.loadDirectory(directory)
        }
    }

    @Test func duplicatesAcrossTwoExplicitDirectoriesAreRefused() throws {
        let second = directory + "/second"
        try FileManager.default.createDirectory(atPath: second, withIntermediateDirectories: true)
        try board().write(to: URL(fileURLWithPath: directory + "/a.json"))
        try board().write(to: URL(fileURLWithPath: second + "/c.json"))
        #expect(throws: BoardError.duplicateIdentifier("one", firstFile: directory + "/a.json", secondFile: second + "/c.json")) {
            try BoardCatalog.standard(explicitDirectories: [directory, second], environment: [:])
        }
    }

    @Test func aWrongValueNamesTheField() throws {
        try board(["display_rotation_degrees": 45]).write(to: URL(fileURLWithPath: directory + "/a.json"))
        do {
            _ = try BoardCatalog.loadDirectory(directory)
            Issue.record("loaded")
        } catch {
            guard case let .invalidField(_, field, _) = error else { Issue.record("\(error)"); return }
            #expect(field == "display_rotation_degrees")
            #expect(!error.description.contains("not valid JSON"))
        }
    }

    @Test func aWrongTypeNamesTheField() throws {
        try board(["default_i2c_bus": "one"]).write(to: URL(fileURLWithPath: directory + "/a.json"))
        do {
            _ = try BoardCatalog.loadDirectory(directory)
            Issue.record("loaded")
        } catch {
            #expect(error.description.contains("field default_i2c_bus must be a whole number"))
        }
    }

    @Test func aFileGivenAsTheDirectoryGivesItsErrnoName() {
        do {
            _ = try BoardCatalog.loadDirectory("/etc/passwd")
            Issue.record("loaded")
        } catch {
            #expect(error.description.contains("not a directory (ENOTDIR)"))
            #expect(!error.description.contains("NSCocoaErrorDomain"))
        }
    }
}

@Test func anIMUsInterruptLineIsReadAndWrittenBack() throws {
    let json = #"{ "format": 1, "identifier": "x", "name": "x", "model_strings": [], "default_i2c_bus": 1, "imus": [{"chip": "mpu6050", "addresses": ["0x68"], "interrupt": "gpiochip0:17"}, {"chip": "lsm6ds3", "addresses": ["0x6a"]}], "mount_matrix": [[1,0,0],[0,1,0],[0,0,1]], "display_rotation_degrees": 0 }"#
    let board = try Board.decode(json: Data(json.utf8), fileName: "wired.json")
    #expect(board.imus.map(\.interrupt) == ["gpiochip0:17", nil])
    let again = try Board.decode(json: try JSONEncoder().encode(board), fileName: "again.json")
    #expect(again.imus == board.imus)
}
