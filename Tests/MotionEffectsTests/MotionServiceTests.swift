import MotionMath
import Testing
@testable import MotionEffects

@Suite struct MotionServiceTests {
    func makeService(_ provider: FakeMotionProvider, settings: MotionSettings = MotionSettings()) -> MotionService {
        MotionService(provider: provider, settings: settings, environment: [:])
    }

    @Test func runsAtTheFastestEnabledIntervalAndStopsWhenNoneNeedsIt() async {
        let provider = FakeMotionProvider()
        let service = makeService(provider)
        let slow = await service.register(MotionConsumerRequest(updateIntervalSeconds: 0.1))
        #expect(await service.runningIntervalSeconds == 0.1)
        let fast = await service.register(MotionConsumerRequest(updateIntervalSeconds: 1.0 / 60))
        #expect(await service.runningIntervalSeconds == 1.0 / 60)
        let idle = await service.register(MotionConsumerRequest(updateIntervalSeconds: 0))
        #expect(await service.runningIntervalSeconds == 1.0 / 60)
        await service.update(fast, MotionConsumerRequest(updateIntervalSeconds: 1.0 / 60, isEnabled: false))
        #expect(await service.runningIntervalSeconds == 0.1)
        #expect(await eventually { provider.activeIntervals == [0.1] })
        await service.unregister(slow)
        #expect(await service.runningIntervalSeconds == 0)
        #expect(await eventually { provider.activeIntervals.isEmpty })
        #expect(provider.runIntervals == [0.1, 1.0 / 60, 0.1])
        await service.unregister(idle)
        await service.unregister(fast)
        #expect(provider.runIntervals.count == 3)
    }

    @Test func everyStartResetsTheReferenceAttitude() async {
        let provider = FakeMotionProvider()
        let service = makeService(provider)
        let snapshots = await service.snapshots()
        var iterator = snapshots.makeAsyncIterator()
        _ = await service.register()
        provider.send(MotionSample(timestampSeconds: 0, attitude: .identity))
        _ = await iterator.next()
        provider.send(MotionSample(timestampSeconds: 0.1, attitude: EffectMath.rotationX(0.5)))
        let turned = await iterator.next()
        #expect(turned.map { !isSameRotation($0.deltaRotation, .identity) } == true)
        let changed = await service.setInterfaceOrientation(.landscapeLeft)
        #expect(changed)
        #expect(provider.runIntervals.count == 2)
        provider.send(MotionSample(timestampSeconds: 0.2, attitude: EffectMath.rotationX(0.5)))
        let restarted = await iterator.next()
        #expect(restarted.map { isSameRotation($0.deltaRotation, .identity) } == true)
        #expect(restarted?.interfaceOrientation == .landscapeLeft)
        // Unknown and unchanged orientations do not restart.
        let unknown = await service.setInterfaceOrientation(nil)
        let same = await service.setInterfaceOrientation(.landscapeLeft)
        #expect(!unknown && !same)
        #expect(provider.runIntervals.count == 2)
        await service.shutdown()
    }

    @Test func samplesFromAnEarlierRunAreDropped() async {
        let provider = FakeMotionProvider()
        let service = makeService(provider)
        let snapshots = await service.snapshots()
        var iterator = snapshots.makeAsyncIterator()
        let consumer = await service.register(MotionConsumerRequest(updateIntervalSeconds: 0.1))
        let firstSession = await service.session
        await service.update(consumer, MotionConsumerRequest(updateIntervalSeconds: 0.05))
        #expect(await service.session == firstSession + 1)
        // A late sample of the first run, then one of the current run.
        provider.send(MotionSample(timestampSeconds: 5, attitude: EffectMath.rotationZ(2.5)), run: 0)
        await service.receive(MotionSample(timestampSeconds: 5, attitude: EffectMath.rotationZ(2.5)), session: firstSession)
        #expect(await service.staleSampleCount == 1)
        provider.send(MotionSample(timestampSeconds: 7, attitude: EffectMath.rotationX(0.1)))
        let received = await iterator.next()
        #expect(received?.timestampSeconds == 7)
        #expect(await service.latestSnapshot.timestampSeconds == 7)
        await service.shutdown()
    }

    @Test func gatingStopsTheSensorAndPublishesMotionOff() async {
        let provider = FakeMotionProvider()
        let service = makeService(provider)
        let snapshots = await service.snapshots()
        var iterator = snapshots.makeAsyncIterator()
        _ = await service.register()
        provider.send(MotionSample(timestampSeconds: 0, attitude: .identity))
        #expect(await iterator.next()?.isDetectingMotion == true)
        await service.setSettings(MotionSettings(reduceMotion: true))
        let off = await iterator.next()
        #expect(off?.isDetectingMotion == false)
        #expect(await service.gate.reasons == [.reduceMotion])
        #expect(await service.runningIntervalSeconds == 0)
        #expect(await eventually { provider.activeIntervals.isEmpty })
        await service.setSettings(MotionSettings())
        #expect(await service.runningIntervalSeconds == 0.1)
        await service.shutdown()
    }

    @Test func environmentAndMissingSensorGateTheService() async {
        let reduced = MotionService(provider: FakeMotionProvider(), environment: ["INERTIA_REDUCE_MOTION": "1"])
        _ = await reduced.register()
        #expect(await reduced.runningIntervalSeconds == 0)
        #expect(await reduced.gate.reasons == [.reduceMotion])
        let missing = FakeMotionProvider(available: false)
        let noSensor = makeService(missing)
        _ = await noSensor.register()
        #expect(await noSensor.gate.reasons == [.noSensor])
        #expect(missing.runIntervals.isEmpty)
        #expect(await ParallaxEffect(distance: 50).offset(for: noSensor.latestSnapshot) == .zero)
    }
}

@Suite struct MotionServiceSourceEndTests {
    @Test func snapshotStreamsFinishWhenTheSourceEnds() async {
        let provider = FiniteMotionProvider(samples: (0..<5).map { MotionSample(timestampSeconds: Double($0) * 0.1, attitude: .identity) })
        let service = MotionService(provider: provider, environment: [:])
        let snapshots = await service.snapshots()
        _ = await service.register()
        var received = 0
        for await _ in snapshots { received += 1 }
        #expect(received >= 1)
        #expect(await service.sourceEnded)
        #expect(await service.runningIntervalSeconds == 0)
    }
}

/// A provider whose run yields a fixed list and then ends, like a replay.
struct FiniteMotionProvider: MotionSampleProvider {
    let samples: [MotionSample]
    var isDeviceMotionAvailable: Bool { get async { true } }
    func deviceMotionSamples(updateIntervalSeconds: Double) async throws -> AsyncStream<MotionSample> {
        AsyncStream { continuation in
            for sample in samples { continuation.yield(sample) }
            continuation.finish()
        }
    }
}
