/// The red, green and blue of a colour given as hue, saturation and brightness in the hexcone
/// model, the conversion SwiftUI's `Color(hue:saturation:brightness:opacity:)` and UIKit's
/// `UIColor(hue:saturation:brightness:alpha:)` both make.
///
/// `hue` is the fraction of the circle already wrapped into `0..<1` (each caller wraps it as
/// its framework does); six sectors of 60° each mix the brightness `v` with
/// `p = v·(1 − s)`, `q = v·(1 − s·f)` and `t = v·(1 − s·(1 − f))`, `f` the position within
/// the sector.
package func hsbToRGB(hue: Double, saturation: Double, brightness: Double) -> (
  red: Double, green: Double, blue: Double
) {
  let h = hue * 6
  let sector = Int(h.rounded(.down)) % 6
  let fraction = h - h.rounded(.down)
  let v = brightness
  let p = v * (1 - saturation)
  let q = v * (1 - saturation * fraction)
  let t = v * (1 - saturation * (1 - fraction))
  switch sector {
  case 0: return (v, t, p)
  case 1: return (q, v, p)
  case 2: return (p, v, t)
  case 3: return (p, q, v)
  case 4: return (t, p, v)
  default: return (v, p, q)
  }
}
