import IMUDrivers

/// The simulated chip's interrupt pin as a line with edge detection (`--interrupt
/// simulated`): the chip raises it on data-ready (MPU-6050 family) or the FIFO threshold
/// (LSM6DS family), and each edge carries the host time the chip raised it, as the
/// kernel's GPIO edge timestamps do. Waiting sleeps on the chip's clock until the next
/// edge, so a `VirtualClock` runs at once and a `MonotonicClock` in real time. Edges that
/// pile up beyond the kernel's queue (16 events) while nobody reads are missed, as on a
/// real line.
public final class SimulatedInterruptLine: InterruptLine, @unchecked Sendable {
    /// "simulated".
    public let name = "simulated"
    /// Edges the kernel would queue for one line (GPIO uAPI v2's default: 16 per line).
    public static let queueCapacity = 16

    private let imu: SimulatedIMU
    private var lastEdgeHostSeconds: Double
    private var sequenceNumber: UInt64 = 0
    private var released = false

    /// A line on `imu`'s interrupt pin, requested now.
    public init(imu: SimulatedIMU) {
        self.imu = imu
        lastEdgeHostSeconds = imu.clock.nowSeconds
    }

    public func waitForEdges(timeoutSeconds: Double) throws(IMUError) -> InterruptEdges? {
        guard !released else { throw .interruptLine("the simulated interrupt line was released") }
        let clock = imu.clock
        let start = clock.nowSeconds
        guard let first = imu.faults.nextInterruptEdge(afterHostSeconds: lastEdgeHostSeconds),
              first > lastEdgeHostSeconds, first - start <= timeoutSeconds else {
            clock.sleep(seconds: timeoutSeconds)
            return nil
        }
        clock.sleep(seconds: first - start)
        let now = clock.nowSeconds
        var count = 1
        var latest = first
        // Each edge strictly after the one before (a chip model that handed the same edge
        // back would otherwise count it forever).
        while let next = imu.faults.nextInterruptEdge(afterHostSeconds: latest), next > latest, next <= now, count < 100_000 {
            latest = next
            count += 1
        }
        lastEdgeHostSeconds = latest
        sequenceNumber += UInt64(count)
        let missed = max(0, count - Self.queueCapacity)
        return InterruptEdges(count: count - missed, missedCount: missed, latestHostSeconds: latest, latestSequenceNumber: sequenceNumber)
    }

    public func release() {
        released = true
    }
}
