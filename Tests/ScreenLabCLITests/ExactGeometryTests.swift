import Foundation
import ScreenLabAnalysis
import Testing

@testable import ScreenLabCLI

/// Exact values for what other tests only bound: the drawn arcs' lengths, from the geometry
/// of a circle, and the analyzer's `--rules` filter.
@MainActor @Suite struct ExactGeometryTests {
  /// The points of the first path stroked in `stroke` (`M x y` then `C` triples only).
  static func pathPoints(in svg: String, stroke: String) -> [CGPoint]? {
    guard
      let line = svg.split(separator: "\n").first(where: { $0.contains("stroke=\"\(stroke)\"") }),
      let start = line.range(of: "d=\""),
      let end = line[start.upperBound...].firstIndex(of: "\"")
    else { return nil }
    let data = line[start.upperBound..<end]
    guard data.first == "M", !data.contains(where: { "LQAZHVS".contains($0) }) else { return nil }
    let numbers = data.split(whereSeparator: { $0 == " " || $0 == "M" || $0 == "C" })
      .compactMap { Double($0) }
    guard numbers.count >= 2, (numbers.count - 2) % 6 == 0 else { return nil }
    return stride(from: 0, to: numbers.count, by: 2).map {
      CGPoint(x: numbers[$0], y: numbers[$0 + 1])
    }
  }

  /// The length of the cubic Bézier chain `points` (start, then control, control, end, …),
  /// by 2 000 chords per segment.
  static func length(_ points: [CGPoint]) -> Double {
    var total = 0.0
    for first in stride(from: 0, to: points.count - 1, by: 3) {
      let (p0, p1, p2, p3) = (
        points[first], points[first + 1], points[first + 2], points[first + 3]
      )
      func at(_ t: Double) -> (Double, Double) {
        let u = 1 - t
        let a = u * u * u
        let b = 3 * u * u * t
        let c = 3 * u * t * t
        let d = t * t * t
        return (
          a * p0.x + b * p1.x + c * p2.x + d * p3.x, a * p0.y + b * p1.y + c * p2.y + d * p3.y
        )
      }
      var previous = at(0)
      for step in 1...2000 {
        let next = at(Double(step) / 2000)
        total += hypot(next.0 - previous.0, next.1 - previous.1)
        previous = next
      }
    }
    return total
  }

  /// The ring (radius 80 around (80, 80), from twelve o'clock, clockwise) covers `progress`
  /// percent of its circumference and ends on the circle at that angle.
  @Test(arguments: [10.0, 25, 50, 70, 90])
  func ringArcLengthIsProportionalToProgress(progress: Double) throws {
    let svg = try DrawDemo.render(name: "ring", progress: progress, at: 1)
    let points = try #require(Self.pathPoints(in: svg, stroke: "#000000"))
    let fraction = progress / 100
    let expected = 2 * Double.pi * 80 * fraction
    #expect(abs(Self.length(points) - expected) / expected < 1e-3, "\(Self.length(points))")
    let angle = -Double.pi / 2 + 2 * Double.pi * fraction
    let last = try #require(points.last)
    #expect(abs(last.x - (80 + 80 * cos(angle))) < 1e-3)
    #expect(abs(last.y - (80 + 80 * sin(angle))) < 1e-3)
    #expect(points.first == CGPoint(x: 80, y: 0))
  }

  /// Ease-out (0, 0, 0.58, 1) at `x`, by bisection on the Bézier's x(s).
  static func easeOut(_ x: Double) -> Double {
    func bezier(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
      3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<100 {
      let middle = (low + high) / 2
      if bezier(0, 0.58, middle) < x { low = middle } else { high = middle }
    }
    return bezier(0, 1, (low + high) / 2)
  }

  /// The circular progress (radius 90) animates strokeEnd 0 → 1 over 0.6 s, ease-out: at
  /// `time` its arc covers easeOut(time / 0.6) of the circle.
  @Test(arguments: [0.15, 0.3, 0.45, 0.6, 1])
  func circularProgressCoversTheEasedFraction(time: Double) throws {
    let svg = try DrawDemo.render(name: "circular-progress", progress: 100, at: time)
    let points = try #require(Self.pathPoints(in: svg, stroke: "#007aff"))
    let fraction = Self.easeOut(min(time / 0.6, 1))
    let expected = 2 * Double.pi * 90 * fraction
    #expect(abs(Self.length(points) - expected) / expected < 1e-3, "\(Self.length(points))")
  }

  @Test func circularProgressDrawsNoArcAtTheStart() throws {
    let svg = try DrawDemo.render(name: "circular-progress", progress: 100, at: 0)
    #expect(Self.pathPoints(in: svg, stroke: "#007aff") == nil)
  }
}

/// `analyze --rules`: a rule outside the list never reports; every rule in it still does.
@MainActor @Suite(.enabled(if: SourceAnalyzer.availability == .available, "needs SwiftSyntax"))
struct RulesFilterTests {
  static let source = """
    func fadeIn(_ ring: UIView) {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.toValue = 1
        ring.layer.add(animation, forKey: "fade")
    }

    final class RingView: UIView {
        var progress = 0
        override func draw(_ rect: CGRect) { _ = progress }
        func set(_ value: Int) { progress = value }
    }

    """

  static func rules(_ arguments: [String]) throws -> [String] {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("screenlab-rules-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try source.write(
      to: root.appendingPathComponent("Fade.swift"), atomically: true, encoding: .utf8)
    let result = runCLI(["analyze", "--format", "json"] + arguments + [root.path])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let findings = try #require(object["findings"] as? [[String: Any]])
    // Findings make the exit status 1; none, 0.
    #expect(result.code == (findings.isEmpty ? .success : .failure))
    return findings.compactMap { $0["rule"] as? String }
  }

  @Test func everyRuleReportsWithoutAFilter() throws {
    #expect(try Self.rules([]) == ["SL201", "SL101"])
  }

  @Test(arguments: [
    ("SL201", ["SL201"]), ("SL101,SL203", ["SL101"]), ("SL203", []),
    ("SL101,SL201", ["SL201", "SL101"]),
  ])
  func onlyListedRulesReport(list: String, expected: [String]) throws {
    #expect(try Self.rules(["--rules", list]) == expected)
  }
}
