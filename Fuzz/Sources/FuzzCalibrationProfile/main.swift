import Calibration
import Foundation
import FuzzDriver

/// Decodes and validates the input as a calibration profile: a profile that applies or one
/// error naming a field, never a crash.
func fuzzCalibrationProfile(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    do {
        let profile = try CalibrationProfile.decode(json: Data(bytes: data, count: count), file: "fuzz.json")
        _ = try profile.correction(file: "fuzz.json")
    } catch {
        _ = String(describing: error)
    }
    return 0
}

runFuzzer(fuzzCalibrationProfile)
