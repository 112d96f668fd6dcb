import MotionMath
import Testing
@testable import IMUDrivers

@Suite struct ChipTableTests {
    @Test func invenSenseWhoAmIValuesAreUnique() {
        let values = InvenSenseChip.table.map(\.whoAmI)
        #expect(Set(values).count == values.count)
    }

    @Test func lsm6dsLayoutsHaveUniqueWhoAmI() {
        let values = LSM6DSLayout.table.map(\.whoAmI)
        #expect(Set(values).count == values.count)
        #expect(Set(values) == [0x69, 0x6A, 0x6B, 0x6C])
    }

    @Test func everyReferenceWhoAmIIsKnown() {
        for value: UInt8 in [0x68, 0x70, 0x71, 0x73, 0x74, 0x78, 0xAF, 0xAE, 0xA6, 0x98, 0x11, 0x12, 0x20, 0xA9, 0x72] {
            #expect(InvenSenseChip.chip(whoAmI: value) != nil, "0x\(String(value, radix: 16))")
        }
    }

    @Test func modelKeysAreUniqueAndResolve() {
        let keys = ChipCatalog.allModels.map(\.key)
        #expect(Set(keys).count == keys.count)
        for model in ChipCatalog.allModels {
            #expect(ChipCatalog.model(named: model.key) == model)
        }
        #expect(ChipCatalog.model(named: "LSM6DS3TR-C")?.whoAmI == 0x6A)
        #expect(ChipCatalog.model(named: "lsm6ds3")?.whoAmI == 0x69)
        #expect(ChipCatalog.model(named: "mpu-9250")?.whoAmI == 0x71)
    }

    @Test func lsm6dsTableBitsFitTheirFields() {
        for layout in LSM6DSLayout.table {
            for rate in layout.accelerometerRates { #expect(layout.accelerometerRate.fits(rate.bits)) }
            for rate in layout.gyroscopeRates { #expect(layout.gyroscopeRate.fits(rate.bits)) }
            for scale in layout.accelerometerFullScales { #expect(layout.accelerometerFullScale.fits(scale.bits)) }
            for scale in layout.gyroscopeFullScales { #expect(layout.gyroscopeFullScale.fits(scale.bits), "\(layout.name) \(scale.range)") }
            // Rate and range fields share a register without overlapping.
            #expect(layout.accelerometerRate.mask & layout.accelerometerFullScale.mask == 0)
            #expect(layout.gyroscopeRate.mask & layout.gyroscopeFullScale.mask == 0)
            #expect(layout.fifoBurstBytes <= 32 && layout.fifoBurstBytes % layout.fifoWordBytes == 0)
        }
    }

    @Test func mpuTableBitsFitTheirFields() {
        for scale in MPU6050Tables.gyroscopeFullScales {
            #expect(MPU6050Registers.gyroscopeFullScale.fits(scale.bits))
            #expect(MPU6050Registers.gyroscopeFullScaleICM20690.fits(scale.bits))
        }
        for scale in MPU6050Tables.accelerometerFullScales { #expect(MPU6050Registers.accelerometerFullScale.fits(scale.bits)) }
        for filter in MPU6050Tables.lowPassFilters { #expect(MPU6050Registers.lowPassFilter.fits(filter.bits)) }
    }

    @Test func ratesAreSortedAndDistinct() {
        for layout in LSM6DSLayout.table {
            for table in [layout.accelerometerRates, layout.gyroscopeRates] {
                #expect(zip(table, table.dropFirst()).allSatisfy { $0.milliHertz < $1.milliHertz })
                #expect(Set(table.map(\.bits)).count == table.count)
            }
        }
        let advertised = MPU6050Tables.advertisedRates
        #expect(zip(advertised, advertised.dropFirst()).allSatisfy { $0.milliHertz < $1.milliHertz })
        let filters = MPU6050Tables.lowPassFilters
        #expect(zip(filters, filters.dropFirst()).allSatisfy { $0.milliHertz > $1.milliHertz })
    }

    @Test func scalesGrowWithRange() {
        let tables = [MPU6050Tables.gyroscopeFullScales, MPU6050Tables.accelerometerFullScales]
            + LSM6DSLayout.table.flatMap { [$0.accelerometerFullScales, $0.gyroscopeFullScales] }
        for table in tables {
            let sorted = table.sorted { $0.range < $1.range }
            #expect(zip(sorted, sorted.dropFirst()).allSatisfy { $0.scalePerLSB < $1.scalePerLSB })
            #expect(Set(table.map(\.bits)).count == table.count)
            // Full scale of the range ≈ 32768 counts.
            for row in table {
                let countsAtFullScale = row.range * (row.range > 100 ? SensorUnits.radiansPerDegree : standardGravityMetersPerSecondSquared) / row.scalePerLSB
                #expect(abs(countsAtFullScale - 32768) / 32768 < 0.15, "\(row)")
            }
        }
    }

    @Test func temperatureSensitivityPerFamily() {
        #expect(LSM6DSLayout.layout(whoAmI: 0x69)?.temperatureCountsPerCelsius == 16)
        for value: UInt8 in [0x6A, 0x6B, 0x6C] {
            #expect(LSM6DSLayout.layout(whoAmI: value)?.temperatureCountsPerCelsius == 256)
        }
    }

    @Test func registerFieldPlacesValues() {
        let field = RegisterField(address: 0x10, mask: 0x0C)
        #expect(field.shift == 2)
        #expect(field.maximumValue == 3)
        #expect(field.encoded(2) == 0x08)
        #expect(field.placing(3, into: 0xF1) == 0xFD)
        #expect(field.value(in: 0xF9) == 2)
        #expect(!field.fits(4))
    }

    @Test func mpuDividerAndFilterFollowTheKernel() {
        #expect(MPU6050Tables.sampleRateDivider(forHertz: 1000) == 0)
        #expect(MPU6050Tables.sampleRateDivider(forHertz: 100) == 9)
        #expect(MPU6050Tables.sampleRateDivider(forHertz: 50) == 19)
        #expect(MPU6050Tables.sampleRateDivider(forHertz: 1) == 249)
        // Between two rates the faster one: never below the request.
        #expect(MPU6050Tables.sampleRateDivider(forHertz: 400) == 1)
        #expect(MPU6050Tables.sampleRateDivider(forHertz: 300) == 2)
        #expect(MPU6050Tables.sampleRateDivider(forHertz: 1000.0 / 3) == 2)
        #expect(MPU6050Tables.sampleRateDivider(forHertz: 1000.0 / 7) == 6)
        for hertz in stride(from: 4.0, through: 1000, by: 0.7) {
            let divider = Double(MPU6050Tables.sampleRateDivider(forHertz: hertz))
            #expect(1000 / (1 + divider) >= hertz * (1 - 1e-9), "\(hertz) Hz")
            #expect(divider == 0 || 1000 / (2 + divider) < hertz, "\(hertz) Hz: a slower rate would do")
        }
        #expect(MPU6050Tables.lowPassFilterBits(forHertz: 1000) == 1)
        #expect(MPU6050Tables.lowPassFilterBits(forHertz: 200) == 2)
        #expect(MPU6050Tables.lowPassFilterBits(forHertz: 100) == 3)
        #expect(MPU6050Tables.lowPassFilterBits(forHertz: 50) == 4)
        #expect(MPU6050Tables.lowPassFilterBits(forHertz: 10) == 6)
    }
}
