import MotionMath
import Testing

@Suite struct EarthFrameTests {
    let east = Vector3(1, 0, 0), north = Vector3(0, 1, 0), up = Vector3(0, 0, 1)

    @Test func eastNorthUpToNorthEastDown() {
        let frame = EarthFrame.eastNorthUp
        #expect(distance(frame.convert(vector: north, to: .northEastDown), Vector3(1, 0, 0)) < 1e-12)
        #expect(distance(frame.convert(vector: east, to: .northEastDown), Vector3(0, 1, 0)) < 1e-12)
        #expect(distance(frame.convert(vector: up, to: .northEastDown), Vector3(0, 0, -1)) < 1e-12)
    }

    @Test func eastNorthUpToNorthWestUp() {
        let frame = EarthFrame.eastNorthUp
        #expect(distance(frame.convert(vector: north, to: .northWestUp), Vector3(1, 0, 0)) < 1e-12)
        #expect(distance(frame.convert(vector: east, to: .northWestUp), Vector3(0, -1, 0)) < 1e-12)
        #expect(distance(frame.convert(vector: up, to: .northWestUp), up) < 1e-12)
    }

    @Test func rotationsAgreeWithVectorConversionAndRoundTrip() {
        var generator = SeededGenerator(seed: 9)
        for source in EarthFrame.allCases {
            for target in EarthFrame.allCases {
                let v = randomVector(&generator)
                let rotation = source.rotation(to: target)
                #expect(distance(rotation.rotate(v), source.convert(vector: v, to: target)) < 1e-12)
                let attitude = randomRotation(&generator)
                let there = source.convert(attitude: attitude, to: target)
                #expect(rotationDistance(target.convert(attitude: there, to: source), attitude) < 1e-12)
                // A sensor vector lands on the same physical direction in both frames.
                let sensor = randomVector(&generator)
                #expect(distance(there.rotate(sensor), source.convert(vector: attitude.rotate(sensor), to: target)) < 1e-12)
            }
        }
    }
}
