import Foundation
import IMUSamples
import MotionMath
import Testing

/// The raw sample's JSON object (`inertia read`, `stream --raw`, the motion socket's `raw`
/// subscription) stays valid JSON whatever the sample holds.
@Suite struct SampleJSONTests {
    private func parsed(_ text: String) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try #require(object as? [String: Any])
    }

    @Test func anOrdinarySampleHasEveryField() throws {
        let sample = IMUSample(
            timestampSeconds: 1.5, gyroscopeRadiansPerSecond: Vector3(0.01, -0.02, 0.03),
            accelerometerMetersPerSecondSquared: Vector3(0.1, 0.2, 9.81), temperatureCelsius: 25.25)
        let text = SampleJSON.object(sample, chip: "MPU-6050", address: 0x68, timeSeconds: 1.5, sequenceNumber: 7)
        #expect(text == #"{"seq":7,"time_s":1.500000,"accel_m_s2":[0.100000,0.200000,9.810000],"gyro_rad_s":[0.010000,-0.020000,0.030000],"temperature_c":25.250000,"chip":"MPU-6050","address":"0x68"}"#)
        #expect(try parsed(text)["address"] as? String == "0x68")
    }

    @Test func nonFiniteValuesAndTimesAreNull() throws {
        let sample = IMUSample(
            timestampSeconds: .nan, gyroscopeRadiansPerSecond: Vector3(.nan, .infinity, 0),
            accelerometerMetersPerSecondSquared: Vector3(-.infinity, 0, 1e300), temperatureCelsius: .nan)
        for time in [Double.nan, .infinity, -.infinity] {
            let object = try parsed(SampleJSON.object(sample, chip: "LSM6DS3", address: nil, timeSeconds: time))
            #expect(object["time_s"] is NSNull)
            #expect(object["temperature_c"] is NSNull)
            #expect(object["address"] is NSNull)
            let accelerometer = try #require(object["accel_m_s2"] as? [Any])
            #expect(accelerometer[0] is NSNull)
            #expect((accelerometer[2] as? Double) == 1e300)
        }
    }

    @Test func hugeValuesKeepTheirMagnitude() {
        #expect(SampleJSON.fixed(1e300, 0) == "1e+300")
        #expect(SampleJSON.fixed(-2.5, 0) == "-3")
        #expect(SampleJSON.fixed(1e20, 3) == "1e+20")
    }
}
