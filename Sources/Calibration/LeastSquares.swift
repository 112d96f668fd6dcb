/// Dense linear least squares for the small systems calibration needs (≤ 12 unknowns),
/// solved by Householder QR, which stays accurate where the normal equations would
/// square the condition number.
struct LeastSquaresProblem {
    /// Rows of the design matrix, each with `unknownCount` entries.
    private(set) var rows: [[Double]] = []
    /// Right-hand side, one entry per row.
    private(set) var targets: [Double] = []
    /// The number of unknowns.
    let unknownCount: Int

    init(unknownCount: Int) {
        self.unknownCount = unknownCount
    }

    /// Adds one equation `row · x = target`.
    mutating func addEquation(_ row: [Double], target: Double) {
        rows.append(row)
        targets.append(target)
    }

    /// The least-squares solution, or nil when the system is rank deficient
    /// (the data does not determine every unknown).
    func solve() -> [Double]? {
        let rowCount = rows.count
        let columnCount = unknownCount
        guard rowCount >= columnCount, columnCount > 0 else { return nil }
        var matrix = rows
        var rightHandSide = targets
        var largestDiagonal = 0.0
        for column in 0..<columnCount {
            var normSquared = 0.0
            for row in column..<rowCount { normSquared += matrix[row][column] * matrix[row][column] }
            let norm = normSquared.squareRoot()
            guard norm.isFinite else { return nil }
            largestDiagonal = max(largestDiagonal, norm)
            if norm <= largestDiagonal * 1e-12 || norm == 0 { return nil }
            let alpha = matrix[column][column] > 0 ? -norm : norm
            var householder = [Double](repeating: 0, count: rowCount)
            for row in column..<rowCount { householder[row] = matrix[row][column] }
            householder[column] -= alpha
            var householderNormSquared = 0.0
            for row in column..<rowCount { householderNormSquared += householder[row] * householder[row] }
            guard householderNormSquared > 0 else { continue }
            for otherColumn in column..<columnCount {
                var projection = 0.0
                for row in column..<rowCount { projection += householder[row] * matrix[row][otherColumn] }
                let factor = 2 * projection / householderNormSquared
                for row in column..<rowCount { matrix[row][otherColumn] -= factor * householder[row] }
            }
            var projection = 0.0
            for row in column..<rowCount { projection += householder[row] * rightHandSide[row] }
            let factor = 2 * projection / householderNormSquared
            for row in column..<rowCount { rightHandSide[row] -= factor * householder[row] }
        }
        var solution = [Double](repeating: 0, count: columnCount)
        for row in stride(from: columnCount - 1, through: 0, by: -1) {
            var sum = rightHandSide[row]
            for column in (row + 1)..<columnCount { sum -= matrix[row][column] * solution[column] }
            let diagonal = matrix[row][row]
            guard abs(diagonal) > largestDiagonal * 1e-12 else { return nil }
            solution[row] = sum / diagonal
        }
        return solution.allSatisfy(\.isFinite) ? solution : nil
    }

    /// The solution and the design matrix's condition number: the ratio of its largest to its
    /// smallest singular value (1 for orthogonal columns of equal length; large when the data
    /// barely determines some combination of the unknowns).
    func solveWithCondition() -> (solution: [Double], conditionEstimate: Double)? {
        solve().map { ($0, conditionNumber()) }
    }

    /// √(λmax/λmin) of the normal matrix AᵀA, its eigenvalues by cyclic Jacobi rotations
    /// (a few sweeps converge for the ≤ 12 unknowns here).
    func conditionNumber() -> Double {
        let size = unknownCount
        var normal = [[Double]](repeating: [Double](repeating: 0, count: size), count: size)
        for row in rows {
            for i in 0..<size { for j in 0..<size { normal[i][j] += row[i] * row[j] } }
        }
        for _ in 0..<50 {
            var offDiagonal = 0.0
            for i in 0..<size { for j in (i + 1)..<max(i + 1, size) { offDiagonal += normal[i][j] * normal[i][j] } }
            if offDiagonal < 1e-30 { break }
            for p in 0..<size {
                for q in (p + 1)..<max(p + 1, size) where normal[p][q] != 0 {
                    let theta = (normal[q][q] - normal[p][p]) / (2 * normal[p][q])
                    let t = (theta >= 0 ? 1 : -1) / (abs(theta) + (theta * theta + 1).squareRoot())
                    let c = 1 / (t * t + 1).squareRoot(), s = t * c
                    for k in 0..<size {
                        let kp = normal[k][p], kq = normal[k][q]
                        normal[k][p] = c * kp - s * kq
                        normal[k][q] = s * kp + c * kq
                    }
                    for k in 0..<size {
                        let pk = normal[p][k], qk = normal[q][k]
                        normal[p][k] = c * pk - s * qk
                        normal[q][k] = s * pk + c * qk
                    }
                }
            }
        }
        let eigenvalues = (0..<size).map { normal[$0][$0] }
        guard let largest = eigenvalues.max(), let smallest = eigenvalues.min(), smallest > 0 else { return .infinity }
        return (largest / smallest).squareRoot()
    }
}
