#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// libFuzzer's entry point for programs that have their own `main` (SwiftPM names an
/// executable's entry point itself, so libFuzzer's `main` is never linked).
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argumentCount: UnsafeMutablePointer<CInt>,
    _ arguments: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// The input being tested, for the C callback (which cannot capture).
nonisolated(unsafe) private var currentTarget: ((UnsafePointer<UInt8>, Int) -> CInt)?

/// Runs libFuzzer with this process's arguments on `target`, which gets each input's bytes
/// and returns 0, then exits with libFuzzer's status.
public func runFuzzer(_ target: @escaping (UnsafePointer<UInt8>, Int) -> CInt) -> Never {
    currentTarget = target
    var argumentCount = CommandLine.argc
    var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    let status = LLVMFuzzerRunDriver(&argumentCount, &arguments) { data, count in
        let empty: UInt8 = 0
        return withUnsafePointer(to: empty) { fallback in currentTarget?(data ?? fallback, count) ?? 0 }
    }
    exit(status)
}
