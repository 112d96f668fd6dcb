import Platform

extension I2CBus {
    /// Selects `address` for the following transfers (`I2C_SLAVE`), unless it already is.
    func select(_ address: UInt8) throws(I2CError) {
        guard address <= 0x7F else {
            throw I2CError.invalidRequest("address \(hex(address)) is not a 7-bit address (0x00…0x7F)")
        }
        if selectedAddress == address { return }
        var interruptions = 0
        while true {
            let status = system.selectAddress(fileDescriptor, address: address)
            if status >= 0 {
                selectedAddress = address
                return
            }
            if status == -EINTR && interruptions < retryPolicy.maximumInterruptRetries {
                interruptions += 1
                continue
            }
            selectedAddress = nil
            let driver = status == -EBUSY ? kernelDriver(at: address) : nil
            throw I2CError(errno: status, context: I2CErrorContext(
                busPath: path, address: address, operation: "ioctl(I2C_SLAVE, \(hex(address)))", kernelDriver: driver))
        }
    }

    /// Runs one transfer at `address`: selects it, calls `body` with the file descriptor,
    /// retries EINTR at once and transient errors with backoff per `policy`, and maps a
    /// final failure to `I2CError`. Returns `body`'s non-negative result.
    func perform<Result>(
        address: UInt8,
        operation: @autoclosure () -> String,
        policy: I2CRetryPolicy? = nil,
        _ body: (Int32) -> (status: Int32, result: Result)
    ) throws(I2CError) -> Result {
        let policy = policy ?? retryPolicy
        var attempts = 1
        var interruptions = 0
        while true {
            try select(address)
            let outcome = body(fileDescriptor)
            if outcome.status >= 0 { return outcome.result }
            if outcome.status == -EINTR && interruptions < policy.maximumInterruptRetries {
                interruptions += 1
                continue
            }
            let error = I2CError(errno: outcome.status, context: I2CErrorContext(
                busPath: path, address: address, operation: operation()))
            if error.isTransient && outcome.status != -EINTR && attempts < policy.maximumAttempts {
                system.sleep(seconds: policy.backoffSeconds(beforeRetry: attempts))
                attempts += 1
                continue
            }
            throw error
        }
    }

    /// Checks that the adapter offers `needed` before trying a transfer.
    func require(_ needed: I2CFunctionality, for operation: String) throws(I2CError) {
        guard functionality.contains(needed) else {
            throw I2CError.unsupported(operation: operation)
        }
    }

    // MARK: - Probing like i2cdetect

    public func probe(address: UInt8, method: I2CProbeMethod) throws(I2CError) -> I2CProbeResult {
        guard let resolved = method.resolved(for: address, functionality: functionality) else {
            throw I2CError.unsupported(operation: "probing with \(method.rawValue) (no SMBus quick write or receive byte)")
        }
        do {
            try select(address)
        } catch {
            if case .busyKernelDriver(_, _, let driver) = error { return .busy(driver: driver) }
            throw error
        }
        do {
            switch resolved {
            case .readByte:
                _ = try perform(address: address, operation: "i2c_smbus_read_byte", policy: .noRetries) {
                    (system.readByte($0), ())
                }
            default:
                _ = try perform(address: address, operation: "i2c_smbus_write_quick", policy: .noRetries) {
                    (system.writeQuick($0), ())
                }
            }
            return .present
        } catch {
            switch error {
            case .noAcknowledge, .timeout, .arbitrationLost, .system: return .absent
            default: throw error
            }
        }
    }
}
