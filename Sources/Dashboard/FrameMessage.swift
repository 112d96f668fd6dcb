import Foundation
import MotionFeed
import MotionMath

/// The JSON text sent to the page for one frame.
///
/// Shape: `{"type":"frame","seq":…,"t":…,"hostMs":…,"sentMs":…,"q":[w,x,y,z],
/// "gyro":[x,y,z],"accel":[x,y,z],"userAccel":[x,y,z],"parallax":[[x,y],…],
/// "model":[16],"tilt":[16],"shimmer":[x,y],"motion":true,"light":{"box":[16],"side":…,
/// "r0":…,"r1":…,"at":[…],"colors":[…]},"accuracy":{"inclinationDeg":…,"headingDeg":…,
/// "headingReferenced":…,"headingDriftDeg":…},"status":{…}}`; "light" only when the
/// effects carry a shimmer, "accuracy" only from a source that estimates it (95 % bounds,
/// degrees). Units: seconds, milliseconds since the Unix epoch, rad/s, g, points, degrees.
/// Non-finite numbers become `null`.
public enum FrameMessage {
    /// The message for `frame`, stamped with the send time `sentMilliseconds` (Unix epoch).
    public static func json(for frame: MotionFrame, sentMilliseconds: Double) -> String {
        var json = JSONText()
        json.open()
        json.field("type", string: "frame")
        json.field("seq", number: Double(frame.sequenceNumber))
        json.field("t", number: frame.timestampSeconds)
        json.field("hostMs", number: frame.hostTimeMilliseconds)
        json.field("sentMs", number: sentMilliseconds)
        let q = frame.attitude
        json.field("q", numbers: [q.w, q.x, q.y, q.z])
        json.field("gyro", vector: frame.rotationRateRadiansPerSecond)
        json.field("accel", vector: frame.accelerationG)
        json.field("userAccel", vector: frame.userAccelerationG)
        json.key("parallax")
        json.array(frame.effects.parallaxOffsets.map { [$0.x, $0.y] })
        json.field("model", numbers: frame.effects.modelTransform)
        json.field("tilt", numbers: frame.effects.tiltTransform)
        json.field("shimmer", numbers: [frame.effects.shimmerCentre.x, frame.effects.shimmerCentre.y])
        json.field("motion", bool: frame.effects.isDetectingMotion)
        if let shimmer = frame.effects.shimmer {
            json.key("light")
            json.open()
            json.field("box", numbers: shimmer.boxTransform)
            json.field("side", number: shimmer.boxSide)
            json.field("r0", number: shimmer.startRadius)
            json.field("r1", number: shimmer.endRadius)
            json.field("at", numbers: shimmer.stops.map(\.location))
            json.field("colors", strings: shimmer.stops.map(\.cssColor))
            json.close()
        }
        if let accuracy = frame.attitudeAccuracy {
            json.key("accuracy")
            json.open()
            json.field("inclinationDeg", number: accuracy.inclinationErrorBoundDegrees)
            json.field("headingDeg", number: accuracy.headingErrorBoundDegrees)
            json.field("headingReferenced", bool: frame.headingReferenced)
            json.field("headingDriftDeg", number: frame.headingDriftBudgetDegrees ?? .nan)
            json.close()
        }
        json.key("status")
        status(frame.status, into: &json)
        json.close()
        return json.text
    }

    private static func status(_ status: FeedStatus, into json: inout JSONText) {
        json.open()
        json.field("source", string: status.sourceName)
        json.field("chip", string: status.chipName)
        json.field("filter", string: status.filterName)
        json.field("filterLabel", string: status.filterLabel)
        json.field("filters", strings: status.availableFilterNames)
        json.field("sensorDelayMs", number: status.sensorDelaySeconds * 1000)
        json.field("predictionMs", number: status.predictionLeadSeconds * 1000)
        json.field("referenceFrame", string: status.referenceFrameName)
        json.field("referenceFrames", strings: status.availableReferenceFrameNames)
        json.field("rateHz", number: status.sampleRateHertz)
        json.field("drops", number: Double(status.droppedSampleCount))
        json.field("calibration", string: status.calibrationDescription)
        if let problem = status.problem { json.field("problem", string: problem) }
        if let recalibration = status.recalibration { json.field("recalibration", string: recalibration) }
        json.field("orientation", string: status.interfaceOrientationName)
        json.field("orientations", strings: interfaceOrientationNames)
        json.field("reduceMotion", bool: status.isReduceMotionEnabled)
        json.close()
    }
}
