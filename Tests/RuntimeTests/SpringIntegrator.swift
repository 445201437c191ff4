/// Classical fourth-order Runge–Kutta integration of m·q″ + c·q′ + k·(q − 1) = 0 with
/// q(0) = 0 and q′(0) = v0: the reference the spring's closed forms are checked against.
struct SpringIntegrator {
  let mass: Double
  let stiffness: Double
  let damping: Double
  let initialVelocity: Double
  /// The integration step in seconds.
  var step = 1e-4

  /// (q, q′) at each requested time, which must be sorted ascending and non-negative.
  func states(at times: [Double]) -> [(position: Double, velocity: Double)] {
    var t = 0.0
    var state = (q: 0.0, v: initialVelocity)
    var result: [(position: Double, velocity: Double)] = []
    for target in times {
      while t < target {
        let h = min(step, target - t)
        state = advance(state, by: h)
        t += h
        if target - t < 1e-12 { t = target }
      }
      result.append((state.q, state.v))
    }
    return result
  }

  private func acceleration(_ q: Double, _ v: Double) -> Double {
    (-damping * v - stiffness * (q - 1)) / mass
  }

  private func advance(_ state: (q: Double, v: Double), by h: Double) -> (q: Double, v: Double) {
    let (q, v) = state
    let k1q = v
    let k1v = acceleration(q, v)
    let k2q = v + h / 2 * k1v
    let k2v = acceleration(q + h / 2 * k1q, v + h / 2 * k1v)
    let k3q = v + h / 2 * k2v
    let k3v = acceleration(q + h / 2 * k2q, v + h / 2 * k2v)
    let k4q = v + h * k3v
    let k4v = acceleration(q + h * k3q, v + h * k3v)
    return (
      q + h / 6 * (k1q + 2 * k2q + 2 * k3q + k4q),
      v + h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    )
  }
}
