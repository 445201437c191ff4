extension CATransform3D {
  /// The `transform.*` key-path components Core Animation understands, in the order the
  /// documentation lists them.
  public static let keyPathComponents = [
    "rotation.x", "rotation.y", "rotation.z", "rotation",
    "scale.x", "scale.y", "scale.z", "scale",
    "translation.x", "translation.y", "translation.z", "translation",
  ]

  /// Reads a `transform.*` key-path component, as `layer.value(forKeyPath: "transform.…")`.
  ///
  /// Values come from `decomposed()`: `rotation.x`, `rotation.y`, `rotation.z` are the Euler
  /// angles of the quaternion (`Quaternion.eulerAngles`: x, then y, then z), `rotation` is
  /// `rotation.z`; `scale.x`, `scale.y`, `scale.z` are the decomposed scale factors and `scale`
  /// their average; `translation.x`, `.y`, `.z` are `m41 m42 m43` divided by `m44`, and
  /// `translation` is a `CGSize` of x and y. Returns a `CGFloat` (a `CGSize` for
  /// `translation`), or `nil` for an unknown component. A matrix that cannot be decomposed
  /// reads as zero rotation, its row lengths as scale and its raw translation.
  public func value(forKeyPathComponent path: String) -> Any? {
    guard Self.keyPathComponents.contains(path) else { return nil }
    let parts = decomposed() ?? Self.undecomposable(self)
    let translation = parts.translation
    let scale = parts.scale
    switch path {
    case "translation": return CGSize(width: translation.x, height: translation.y)
    case "translation.x": return translation.x
    case "translation.y": return translation.y
    case "translation.z": return translation.z
    case "scale": return (scale.x + scale.y + scale.z) / 3
    case "scale.x": return scale.x
    case "scale.y": return scale.y
    case "scale.z": return scale.z
    default: break
    }
    let angles = parts.quaternion.eulerAngles
    switch path {
    case "rotation.x": return angles.x
    case "rotation.y": return angles.y
    default: return angles.z
    }
  }

  /// Returns the transform with one `transform.*` key-path component set, as
  /// `layer.setValue(_:forKeyPath: "transform.…")`, or `nil` for an unknown component.
  ///
  /// The transform is decomposed, the component replaced and the parts recomposed:
  /// `rotation.x`, `.y`, `.z` (and `rotation`, meaning z) set that Euler angle and keep the
  /// other two; `scale.x`, `.y`, `.z` set one factor and `scale` sets all three; `translation.x`,
  /// `.y`, `.z` set one offset. Skew and perspective are kept. `translation` needs a size: use
  /// `setting(keyPathComponent:to:)` with a `CGSize`; with a number it returns `nil`. A matrix
  /// that cannot be decomposed starts from zero rotation, its row lengths as scale and its raw
  /// translation.
  public func setting(keyPathComponent path: String, to value: CGFloat) -> CATransform3D? {
    guard Self.keyPathComponents.contains(path), path != "translation" else { return nil }
    var parts = decomposed() ?? Self.undecomposable(self)
    switch path {
    case "translation.x": parts.translation.x = value
    case "translation.y": parts.translation.y = value
    case "translation.z": parts.translation.z = value
    case "scale": parts.scale = Vector3(x: value, y: value, z: value)
    case "scale.x": parts.scale.x = value
    case "scale.y": parts.scale.y = value
    case "scale.z": parts.scale.z = value
    default:
      var angles = parts.quaternion.eulerAngles
      switch path {
      case "rotation.x": angles.x = value
      case "rotation.y": angles.y = value
      default: angles.z = value
      }
      parts.quaternion = Quaternion(eulerX: angles.x, y: angles.y, z: angles.z)
    }
    return CATransform3D(recomposing: parts)
  }

  /// Returns the transform with its x and y translation set (`transform.translation`), or
  /// `nil` for any other component.
  public func setting(keyPathComponent path: String, to value: CGSize) -> CATransform3D? {
    guard path == "translation" else { return nil }
    var parts = decomposed() ?? Self.undecomposable(self)
    parts.translation.x = value.width
    parts.translation.y = value.height
    return CATransform3D(recomposing: parts)
  }

  /// The stand-in parts of a matrix `decomposed()` rejects (typically one scaled to zero):
  /// the lengths of the upper-left 3×3 rows as scale, no rotation, skew or perspective, and
  /// the translation `m41 m42 m43`, everything divided by `m44` when that is non-zero.
  private static func undecomposable(_ t: CATransform3D) -> Decomposition {
    let w = t.m44 != 0 && t.m44.isFinite ? t.m44 : 1
    func rowLength(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> CGFloat {
      (a * a + b * b + c * c).squareRoot() / abs(w)
    }
    return Decomposition(
      translation: Vector3(x: t.m41 / w, y: t.m42 / w, z: t.m43 / w),
      scale: Vector3(
        x: rowLength(t.m11, t.m12, t.m13), y: rowLength(t.m21, t.m22, t.m23),
        z: rowLength(t.m31, t.m32, t.m33)),
      skew: Skew(xy: 0, xz: 0, yz: 0),
      perspective: Quaternion(x: 0, y: 0, z: 0, w: 1),
      quaternion: .identity)
  }
}
