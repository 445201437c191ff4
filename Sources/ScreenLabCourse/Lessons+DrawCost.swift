import ScreenLab
import ScreenLabReport

// ScreenLab's own scenarios, not course text: the common mistakes the `draw(_:)` reference of
// the course lists (calling draw directly, heavy work in draw, objects created in draw,
// ignoring `rect`, leaving out `super.draw(rect)`), each run on the headless UIKit next to its
// fixed version, with the draw profiles the display pass counted (Docs/Semantics/UIKit.md §35).
// The mistaken versions are deliberate: the analyzer's notes on them (objects allocated in
// draw(_:), values drawn that the scenario sets and then redraws itself) are expected here.
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

// MARK: - The scenarios

extension Lesson {
  static let drawCostScenarios: [Lesson] = [
    .scenario(
      "cizim-ve-katman-animasyonu/draw-direct",
      "Çizim maliyeti (ScreenLab senaryosu): draw(_:)'ı doğrudan çağırmak",
      "Draw cost (ScreenLab scenario): calling draw(_:) directly",
      seed: "002", run: drawDirect),
    .scenario(
      "cizim-ve-katman-animasyonu/draw-heavy",
      "Çizim maliyeti (ScreenLab senaryosu): draw(_:) içinde ağır hesaplama",
      "Draw cost (ScreenLab scenario): heavy work inside draw(_:)",
      seed: "002", run: drawHeavy),
    .scenario(
      "cizim-ve-katman-animasyonu/draw-objects",
      "Çizim maliyeti (ScreenLab senaryosu): draw(_:) içinde nesne oluşturma",
      "Draw cost (ScreenLab scenario): creating objects inside draw(_:)",
      seed: "002", run: drawObjects),
    .scenario(
      "cizim-ve-katman-animasyonu/draw-rect",
      "Çizim maliyeti (ScreenLab senaryosu): rect parametresini yok saymak",
      "Draw cost (ScreenLab scenario): ignoring the rect parameter",
      seed: "002", run: drawRect),
    .scenario(
      "cizim-ve-katman-animasyonu/draw-super",
      "Çizim maliyeti (ScreenLab senaryosu): super.draw(rect) eksikliği",
      "Draw cost (ScreenLab scenario): leaving out super.draw(rect)",
      seed: "002", run: drawSuper),
  ]
}

/// The sums over the draw passes of one version of a scenario.
struct DrawCostTotals: Equatable {
  var passes = 0
  var profile = DrawProfile(rect: .null)
  var superPasses = 0
  var directCalls = 0

  init(_ profiles: [DrawProfile], directCalls: Int = 0) {
    passes = profiles.count
    self.directCalls = directCalls
    for item in profiles {
      profile.fills += item.fills
      profile.strokes += item.strokes
      profile.clears += item.clears
      profile.texts += item.texts
      profile.images += item.images
      profile.pathElements += item.pathElements
      profile.areaInside += item.areaInside
      profile.areaOutside += item.areaOutside
      profile.colorsCreated += item.colorsCreated
      profile.fontsCreated += item.fontsCreated
      profile.pathsCreated += item.pathsCreated
      profile.renderersCreated += item.renderersCreated
      profile.elementsBuilt += item.elementsBuilt
      if item.superCalled { superPasses += 1 }
    }
  }

  /// The measured numbers by their words, in the output language.
  func words(_ language: Language) -> [(word: String, value: Double)] {
    let tr = language == .tr
    var words: [(String, Double)] = [
      (tr ? "cizim" : "draws", Double(passes)),
      (tr ? "islem" : "operations", Double(profile.operations)),
      (tr ? "dolgu" : "fills", Double(profile.fills)),
      (tr ? "cizgi" : "strokes", Double(profile.strokes)),
      (tr ? "metin" : "texts", Double(profile.texts)),
      (tr ? "gorsel" : "images", Double(profile.images)),
      (tr ? "yol-ogesi" : "path-elements", Double(profile.pathElements)),
      (tr ? "alan-ic" : "area-inside", profile.areaInside),
      (tr ? "alan-dis" : "area-outside", profile.areaOutside),
      (tr ? "renk" : "colours", Double(profile.colorsCreated)),
      (tr ? "yazitipi" : "fonts", Double(profile.fontsCreated)),
      (tr ? "yol" : "paths", Double(profile.pathsCreated)),
      (tr ? "cizici" : "renderers", Double(profile.renderersCreated)),
      (tr ? "kurulan-oge" : "elements-built", Double(profile.elementsBuilt)),
      ("super.draw", Double(superPasses)),
    ]
    words.append((tr ? "dogrudan-cagri" : "direct-calls", Double(directCalls)))
    return words
  }
}

