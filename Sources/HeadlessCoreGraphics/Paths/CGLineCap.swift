/// The shape of the endpoints of a stroked open subpath.
public enum CGLineCap: Int32, Sendable, CaseIterable {
  /// The stroke ends exactly at the endpoint (`kCGLineCapButt`, 0).
  case butt = 0
  /// A half-disc of diameter line width caps the endpoint (`kCGLineCapRound`, 1).
  case round = 1
  /// The stroke extends half the line width past the endpoint (`kCGLineCapSquare`, 2).
  case square = 2
}

/// The shape of the joints between connected segments of a stroked path.
public enum CGLineJoin: Int32, Sendable, CaseIterable {
  /// Outer edges extend to a point, bevelled past the miter limit (`kCGLineJoinMiter`, 0).
  case miter = 0
  /// A disc of diameter line width rounds the joint (`kCGLineJoinRound`, 1).
  case round = 1
  /// The outer corner is cut off by a straight line (`kCGLineJoinBevel`, 2).
  case bevel = 2
}
