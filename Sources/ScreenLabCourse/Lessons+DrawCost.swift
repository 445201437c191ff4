import ScreenLab
import ScreenLabReport

// ScreenLab's own scenarios, not course text: the common mistakes the `draw(_:)` reference of
// the course lists (calling draw directly, heavy work in draw, objects created in draw,
// ignoring `rect`, leaving out `super.draw(rect)`), each run on the headless UIKit next to its
// fixed version, with the draw profiles the display pass counted (Docs/Semantics/UIKit.md §35).
// The mistaken versions are deliberate: the analyzer's notes on them (objects allocated in
// draw(_:), values drawn that the scenario sets and then redraws itself) are expected here.
// screenlab:ignore-file SL101 SL104

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
    let totals = measureBoth(
      &out,
      make: {
        CostGaugeView(frame: CGRect(x: 20, y: 20, width: 200, height: 20), callsDrawDirectly: $0)
      },
      steps: { gauge, runtime in
        for value: CGFloat in [55, 70, 85] { gauge.update(to: value) }
        runtime.advance(frames: 1)
        shown.append(gauge.headless.lastDraw?.values["value"] ?? "-")
      })
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
    var shown: [String] = []
    let labelTotals = measureBoth(
      &out,
      make: { (mistaken: Bool) -> CostUnderlinedLabel in
        let view = CostUnderlinedLabel(
          frame: CGRect(x: 20, y: 20, width: 200, height: 30), callsSuper: !mistaken)
        view.text = "Kaydet"
        return view
      },
      steps: { label, runtime in
        label.text = "Kaydedildi"
        runtime.advance(frames: 1)
        let lines = label.drawnLines.map { "\"\($0.text)\"" }
        shown.append(lines.isEmpty ? "-" : lines.joined(separator: " / "))
      })
    out.print("UILabel: " + out.label("alt sinif", "subclass"))
    printCosts(&out, mistake: labelTotals[0], fixed: labelTotals[1], screen: (shown[0], shown[1]))
    let squareTotals = measureBoth(
      &out,
      make: {
        CostSquareView(frame: CGRect(x: 20, y: 80, width: 100, height: 100), callsSuper: !$0)
      },
      steps: { square, runtime in
        square.setNeedsDisplay()
        runtime.advance(frames: 1)
      })
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
