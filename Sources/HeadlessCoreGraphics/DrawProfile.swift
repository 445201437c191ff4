/// What one drawing pass (a view's `draw(_:)`, a layer's `draw(in:)`) cost, counted from what it
/// recorded, never timed: the operations it issued by kind, the path elements it painted, the
/// area it covered inside and outside the rect it was asked to draw, the objects its code
/// created, and whether the framework's own `draw` ran (`super.draw(rect)`).
///
/// The seed's `draw(_:)` reference names the costs (objects made in `draw`, drawing outside
/// `rect`, heavy work, a missing `super.draw`); Instruments' Core Animation template times them
/// on a device. ScreenLab counts them instead, the same on every run: the rules and what each
/// number is a model of are in Docs/Semantics/UIKit.md §35.
public struct DrawProfile: Hashable, Sendable {
  /// The rect the pass was asked to draw (the dirty rect).
  public var rect: CGRect
  /// Fills, strokes and clears painted (display-list commands by kind).
  public var fills = 0
  public var strokes = 0
  public var clears = 0
  /// Text runs and images drawn (recorded in the trace, not painted).
  public var texts = 0
  public var images = 0
  /// Path elements the painted commands carry (a rectangle is 5: move, 3 lines, close).
  public var pathElements = 0
  /// The area the operations cover, points²: each command's bounding box (a stroke's grown by
  /// half its width) and each text run's or image's rect, summed (overlaps count twice), split
  /// into the part inside ``rect`` and the part outside it, which is discarded but still drawn.
  public var areaInside: Double = 0
  public var areaOutside: Double = 0
  /// Objects created while the pass ran (by the app's code: the framework's own do not count).
  public var colorsCreated = 0
  public var fontsCreated = 0
  public var pathsCreated = 0
  public var renderersCreated = 0
  /// Path elements the paths created in the pass hold at its end: construction work redone at
  /// every pass.
  public var elementsBuilt = 0
  /// Whether a framework `draw` ran during the pass (an override called `super.draw(rect)`, or
  /// the framework's class drew itself).
  public var superCalled = false

  /// An empty profile of a pass over `rect`.
  public init(rect: CGRect) { self.rect = rect }

  /// The profile of a pass over `rect` that recorded `displayList` with `counts`.
  package init(rect: CGRect, displayList: DisplayList, counts: DrawPassTally.Counts) {
    self.rect = rect
    for command in displayList.commands {
      switch command.operation {
      case .fill: fills += 1
      case .stroke: strokes += 1
      case .clear: clears += 1
      }
      pathElements += command.path.count
      var box = CGPath(elements: command.path).boundingBoxOfPath
      if command.operation == .stroke {
        box = box.insetBy(dx: -command.lineWidth / 2, dy: -command.lineWidth / 2)
      }
      guard !box.isNull else { continue }
      let whole = Double(box.width * box.height)
      let overlap = box.intersection(rect)
      let inside = overlap.isNull ? 0 : Double(overlap.width * overlap.height)
      areaInside += inside
      areaOutside += whole - inside
    }
    texts = counts.textRuns
    images = counts.images
    areaInside += counts.textImageAreaInside
    areaOutside += counts.textImageAreaOutside
    colorsCreated = counts.colors
    fontsCreated = counts.fonts
    pathsCreated = counts.paths
    renderersCreated = counts.renderers
    elementsBuilt = counts.elementsBuilt
    superCalled = counts.superCalled
  }

  /// Every operation issued: fills, strokes, clears, text runs and images.
  public var operations: Int { fills + strokes + clears + texts + images }

  /// Every object created: colours, fonts, paths and renderers.
  public var objectsCreated: Int { colorsCreated + fontsCreated + pathsCreated + renderersCreated }

  /// The profile's numbers by name, in a fixed order (for JSON and reports): `fills`,
  /// `strokes`, `clears`, `texts`, `images`, `operations`, `pathElements`, `areaInside`,
  /// `areaOutside`, `colorsCreated`, `fontsCreated`, `pathsCreated`, `renderersCreated`,
  /// `objectsCreated`, `elementsBuilt`.
  public var fields: [(name: String, value: Double)] {
    [
      ("fills", Double(fills)), ("strokes", Double(strokes)), ("clears", Double(clears)),
      ("texts", Double(texts)), ("images", Double(images)), ("operations", Double(operations)),
      ("pathElements", Double(pathElements)), ("areaInside", areaInside),
      ("areaOutside", areaOutside), ("colorsCreated", Double(colorsCreated)),
      ("fontsCreated", Double(fontsCreated)), ("pathsCreated", Double(pathsCreated)),
      ("renderersCreated", Double(renderersCreated)), ("objectsCreated", Double(objectsCreated)),
      ("elementsBuilt", Double(elementsBuilt)),
    ]
  }

  /// One line: `rect=0 0 100 100 ops=3 (fill 1, stroke 2) elements=14 area=9800+200
  /// created=2 (colour 1, path 1) built=6 super=yes`.
  public var summary: String {
    let kinds = nonZeroCounts([
      ("fill", fills), ("stroke", strokes), ("clear", clears), ("text", texts), ("image", images),
    ])
    let made = nonZeroCounts([
      ("colour", colorsCreated), ("font", fontsCreated), ("path", pathsCreated),
      ("renderer", renderersCreated),
    ])
    let rectText = [rect.minX, rect.minY, rect.width, rect.height].map(svgNumber)
      .joined(separator: " ")
    return "rect=\(rectText) ops=\(operations)"
      + (kinds.isEmpty ? "" : " (\(kinds.joined(separator: ", ")))")
      + " elements=\(pathElements) area=\(Self.number(areaInside))+\(Self.number(areaOutside))"
      + " created=\(objectsCreated)" + (made.isEmpty ? "" : " (\(made.joined(separator: ", ")))")
      + " built=\(elementsBuilt) super=\(superCalled ? "yes" : "no")"
  }

  /// A number as the SVG writer prints it (no trailing zeros).
  static func number(_ value: Double) -> String { svgNumber(CGFloat(value)) }
}

/// `name count` for each count above zero, in order: the breakdowns the one-line summaries
/// put in parentheses (`fill 2, text 1`; `mask 1, shadow 2`).
package func nonZeroCounts(_ counts: [(name: String, count: Int)]) -> [String] {
  counts.filter { $0.count > 0 }.map { "\($0.name) \($0.count)" }
}