@MainActor extension Lesson {
  fileprivate static func number(_ value: Double) -> String { NumberText.text(value) }

  /// Prints the mistaken and the fixed version's totals and the numbers that differ.
  fileprivate static func printCosts(
    _ out: inout LessonOutput, mistake: DrawCostTotals, fixed: DrawCostTotals,
    screen: (mistake: String, fixed: String)? = nil
  ) {
    let language = out.language
    let left = mistake.words(language)
    let right = fixed.words(language)
    func line(_ label: String, _ words: [(word: String, value: Double)], _ shown: String?) -> String
    {
      label + ": " + words.map { "\($0.word) \(number($0.value))" }.joined(separator: " | ")
        + (shown.map { " | " + out.label("ekran ", "screen ") + $0 } ?? "")
    }
    out.print(line(out.label("hatali", "mistake"), left, screen?.mistake))
    out.print(line(out.label("duzeltilmis", "fixed"), right, screen?.fixed))
    var differences: [String] = []
    for (a, b) in zip(left, right) where a.value != b.value {
      differences.append("\(a.word) \(number(a.value)) -> \(number(b.value))")
    }
    if let screen, screen.mistake != screen.fixed {
      differences.append(out.label("ekran ", "screen ") + "\(screen.mistake) -> \(screen.fixed)")
    }
    out.print(
      out.label("fark: ", "difference: ")
        + (differences.isEmpty ? out.label("yok", "none") : differences.joined(separator: " | ")))
  }

  /// Runs `build` in a fresh runtime with a 320 × 480 visible window, then `steps`, and returns
  /// the profiles of the passes after the first display (the steps' passes) and the direct
  /// `draw(_:)` calls. The first version run fills in the report.
  fileprivate static func measure(
    _ out: inout LessonOutput, build: (UIWindow) -> Void, steps: (Runtime) -> Void
  ) -> DrawCostTotals {
    let recorder = out.recorderForRun()
    return Runtime.withNew { runtime in
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      recorder?.attach(to: runtime) { SVGRenderer.render(window) }
      window.makeKeyAndVisible()
      build(window)
      runtime.runTurn()
      let log = DrawProfileLog.of(runtime)
      log.isEnabled = true
      let cycle = DisplayCycle.of(runtime)
      let directBefore = cycle.directDrawCalls
      let first = log.entries.count
      steps(runtime)
      let totals = DrawCostTotals(
        log.entries[first...].map(\.profile), directCalls: cycle.directDrawCalls - directBefore)
      withExtendedLifetime(window) {}
      recorder?.finish(runtime)
      return totals
    }
  }

  /// Calling `draw(_:)` directly: three updates in one turn, then a frame.
  @MainActor fileprivate static func drawDirect(_ out: inout LessonOutput) {
    var shown: [String] = []
    var totals: [DrawCostTotals] = []
    for direct in [true, false] {
      var gauge: CostGaugeView?
      totals.append(
        measure(
          &out,
          build: { window in
            let view = CostGaugeView(
              frame: CGRect(x: 20, y: 20, width: 200, height: 20), callsDrawDirectly: direct)
            window.addSubview(view)
            gauge = view
          },
          steps: { runtime in
            for value: CGFloat in [55, 70, 85] { gauge?.update(to: value) }
            runtime.advance(frames: 1)
            shown.append(gauge?.headless.lastDraw?.values["value"] ?? "-")
          }))
    }
    out.print(
      out.label(
        "model: value 85 (ayni turda 55, 70, 85)", "model: value 85 (55, 70, 85 in one turn)"))
    printCosts(&out, mistake: totals[0], fixed: totals[1], screen: (shown[0], shown[1]))
    let calls = totals[0].directCalls
    out.print(
      out.label(
        "Ölçülen: draw(_:) doğrudan \(calls) kez çağrıldı, bağlam yoktu, hiçbir şey çizilmedi "
          + "ve ekran \(shown[0]) gösterdi; setNeedsDisplay() ile sonraki turda "
          + "\(totals[1].passes) geçiş \(shown[1]) değerini çizdi.",
        "Measured: draw(_:) was called directly \(calls) times, there was no context, nothing "
          + "was drawn and the screen showed \(shown[0]); with setNeedsDisplay() "
          + "\(totals[1].passes) pass in the next turn drew \(shown[1])."))
  }

