import MotionMath

/// Eigenvalues and eigenvectors of a symmetric 3×3 matrix by cyclic Jacobi rotations.
struct SymmetricEigenDecomposition {
    /// Eigenvalues, in the order of `eigenvectors`' columns.
    let eigenvalues: Vector3
    /// Orthonormal eigenvectors as the columns of a matrix.
    let eigenvectors: Matrix3

    init(symmetric matrix: Matrix3) {
        var a = matrix
        var vectors = Matrix3.identity
        for _ in 0..<50 {
            let offDiagonal = a[0, 1] * a[0, 1] + a[0, 2] * a[0, 2] + a[1, 2] * a[1, 2]
            if offDiagonal < 1e-30 { break }
            for (p, q) in [(0, 1), (0, 2), (1, 2)] where a[p, q] != 0 {
                let theta = (a[q, q] - a[p, p]) / (2 * a[p, q])
                let sign: Double = theta >= 0 ? 1 : -1
                let tangent = sign / (abs(theta) + (theta * theta + 1).squareRoot())
                let cosine = 1 / (tangent * tangent + 1).squareRoot()
                let sine = tangent * cosine
                var rotation = Matrix3.identity
                rotation[p, p] = cosine
                rotation[q, q] = cosine
                rotation[p, q] = sine
                rotation[q, p] = -sine
                a = rotation.transposed * a * rotation
                vectors = vectors * rotation
            }
        }
        eigenvalues = Vector3(a[0, 0], a[1, 1], a[2, 2])
        eigenvectors = vectors
    }

    /// V · diag(f(λ)) · Vᵀ: a function applied to the matrix through its eigenvalues.
    func applying(_ function: (Double) -> Double) -> Matrix3 {
        let diagonal = Matrix3(diagonal: Vector3(function(eigenvalues.x), function(eigenvalues.y), function(eigenvalues.z)))
        return eigenvectors * diagonal * eigenvectors.transposed
    }
}
