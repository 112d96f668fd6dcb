import Glibc
import Testing
@testable import MotionDaemon

/// The socket file is bound under a staging name and linked into place once its mode is
/// set, so a client never finds it with the umask's mode.
@Suite final class SocketPathTests {
    let folder: String

    init() {
        var template = Array("/tmp/inertia-socket-test-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        folder = made.map { String(cString: $0) } ?? "/tmp/inertia-socket-test"
    }

    deinit {
        for name in ["motion.sock", ".motion.sock.\(getpid())"] { unlink(folder + "/" + name) }
        rmdir(folder)
    }

    @Test func theStagingNameIsHiddenInTheSameFolderAndUniqueToTheProcess() throws {
        let staging = try #require(SocketPath.stagingPath(for: "/run/inertia/motion.sock"))
        #expect(staging == "/run/inertia/.motion.sock.\(getpid())")
        #expect(SocketPath.stagingPath(for: "motion.sock") == ".motion.sock.\(getpid())")
    }

    @Test func aStagingNameThatWouldNotFitIsNil() {
        let longest = "/" + String(repeating: "a", count: 106)
        #expect(longest.utf8.count == 107)
        #expect(SocketPath.stagingPath(for: longest) == nil)
        let short = "/" + String(repeating: "a", count: 90)
        #expect(SocketPath.stagingPath(for: short) != nil)
    }

    @Test func publishingSetsTheModeBeforeTheFileAppearsAndRemovesTheStagingName() throws {
        let path = folder + "/motion.sock"
        let staging = try #require(SocketPath.stagingPath(for: path))
        let descriptor = open(staging, O_CREAT | O_WRONLY, 0o777)
        #expect(descriptor >= 0)
        close(descriptor)
        try SocketPath.publish(staging, as: path, mode: 0o640, group: nil)
        var information = stat()
        #expect(lstat(path, &information) == 0)
        #expect(information.st_mode & 0o7777 == 0o640)
        #expect(access(staging, F_OK) != 0)
    }

    @Test func publishingOverAnotherServersSocketLeavesItAlone() throws {
        let path = folder + "/motion.sock"
        let staging = try #require(SocketPath.stagingPath(for: path))
        let other = open(path, O_CREAT | O_WRONLY, 0o600)
        #expect(write(other, "theirs", 6) == 6)
        close(other)
        let descriptor = open(staging, O_CREAT | O_WRONLY, 0o777)
        close(descriptor)
        #expect(throws: MotionStreamError.self) {
            try SocketPath.publish(staging, as: path, mode: 0o660, group: nil)
        }
        var information = stat()
        #expect(lstat(path, &information) == 0)
        #expect(information.st_size == 6)
        #expect(information.st_mode & 0o7777 == 0o600)
        #expect(access(staging, F_OK) != 0)
    }

    @Test func preparingRemovesOnlyTheStagingSocketsOfProcessesThatAreGone() throws {
        let path = folder + "/motion.sock"
        let gone = try exitedProcessIdentifier()
        let staleSocket = folder + "/.motion.sock.\(gone)"
        let liveSocket = folder + "/.motion.sock.\(getppid())"
        let staleFile = folder + "/.motion.sock.\(gone + 1)"
        let otherName = folder + "/.other.sock.\(gone)"
        defer { for name in [staleSocket, liveSocket, staleFile, otherName] { unlink(name) } }
        for socketPath in [staleSocket, liveSocket, otherName] { try bindSocketFile(socketPath) }
        close(open(staleFile, O_CREAT | O_WRONLY, 0o600))
        try SocketPath.prepare(path)
        #expect(access(staleSocket, F_OK) != 0)
        #expect(access(liveSocket, F_OK) == 0)
        #expect(access(staleFile, F_OK) == 0)
        #expect(access(otherName, F_OK) == 0)
    }

    /// The identifier of a process that has run and been reaped.
    private func exitedProcessIdentifier() throws -> pid_t {
        var identifier = pid_t()
        let arguments: [UnsafeMutablePointer<CChar>?] = [strdup("true"), nil]
        defer { free(arguments[0]) }
        let status = posix_spawn(&identifier, "/bin/true", nil, nil, arguments, environ)
        try #require(status == 0)
        var exitStatus: Int32 = 0
        try #require(waitpid(identifier, &exitStatus, 0) == identifier)
        return identifier
    }

    /// A socket file at `path`, bound and closed again (so no one answers on it).
    private func bindSocketFile(_ path: String) throws {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let status = SocketPath.withAddress(of: path) { bind(descriptor, $0, $1) }
        try #require(status == 0)
    }
}