  /// The mistaken (`true`) and the fixed (`false`) variant of one view, each measured in a
  /// window of its own: `make` builds the variant's view, `steps` drives it.
  @MainActor fileprivate static func measureBoth<Drawn: UIView>(
    _ out: inout LessonOutput, make: (Bool) -> Drawn, steps: (Drawn, Runtime) -> Void
  ) -> [DrawCostTotals] {
    [true, false].map { mistaken in
      var drawn: Drawn?
      return measure(
        &out,
        build: { window in
          let view = make(mistaken)
          drawn = view
          window.addSubview(view)
        },
        steps: { runtime in if let drawn { steps(drawn, runtime) } })
    }
  }

  /// Heavy work in `draw(_:)`: 200 samples, then three colour changes, one per frame.
  @MainActor fileprivate static func drawHeavy(_ out: inout LessonOutput) {
    let totals = measureBoth(
      &out,
      make: {
        CostChartView(
          frame: CGRect(x: 10, y: 10, width: 300, height: 150), buildsPathInDraw: $0)
      },
      steps: { chart, runtime in
        chart.samples = (0..<200).map { CGFloat((($0 * 37) % 100)) / 100 }
        runtime.advance(frames: 1)
        for color in [UIColor.systemRed, .systemGreen, .systemOrange] {
          chart.lineColor = color
          runtime.advance(frames: 1)
        }
      })
    printCosts(&out, mistake: totals[0], fixed: totals[1])
    let (heavy, fixed) = (totals[0], totals[1])
    out.print(
      out.label(
        "Ölçülen: yol draw(_:) içinde kurulunca \(heavy.passes) geçişte "
          + "\(heavy.profile.pathsCreated) yol ve \(heavy.profile.elementsBuilt) yol öğesi yeniden "
          + "kuruldu; bir kez kurulunca \(fixed.profile.elementsBuilt); boyanan öğe ikisinde de "
          + "\(fixed.profile.pathElements).",
        "Measured: built inside draw(_:), the path was rebuilt in \(heavy.passes) passes "
          + "(\(heavy.profile.pathsCreated) paths, \(heavy.profile.elementsBuilt) elements); built "
          + "once, \(fixed.profile.elementsBuilt); both painted \(fixed.profile.pathElements) "
          + "elements."))
  }

  /// Objects created in `draw(_:)`: a badge whose count changes three times, one per frame.
  @MainActor fileprivate static func drawObjects(_ out: inout LessonOutput) {
    let totals = measureBoth(
      &out,
      make: {
        CostBadgeView(frame: CGRect(x: 20, y: 20, width: 60, height: 24), createsInDraw: $0)
      },
      steps: { badge, runtime in
        for count in 2...4 {
          badge.count = count
          runtime.advance(frames: 1)
        }
      })
    printCosts(&out, mistake: totals[0], fixed: totals[1])
    let (creating, stored) = (totals[0], totals[1])
    out.print(
      out.label(
        "Ölçülen: \(creating.passes) geçişte draw(_:) içinde \(creating.profile.objectsCreated) "
          + "nesne oluşturuldu (renk, yazı tipi, yol, çizici); özelliklere taşınınca "
          + "\(stored.profile.objectsCreated); çizilen aynı kaldı (\(stored.profile.operations) "
          + "işlem).",
        "Measured: in \(creating.passes) passes draw(_:) created "
          + "\(creating.profile.objectsCreated) objects (colours, fonts, paths, renderers); moved "
          + "to properties, \(stored.profile.objectsCreated); the drawing stayed the same "
          + "(\(stored.profile.operations) operations)."))
  }

