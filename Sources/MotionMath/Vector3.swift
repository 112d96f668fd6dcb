/// A 3-vector of doubles. Units are given by the name of whatever holds it.
public typealias Vector3 = SIMD3<Double>
