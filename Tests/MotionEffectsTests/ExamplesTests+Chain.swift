import AsyncAlgorithms
@testable import MotionEffects

/// `chain(rotateForever.prefix(3), shift, fade)` over the animator's completion sequences.
func chainedCompletions(_ animator: Animator, _ rotate: Animation) -> some AsyncSequence<AnimationCompletion, any Error> {
    chain(
        animator.completions(of: rotate.repeatForever()).prefix(3),
        animator.completions(of: .animate(.translation, by: .point(SIMD2(50, 0)), duration: .milliseconds(500))),
        animator.completions(of: .animate(.opacity, to: .scalar(0), duration: .milliseconds(500)))
    )
}
