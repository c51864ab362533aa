/// Sine and cosine computed the same way on every platform (the C library's may differ in the last
/// bit), so that generated data does not depend on the machine.
enum DeterministicTrigonometry {
    static func sine(_ angle: Double) -> Double {
        var x = angle.truncatingRemainder(dividingBy: 2 * Double.pi)
        if x > Double.pi { x -= 2 * Double.pi }
        if x < -Double.pi { x += 2 * Double.pi }
        var term = x, sum = x
        for n in 1..<14 {
            term *= -x * x / Double((2 * n) * (2 * n + 1))
            sum += term
        }
        return sum
    }

    static func cosine(_ angle: Double) -> Double {
        sine(angle + Double.pi / 2)
    }
}
