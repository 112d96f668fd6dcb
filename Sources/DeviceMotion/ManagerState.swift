import AttitudeFilters
import IMUSamples

/// The manager's mutable state, shared by the API and the sampling thread under one lock.
struct ManagerState {
    /// The pull-mode clients, one per kind of data.
    enum PullKind: Hashable, CaseIterable { case deviceMotion, accelerometer, gyro, magnetometer }

    /// Changes the sampling thread applies to its pipeline between batches.
    enum Command {
        case replaceFilter(any AttitudeFilter)
        case setReferenceFrame(AttitudeReferenceFrame)
        case resetReference
    }

    var configuration: MotionManager.Configuration
    var filterName: String
    /// τ_acc and τ_mag of the filter made last (nil before one is made, and for filters
    /// other than the VQF-class one).
    var filterTimeConstants: FilterTimeConstants?
    var information: SourceInformation
    var referenceFrame: AttitudeReferenceFrame = .xArbitraryZVertical
    var intervals: [PullKind: Double] = [:]
    var pullClients: Set<PullKind> = []
    var subscribers: [Int: any SampleSubscriber] = [:] {
        didSet { subscriberList = Array(subscribers.values) }
    }
    /// `subscribers`' values, kept up to date: what the sampling thread hands each sample
    /// to, without building an array per sample.
    private(set) var subscriberList: [any SampleSubscriber] = []
    var nextSubscriberIdentifier = 0
    var commands: [Command] = []

    /// Incremented at every start and stop; a sampling thread runs while it matches.
    var generation = 0
    var isRunning = false

    // Latest values for pull mode.
    var deviceMotion: DeviceMotion?
    var accelerometerData: AccelerometerData?
    var gyroData: GyroData?
    var magnetometerData: MagnetometerData?

    // Counters.
    var sourceDroppedSampleCount = 0
    /// The pipeline's time over the samples it was measured on (every 32nd), s.
    var processingSecondsTotal = 0.0
    /// The samples `processingSecondsTotal` covers.
    var processingMeasuredCount = 0
    var measuredSampleRateHertz = 0.0
    var appliedSampleRateHertz: Double?
    var lastError: String?
    /// Consumers that have unsubscribed (the latest 64), still counted in the status.
    var retiredSubscribers: [any SampleSubscriber] = []
    /// Statistics of older consumers that have gone.
    var retiredStatistics = SubscriptionStatistics()

    init(configuration: MotionManager.Configuration, filterName: String, information: SourceInformation) {
        self.configuration = configuration
        self.filterName = filterName
        self.information = information
    }

    /// True when someone listens, so the sensor should run.
    var isWanted: Bool { !pullClients.isEmpty || !subscribers.isEmpty }

    /// The fastest rate anyone asks for, Hz.
    var requestedSampleRateHertz: Double? {
        var intervalsInUse = pullClients.map { intervals[$0] ?? 0.01 }
        intervalsInUse += subscribers.values.map(\.intervalSeconds).filter { $0 > 0 }
        guard let fastest = intervalsInUse.min(), fastest > 0 else { return nil }
        return 1 / fastest
    }

    /// The snapshot `MotionManager.status` gives; `processedSampleCount` is the manager's.
    func status(filterFactory: AttitudeFilterFactory, processedSampleCount: Int) -> MotionStatus {
        let compensation = configuration.latencyCompensation(for: information)
        var latency = retiredStatistics.latency
        var missed = retiredStatistics.missedCount
        for subscriber in Array(subscribers.values) + retiredSubscribers {
            let statistics = subscriber.statistics
            latency = latency.merged(with: statistics.latency)
            missed += statistics.missedCount
        }
        return MotionStatus(
            isRunning: isRunning,
            source: information,
            filterName: filterName,
            filterLabel: filterFactory.label(of: filterName),
            filterTimeConstants: filterTimeConstants,
            referenceFrame: referenceFrame,
            requestedSampleRateHertz: requestedSampleRateHertz,
            measuredSampleRateHertz: measuredSampleRateHertz,
            processedSampleCount: processedSampleCount,
            sourceDroppedSampleCount: sourceDroppedSampleCount,
            consumerMissedSampleCount: missed,
            consumerCount: subscribers.count,
            deliveryLatency: latency,
            meanProcessingSecondsPerSample: processingMeasuredCount == 0 ? 0 : processingSecondsTotal / Double(processingMeasuredCount),
            lastError: lastError,
            recalibration: deviceMotion?.recalibration,
            sensorDelaySeconds: compensation.isActive ? compensation.sensorDelaySeconds : 0,
            predictionLeadSeconds: compensation.leadSeconds(stepSeconds: 1 / information.sampleRateHertz)
        )
    }
}
