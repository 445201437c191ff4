import ScreenLab

// The views of the draw-cost scenarios (Lessons+DrawCost.swift), each with its mistaken and
// its fixed variant. The mistaken variants are deliberate: the analyzer's notes on them
// (objects allocated in draw(_:), values drawn that the scenario sets and then redraws
// itself) are expected here.
// screenlab:ignore-file SL101 SL104

// MARK: - The scenarios' views

/// A bar whose width shows `value` (0…100). `update(to:)` redraws the wrong way (calling
/// `draw(_:)` itself) or the right way (`setNeedsDisplay()`).
final class CostGaugeView: UIView {
  var value: CGFloat = 40
  let callsDrawDirectly: Bool
  private let barColor = UIColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)

  init(frame: CGRect, callsDrawDirectly: Bool) {
    self.callsDrawDirectly = callsDrawDirectly
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) { return nil }

  func update(to newValue: CGFloat) {
    value = newValue
    if callsDrawDirectly {
      // The mistake this scenario measures.
      // screenlab:ignore SL103
      draw(bounds)
    } else {
      setNeedsDisplay()
    }
  }

  override func draw(_ rect: CGRect) {
    super.draw(rect)
    guard let context = UIGraphicsGetCurrentContext() else { return }
    barColor.setFill()
    context.fill(CGRect(x: 0, y: 0, width: bounds.width * value / 100, height: bounds.height))
  }
}

/// A line chart of `samples`: the path is built in `draw(_:)` at every pass (heavy), or once
/// when the samples change (fixed); a colour change redraws.
final class CostChartView: UIView {
  let buildsPathInDraw: Bool
  private var prebuilt: UIBezierPath?
  var samples: [CGFloat] = [] {
    didSet {
      if !buildsPathInDraw { prebuilt = makePath() }
      setNeedsDisplay()
    }
  }
  var lineColor: UIColor = .systemBlue {
    didSet { setNeedsDisplay() }
  }

  init(frame: CGRect, buildsPathInDraw: Bool) {
    self.buildsPathInDraw = buildsPathInDraw
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) { return nil }

  private func makePath() -> UIBezierPath {
    let path = UIBezierPath()
    let step = samples.count > 1 ? bounds.width / CGFloat(samples.count - 1) : 0
    for (index, sample) in samples.enumerated() {
      let point = CGPoint(x: CGFloat(index) * step, y: bounds.height * (1 - sample))
      if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
    }
    return path
  }

  override func draw(_ rect: CGRect) {
    super.draw(rect)
    let path = buildsPathInDraw ? makePath() : (prebuilt ?? UIBezierPath())
    lineColor.setStroke()
    path.lineWidth = 2
    path.stroke()
  }
}

/// A badge: a colour, a font and an icon made with an image renderer, either inside
/// `draw(_:)` at every pass or once, when the view is made.
final class CostBadgeView: UIView {
  let createsInDraw: Bool
  var count = 1 {
    didSet { setNeedsDisplay() }
  }
  private let storedColor = UIColor(red: 0.9, green: 0.2, blue: 0.2, alpha: 1)
  private let storedFont = UIFont.systemFont(ofSize: 14, weight: .semibold)
  private let storedIcon: UIImage
  private let storedShape: UIBezierPath

  init(frame: CGRect, createsInDraw: Bool) {
    self.createsInDraw = createsInDraw
    storedIcon = Self.icon(UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16)))
    storedShape = Self.shape(CGSize(width: frame.width, height: frame.height))
    super.init(frame: frame)
  }

  private static func shape(_ size: CGSize) -> UIBezierPath {
    UIBezierPath(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: size.height / 2)
  }

  required init?(coder: NSCoder) { return nil }

  private static func icon(_ renderer: UIGraphicsImageRenderer) -> UIImage {
    renderer.image { context in
      UIColor.white.setFill()
      context.fill(CGRect(x: 4, y: 4, width: 8, height: 8))
    }
  }

  override func draw(_ rect: CGRect) {
    super.draw(rect)
    let color = createsInDraw ? UIColor(red: 0.9, green: 0.2, blue: 0.2, alpha: 1) : storedColor
    let font = createsInDraw ? UIFont.systemFont(ofSize: 14, weight: .semibold) : storedFont
    let icon =
      createsInDraw
      ? Self.icon(UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16))) : storedIcon
    let shape = createsInDraw ? Self.shape(bounds.size) : storedShape
    color.setFill()
    shape.fill()
    icon.draw(at: CGPoint(x: 6, y: (bounds.height - 16) / 2))
    ("\(count)" as NSString).draw(
      at: CGPoint(x: 26, y: 4), withAttributes: [.font: font, .foregroundColor: UIColor.white])
  }
}

/// A 10 × 10 grid of cells; `mark(row:column:)` asks to redraw that cell only. The grid draws
/// every cell whatever `rect` is (the mistake), or only the cells `rect` meets (fixed).
final class CostGridView: UIView {
  let ignoresRect: Bool
  var marked: Set<Int> = []

  init(frame: CGRect, ignoresRect: Bool) {
    self.ignoresRect = ignoresRect
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) { return nil }

  var cellSize: CGFloat { bounds.width / 10 }

  func cellRect(row: Int, column: Int) -> CGRect {
    CGRect(
      x: CGFloat(column) * cellSize, y: CGFloat(row) * cellSize, width: cellSize,
      height: cellSize)
  }

  func mark(row: Int, column: Int) {
    marked.insert(row * 10 + column)
    setNeedsDisplay(cellRect(row: row, column: column))
  }

  override func draw(_ rect: CGRect) {
    super.draw(rect)
    guard let context = UIGraphicsGetCurrentContext() else { return }
    for row in 0..<10 {
      for column in 0..<10 {
        let cell = cellRect(row: row, column: column).insetBy(dx: 1, dy: 1)
        if !ignoresRect, !cell.intersects(rect) { continue }
        let color = marked.contains(row * 10 + column) ? UIColor.red : UIColor.lightGray
        context.setFillColor(color.cgColor)
        context.fill(cell)
      }
    }
  }
}

/// A label subclass that underlines its text: with `super.draw(rect)` the label draws its text
/// first; without it only the underline is drawn.
final class CostUnderlinedLabel: UILabel {
  let callsSuper: Bool

  init(frame: CGRect, callsSuper: Bool) {
    self.callsSuper = callsSuper
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) { return nil }

  override func draw(_ rect: CGRect) {
    if callsSuper { super.draw(rect) }
    guard let context = UIGraphicsGetCurrentContext() else { return }
    UIColor.black.setStroke()
    context.stroke(CGRect(x: 0, y: bounds.height - 2, width: bounds.width, height: 0))
  }
}

/// A plain view drawing a square, with or without `super.draw(rect)` (UIView's is empty).
final class CostSquareView: UIView {
  let callsSuper: Bool

  init(frame: CGRect, callsSuper: Bool) {
    self.callsSuper = callsSuper
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) { return nil }

  override func draw(_ rect: CGRect) {
    if callsSuper { super.draw(rect) }
    UIColor.systemGreen.setFill()
    UIRectFill(bounds.insetBy(dx: 10, dy: 10))
  }
}
