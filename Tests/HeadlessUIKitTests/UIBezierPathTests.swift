import Testing

@testable import HeadlessUIKit

@MainActor @Suite struct UIBezierPathTests {
  @Test func clockwiseArcGoesThroughTheUpperRightOnScreen() {
    let path = UIBezierPath(
      arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: -.pi / 2, endAngle: 0,
      clockwise: true)
    let elements = path.cgPath.elements
    guard case .moveTo(let start) = elements.first,
      case .curveTo(let c1, let c2, let end) = elements.last
    else {
      Issue.record("unexpected elements \(elements)")
      return
    }
    #expect(elements.count == 2)
    #expect(abs(start.x - 50) < 1e-9 && abs(start.y - 10) < 1e-9)  // top
    #expect(abs(end.x - 90) < 1e-9 && abs(end.y - 50) < 1e-9)  // right
    #expect(c1.x > 50 && c1.y < 50 && c2.x > 50 && c2.y < 50)  // upper-right quadrant
    #expect(path.bounds.minX >= 50 - 1e-9 && path.bounds.maxY <= 50 + 1e-9)
  }

  @Test func counterClockwiseArcTakesTheLongWayRound() {
    let path = UIBezierPath(
      arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: -.pi / 2, endAngle: 0,
      clockwise: false)
    #expect(path.bounds.minX < 11 && path.bounds.maxY > 89)
  }

  struct ShapeCase: CustomTestStringConvertible, @unchecked Sendable {
    let name: String
    let make: () -> UIBezierPath
    let bounds: CGRect
    var testDescription: String { name }
  }

  nonisolated static let shapes: [ShapeCase] = [
    ShapeCase(
      name: "rect", make: { UIBezierPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4)) },
      bounds: CGRect(x: 1, y: 2, width: 3, height: 4)),
    ShapeCase(
      name: "oval", make: { UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 10)) },
      bounds: CGRect(x: 0, y: 0, width: 20, height: 10)),
    ShapeCase(
      name: "rounded rect",
      make: {
        UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 5)
      },
      bounds: CGRect(x: 0, y: 0, width: 40, height: 20)),
    ShapeCase(
      name: "some rounded corners",
      make: {
        UIBezierPath(
          roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), byRoundingCorners: [.topLeft],
          cornerRadii: CGSize(width: 5, height: 5))
      },
      bounds: CGRect(x: 0, y: 0, width: 40, height: 20)),
  ]

  @Test(arguments: shapes)
  func shapeInitializersCoverTheirRect(_ c: ShapeCase) {
    let bounds = c.make().cgPath.boundingBoxOfPath
    #expect(abs(bounds.minX - c.bounds.minX) < 1e-9)
    #expect(abs(bounds.maxX - c.bounds.maxX) < 1e-9)
    #expect(abs(bounds.minY - c.bounds.minY) < 1e-9)
    #expect(abs(bounds.maxY - c.bounds.maxY) < 1e-9)
  }

  @Test func strokeUsesThePathsLineAttributesAndKeepsTheContextState() {
    let context = CGContext(recordingWithClip: nil)
    Runtime.withNew { _ in
      UIGraphicsPushContext(context)
      let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
      path.lineWidth = 4
      path.lineCapStyle = .round
      UIColor.systemRed.setStroke()
      path.stroke()
      context.strokePath()
      UIGraphicsPopContext()
    }
    #expect(context.displayList.commands.count == 1)
    #expect(context.displayList.commands.first?.lineWidth == 4)
    #expect(context.displayList.commands.first?.lineCap == .round)
    #expect(context.displayList.commands.first?.color == UIColor.systemRed.cgColor)
  }
}