  /// Ignoring `rect`: one cell of a 10 × 10 grid is marked and redrawn.
  @MainActor fileprivate static func drawRect(_ out: inout LessonOutput) {
    let totals = measureBoth(
      &out,
      make: { CostGridView(frame: CGRect(x: 10, y: 10, width: 300, height: 300), ignoresRect: $0) },
      steps: { grid, runtime in
        grid.mark(row: 4, column: 7)
        runtime.advance(frames: 1)
      })
    out.print(out.label("kirli rect: 210,120 30×30", "dirty rect: 210,120 30×30"))
    printCosts(&out, mistake: totals[0], fixed: totals[1])
    let (ignoring, limited) = (totals[0].profile, totals[1].profile)
    out.print(
      out.label(
        "Ölçülen: rect'i yok sayan çizim \(ignoring.operations) işlem yaptı ve "
          + "\(number(ignoring.areaOutside)) nokta² rect dışına düştü (atıldı); rect ile kesişeni "
          + "çizen \(limited.operations) işlem, dışarıda \(number(limited.areaOutside)).",
        "Measured: ignoring the rect, the draw issued \(ignoring.operations) operations and "
          + "\(number(ignoring.areaOutside)) points² fell outside the rect (discarded); drawing "
          + "what meets the rect, \(limited.operations), \(number(limited.areaOutside)) outside."))
  }

  /// Leaving out `super.draw(rect)`: a label subclass and a plain view, each drawn once more.
  @MainActor fileprivate static func drawSuper(_ out: inout LessonOutput) {
    var labelTotals: [DrawCostTotals] = []
    var shown: [String] = []
    for callsSuper in [false, true] {
      var label: CostUnderlinedLabel?
      labelTotals.append(
        measure(
          &out,
          build: { window in
            let view = CostUnderlinedLabel(
              frame: CGRect(x: 20, y: 20, width: 200, height: 30), callsSuper: callsSuper)
            view.text = "Kaydet"
            window.addSubview(view)
            label = view
          },
          steps: { runtime in
            label?.text = "Kaydedildi"
            runtime.advance(frames: 1)
            let lines = label?.drawnLines.map { "\"\($0.text)\"" } ?? []
            shown.append(lines.isEmpty ? "-" : lines.joined(separator: " / "))
          }))
    }
    out.print("UILabel: " + out.label("alt sinif", "subclass"))
    printCosts(&out, mistake: labelTotals[0], fixed: labelTotals[1], screen: (shown[0], shown[1]))
    var squareTotals: [DrawCostTotals] = []
    for callsSuper in [false, true] {
      var square: CostSquareView?
      squareTotals.append(
        measure(
          &out,
          build: { window in
            let view = CostSquareView(
              frame: CGRect(x: 20, y: 80, width: 100, height: 100), callsSuper: callsSuper)
            window.addSubview(view)
            square = view
          },
          steps: { runtime in
            square?.setNeedsDisplay()
            runtime.advance(frames: 1)
          }))
    }
    out.print("UIView: " + out.label("alt sinif", "subclass"))
    printCosts(&out, mistake: squareTotals[0], fixed: squareTotals[1])
    let (texts, textsFixed) = (labelTotals[0].profile.texts, labelTotals[1].profile.texts)
    let (ops, opsFixed) = (squareTotals[0].profile.operations, squareTotals[1].profile.operations)
    out.print(
      out.label(
        "Ölçülen: super.draw(rect) olmadan UILabel alt sınıfı metni çizmedi (\(texts) metin, "
          + "çağrıyla \(textsFixed)); doğrudan UIView alt sınıfında işlemler \(ops) ve "
          + "\(opsFixed), yalnız super.draw sayısı değişti (UIView'in draw(_:)'ı boş).",
        "Measured: without super.draw(rect) the UILabel subclass drew no text (\(texts) texts, "
          + "\(textsFixed) with the call); in a direct UIView subclass the operations were \(ops) "
          + "and \(opsFixed), only the super.draw count changed (UIView's draw(_:) is empty)."))
  }
}
