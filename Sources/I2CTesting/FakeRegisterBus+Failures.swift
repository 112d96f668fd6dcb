import I2C
/// One scripted failure: which transfers it hits and how many times.
struct FakeFailureRule {
    /// The errno the transfers fail with.
    var errno: Int32
    /// Transfers to let through before failing.
    var transfersToSkip: Int
    /// Failures left; nil fails forever.
    var failuresLeft: Int?
    /// The operations it applies to; nil: every operation.
    var operations: Set<FakeTransfer.Operation>?
}

extension FakeRegisterBus {
    /// Makes the next `count` matching transfers fail with `errno` (positive, such as
    /// `EREMOTEIO`), after letting `skipping` matching transfers through.
    ///
    /// - Parameters:
    ///   - count: how many transfers fail. Default: 1.
    ///   - errno: the errno, mapped to `I2CError` as `I2CDevice` maps it.
    ///   - skipping: matching transfers that succeed first. Default: 0.
    ///   - operations: the operations it applies to. Default: all.
    public func failNext(
        _ count: Int = 1,
        errno: Int32,
        skipping: Int = 0,
        operations: Set<FakeTransfer.Operation>? = nil
    ) {
        guard count > 0 else { return }
        failureRules.append(FakeFailureRule(
            errno: errno, transfersToSkip: max(skipping, 0), failuresLeft: count, operations: operations))
    }

    /// Makes every matching transfer fail with `errno` until `stopFailing()`.
    public func failAlways(errno: Int32, operations: Set<FakeTransfer.Operation>? = nil) {
        failureRules.append(FakeFailureRule(errno: errno, transfersToSkip: 0, failuresLeft: nil, operations: operations))
    }

    /// Removes every scripted failure.
    public func stopFailing() { failureRules.removeAll() }

    /// Whether failures are still scripted.
    public var hasScriptedFailures: Bool { !failureRules.isEmpty }

    /// The errno for this transfer from the first rule that applies, consuming it.
    func nextScriptedErrno(for operation: FakeTransfer.Operation) -> Int32? {
        for index in failureRules.indices {
            var rule = failureRules[index]
            if let operations = rule.operations, !operations.contains(operation) { continue }
            if rule.transfersToSkip > 0 {
                rule.transfersToSkip -= 1
                failureRules[index] = rule
                return nil
            }
            if let left = rule.failuresLeft {
                if left <= 1 {
                    failureRules.remove(at: index)
                } else {
                    rule.failuresLeft = left - 1
                    failureRules[index] = rule
                }
            }
            return rule.errno
        }
        return nil
    }

    /// Appends a transfer to the transcript.
    func record(_ operation: FakeTransfer.Operation, register: UInt8, bytes: [UInt8], error: I2CError? = nil) {
        transcript.append(FakeTransfer(operation, register: register, bytes: bytes, error: error))
    }
}
