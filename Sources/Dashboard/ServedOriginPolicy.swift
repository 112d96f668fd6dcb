import Synchronization

/// The origin policy of the address actually bound, shared by every connection's gate: nil
/// until the server listens (the port is known only then).
final class ServedOriginPolicy: Sendable {
    private let policy = Mutex<RequestOriginPolicy?>(nil)

    /// The policy in force; nil before the server listens.
    var current: RequestOriginPolicy? { policy.withLock { $0 } }

    /// Sets the policy once the server listens.
    func set(_ newPolicy: RequestOriginPolicy) {
        policy.withLock { $0 = newPolicy }
    }
}
