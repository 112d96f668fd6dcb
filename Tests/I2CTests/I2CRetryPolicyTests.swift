import Testing
@testable import I2C

@Suite struct I2CRetryPolicyTests {
    @Test func backoffGrowsGeometricallyUpToTheCap() {
        let policy = I2CRetryPolicy(initialBackoffSeconds: 0.002, backoffMultiplier: 2, maximumBackoffSeconds: 0.01)
        #expect((1...5).map { policy.backoffSeconds(beforeRetry: $0) } == [0.002, 0.004, 0.008, 0.01, 0.01])
    }

    @Test func settingsAreClampedToSaneValues() {
        let policy = I2CRetryPolicy(maximumAttempts: 0, initialBackoffSeconds: -1, backoffMultiplier: 0.5, maximumInterruptRetries: -3)
        #expect(policy.maximumAttempts == 1)
        #expect(policy.initialBackoffSeconds == 0)
        #expect(policy.backoffMultiplier == 1)
        #expect(policy.maximumInterruptRetries == 0)
    }

    @Test func defaults() {
        #expect(I2CRetryPolicy.standard.maximumAttempts == 3)
        #expect(I2CRetryPolicy.noRetries.maximumAttempts == 1)
        #expect(I2CRetryPolicy.noRetries.maximumInterruptRetries == I2CRetryPolicy.standard.maximumInterruptRetries)
    }
}
