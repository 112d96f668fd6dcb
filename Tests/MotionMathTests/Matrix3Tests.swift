import MotionMath
import Testing

@Suite struct Matrix3Tests {
    @Test func productAppliesTheRightFactorFirst() {
        let a = Quaternion(axis: Vector3(0, 0, 1), angleRadians: .pi / 2).rotationMatrix
        let b = Quaternion(axis: Vector3(1, 0, 0), angleRadians: .pi / 2).rotationMatrix
        // b turns y into z; a leaves z alone.
        #expect(distance((a * b) * Vector3(0, 1, 0), Vector3(0, 0, 1)) < 1e-12)
        // b leaves x alone; a turns x into y.
        #expect(distance((a * b) * Vector3(1, 0, 0), Vector3(0, 1, 0)) < 1e-12)
    }

    @Test func columnsRowsAndTransposeAgree() {
        let m = Matrix3(rows: Vector3(1, 2, 3), Vector3(4, 5, 6), Vector3(7, 8, 10))
        #expect(m.column1 == Vector3(2, 5, 8))
        #expect(m.transposed.row2 == Vector3(3, 6, 10))
        #expect(Matrix3(columns: m.column0, m.column1, m.column2) == m)
        #expect(abs(m.determinant - (-3)) < 1e-12)
        #expect(m[1, 2] == 6)
        #expect(m.trace == 16)
    }

    @Test func crossProductMatrixMatchesTheCrossProduct() {
        let v = Vector3(0.3, -1.2, 2.0), u = Vector3(-0.7, 0.4, 1.1)
        #expect(distance(Matrix3.crossProductMatrix(v) * u, cross(v, u)) < 1e-12)
    }

    @Test func rotationMatricesAreOrthonormal() {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<100 {
            let r = randomRotation(&generator).rotationMatrix
            #expect((r * r.transposed).maximumDifference(to: .identity) < 1e-12)
            #expect(abs(r.determinant - 1) < 1e-12)
        }
    }
}
