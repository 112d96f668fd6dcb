import IMUSamples
import Platform
import Testing

@Suite final class OutputFileTests {
    let directory: String

    init() {
        var template = Array("/tmp/inertia-output-test-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        directory = made.map { String(cString: $0) } ?? "/tmp/inertia-output-test"
    }

    deinit { Self.remove(directory) }

    static func remove(_ path: String) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return }
        if status.st_mode & S_IFMT == S_IFDIR, let handle = opendir(path) {
            var names: [String] = []
            while let entry = readdir(handle) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name != "." && name != ".." { names.append(name) }
            }
            closedir(handle)
            for name in names { remove(path + "/" + name) }
            rmdir(path)
        } else {
            unlink(path)
        }
    }

    func contents(_ path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        while true {
            let byte = fgetc(file)
            if byte == EOF { break }
            bytes.append(UInt8(byte))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    func entries() -> [String] {
        guard let handle = opendir(directory) else { return [] }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    func write(_ text: String, to path: String) throws {
        let file = try OutputFile(path: path)
        try file.write(text)
        try file.commit()
    }

    @Test func theTargetIsReplacedOnlyOnCommit() throws {
        let path = directory + "/out.csv"
        try write("old\n", to: path)
        let file = try OutputFile(path: path, bufferBytes: 4)
        try file.write("new line one\n")
        #expect(contents(path) == "old\n")
        #expect(entries().count == 2)  // the target and the temporary file beside it
        try file.commit()
        #expect(contents(path) == "new line one\n")
        #expect(entries() == ["out.csv"])
    }

    @Test func anOutputNeverCommittedLeavesNothing() throws {
        let path = directory + "/dropped.csv"
        do {
            let file = try OutputFile(path: path)
            try file.write("partial")
        }
        #expect(entries().isEmpty)
    }

    @Test func deviceNodesFIFOsAndDirectoriesAreRefused() throws {
        #expect(throws: OutputFileError.notRegularFile(path: "/dev/null", kind: "a character device")) {
            try OutputFile(path: "/dev/null")
        }
        #expect(throws: OutputFileError.notRegularFile(path: directory, kind: "a directory")) {
            try OutputFile(path: directory)
        }
        let fifo = directory + "/fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: OutputFileError.notRegularFile(path: fifo, kind: "a FIFO (named pipe)")) {
            try OutputFile(path: fifo)
        }
        let link = directory + "/null-link"
        #expect(symlink("/dev/null", link) == 0)
        #expect(throws: OutputFileError.notRegularFile(path: link, kind: "a character device")) {
            try OutputFile(path: link)
        }
    }

    @Test func theCommandsOwnInputIsRefused() throws {
        let input = directory + "/input.csv"
        try write("data\n", to: input)
        let hardLink = directory + "/same.csv"
        #expect(link(input, hardLink) == 0)
        #expect(throws: OutputFileError.sameAsInput(path: hardLink, input: input)) {
            try OutputFile(path: hardLink, refusingInputs: [input])
        }
        let spelledOtherwise = directory + "/./input.csv"
        #expect(throws: OutputFileError.sameAsInput(path: input, input: spelledOtherwise)) {
            try OutputFile(path: input, refusingInputs: [spelledOtherwise])
        }
        #expect(contents(input) == "data\n")
    }

    @Test func aSymbolicLinkIsWrittenThrough() throws {
        #expect(mkdir(directory + "/real", 0o700) == 0)
        let target = directory + "/real/profile.json"
        try write("old", to: target)
        #expect(chmod(target, 0o640) == 0)
        let linkPath = directory + "/profile.json"
        #expect(symlink("real/profile.json", linkPath) == 0)
        try write("new", to: linkPath)
        var status = stat()
        #expect(lstat(linkPath, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK)
        #expect(contents(target) == "new")
        #expect(stat(target, &status) == 0 && status.st_mode & 0o777 == 0o640)
        // A link to a file not there yet creates that file.
        let dangling = directory + "/later.csv"
        #expect(symlink("real/later.csv", dangling) == 0)
        try write("x", to: dangling)
        #expect(contents(directory + "/real/later.csv") == "x")
    }

    @Test func aFailedWriteRemovesTheTemporaryFileAndNamesTheErrno() throws {
        let path = directory + "/full.csv"
        try write("kept\n", to: path)
        let full = OutputFileCalls(
            write: { _, _ in
                errno = ENOSPC
                return -1
            },
            synchronize: { fsync($0) })
        let file = try OutputFile(path: path, bufferBytes: 8, calls: full)
        #expect(throws: OutputFileError.writeFailed(path: path, errno: ENOSPC)) { try file.write("more than eight bytes\n") }
        #expect(entries() == ["full.csv"])
        #expect(contents(path) == "kept\n")
        #expect(throws: OutputFileError.writeFailed(path: path, errno: ENOSPC)) { try file.commit() }
        let message = OutputFileError.writeFailed(path: path, errno: ENOSPC).description
        #expect(message.contains("ENOSPC") && message.contains("no space left on device") && message.contains("removed"))
    }

    @Test func aFailedFlushOnCommitRemovesTheTemporaryFile() throws {
        let path = directory + "/sync.csv"
        let failing = OutputFileCalls(
            write: OutputFileCalls.system.write,
            synchronize: { _ in
                errno = EIO
                return -1
            })
        let file = try OutputFile(path: path, calls: failing)
        try file.write("row\n")
        #expect(throws: OutputFileError.writeFailed(path: path, errno: EIO)) { try file.commit() }
        #expect(entries().isEmpty)
    }

    @Test func aMissingDirectoryIsOneClearError() {
        #expect(throws: OutputFileError.cannotCreate(path: directory + "/no/such.csv", directory: directory + "/no", errno: ENOENT)) {
            try OutputFile(path: directory + "/no/such.csv")
        }
    }
}
