import MotionFeed

/// What a key press in the demo asks for.
public enum KeyCommand: Equatable, Sendable {
    /// Leave the demo (`q` or `Q`, or Ctrl-C when it arrives as a byte rather than SIGINT).
    case quit
    /// A change to the motion feed.
    case control(MotionControl)

    /// The commands in the bytes typed, in order; other keys are ignored.
    public static func commands(in bytes: [UInt8]) -> [KeyCommand] {
        bytes.compactMap { byte in
            switch byte {
            case UInt8(ascii: "q"), UInt8(ascii: "Q"), 3: .quit
            case UInt8(ascii: "r"), UInt8(ascii: "R"): .control(.resetReference)
            case UInt8(ascii: "o"), UInt8(ascii: "O"): .control(.cycleInterfaceOrientation)
            case UInt8(ascii: "m"), UInt8(ascii: "M"): .control(.toggleReduceMotion)
            case UInt8(ascii: "f"), UInt8(ascii: "F"): .control(.cycleFilter)
            default: nil
            }
        }
    }
}
