import Foundation
import Measure
import Runtime
import ScreenLabSeeds
import Testing

@testable import HeadlessQuartzCore
@testable import HeadlessSwiftUI
@testable import HeadlessUIKit
@testable import ScreenLabCourse

/// The two walks of Docs/Architecture.md, driven from their entry points: each test feeds the
/// walk's datum in and checks, in the documented order, the representation the datum has after
/// each stage, then that the end of the walk is the line the lesson prints.
@MainActor
@Suite struct ArchitectureWalkTests {
  /// Walk (a)'s start, shared with `ArchitectureCallPathTests`: lesson 004's board hosted on
  /// `runtime` (120 Hz), a drag script played on the card, its first sample (the finger down)
  /// delivered; the move is the next turn's. Returns the host and where the finger went down.
  static func boardWithFingerDown(
    _ runtime: Runtime
  ) throws -> (host: ViewHost<BoardScreen>, start: CGPoint) {
    let host = ViewHost(rootView: BoardScreen(), runtime: runtime)
    let start = try #require(host.location(of: "DragCard"))
    // Down at 0, one move at 1/120 s by (15, 5), the lift at 2/120 s (never delivered here).
    let script = try TouchScript.drag(
      from: start, to: CGPoint(x: start.x + 30, y: start.y + 10), duration: 2.0 / 120)
    runtime.play(script, to: host)
    runtime.runTurn()
    return (host, start)
  }

  /// The drag recognizer of the recognition the finger's touch-down started, below its
  /// `onEnded` and `updating` callback nodes. The router keeps its recognitions private (a
  /// target asked of the host again is made anew), so they are read through a mirror.
  static func liveDragNode(_ host: ViewHost<BoardScreen>) -> DragNode? {
    guard var node = liveRoot(host) else { return nil }
    while let callback = node as? CallbackNode<DragGesture.Value> { node = callback.child }
    return node as? DragNode
  }

  /// The root recognizer of the recognition the finger's touch-down started.
  static func liveRoot(_ host: ViewHost<BoardScreen>) -> AnyGestureNode? {
    guard let router = host.router,
      let storage = Mirror(reflecting: router).descendant("storage"),
      let live = Mirror(reflecting: storage).descendant("recognitions"),
      let recognition = (live as? [GestureRouter.Recognition])?.first
    else { return nil }
    return recognition.root
  }

  /// Walk (b)'s start, shared with `ArchitectureCallPathTests`: lesson 000's ring, faded out
  /// (`alpha` 0), in a key window on `runtime`, committed. Returns the ring and its window.
  static func ringInWindow(_ runtime: Runtime) -> (ring: UIView, window: UIWindow) {
    let ring = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
    ring.alpha = 0
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.makeKeyAndVisible()
    window.addSubview(ring)
    runtime.runTurn()
    return (ring, window)
  }

  /// Walk (b)'s end, shared with `ArchitectureCallPathTests`: the lesson's check of the
  /// screen against the model (`LessonOutput.check`), in Turkish, with its printed lines.
  static func checkRing(_ screen: Screen) -> (verdicts: [Verdict], lines: [String]) {
    var output = LessonOutput(language: .tr)
    let verdicts = output.check(
      "model-katmani-yazildi", model: ["ringOpacity": "1"], screen: screen,
      keys: ["ringOpacity"])
    return (verdicts, output.lines)
  }

  /// Walk (a): one finger-move sample on lesson 004's card to its printed Invalidation line.
  @Test func aMoveSampleReachesTheInvalidationLineThroughTheDocumentedStages() throws {
    try Runtime.withNew(frameRate: .hz120) { runtime in
      let (host, start) = try Self.boardWithFingerDown(runtime)
      let routed = host.touchStatistics.routed
      // Observers added now run after the touch queue's in the input phase (after hop 18) and
      // after the update phase (after hop 23) of the turn that delivers the move.
      let target = try #require(host.gestureTarget(at: start))
      let drag = try #require(Self.liveDragNode(host))
      var afterInput:
        (routed: Int, tracked: TouchSample?, queued: [String], value: CGSize?, records: Int)?
      var keys: [String?] = []
      var reRuns: [BodyEvaluation] = []
      var handedOn: [KeyCause]? = nil
      let evaluationStart = host.evaluations.count
      runtime.addObserver(.input) { _ in
        guard afterInput == nil, host.touchStatistics.routed > routed else { return }
        let boxes = host.graph.pendingSources.compactMap { $0 as? StateBox<CGSize> }
        afterInput = (
          host.touchStatistics.routed, drag.track.samples.last, boxes.map(\.name),
          boxes.first?.value, host.graph.changedKeys.count
        )
      }
      runtime.addObserver(.layout) { _ in
        guard reRuns.isEmpty else { return }
        keys = host.graph.changedKeys
        reRuns = host.evaluations[evaluationStart...].filter { $0.cause != nil }
        handedOn = host.graph.rerunKeys
      }
      let reports = host.measureKeys { runtime.advance(frames: 1) }
      // Hops 1-8: the script played (`boardWithFingerDown`) to the host's gesture router, the
      // queue delivered the move to it, re-timed, fed to the card's recognition, whose root is the
      // card's own recognizer (a lone one is not wrapped): the `onEnded` node, which evaluates
      // the card's callback chain (the `updating` node below it) around the drag recognizer in
      // one loop.
      let input = try #require(afterInput)
      #expect(host.touchInputTarget === host.router)
      #expect(input.routed == routed + 1)
      #expect(target.parts.count == 1)
      #expect(target.root === target.parts.first?.recognizer)
      let live = try #require(Self.liveRoot(host) as? CallbackNode<DragGesture.Value>)
      #expect(live.below.count == 1)
      #expect(live.source === drag)
      // Hops 9-10: the drag recognizer takes the move sample and keeps it (its phase and
      // location as delivered), not a point taken out of it; the drag's value, made there,
      // keeps its translation as a field (`KeptFieldTests`).
      let tracked = try #require(input.tracked)
      #expect(tracked.phase == .moved)
      #expect(tracked.location == CGPoint(x: start.x + 15, y: start.y + 5))
      // Hops 11-18: the drag's value became the gesture state's new value (compared with the
      // old one as bytes), its box queued for the update; nothing recorded yet.
      #expect(input.queued == ["dragOffset"])
      #expect(input.value == CGSize(width: 15, height: 5))
      #expect(input.records == 0)
      // Hops 19-23: the turn's update phase noted the key and re-ran the card: its evaluation
      // record keeps the key with its cause for the card, the list its dirty entry carried,
      // handed to the evaluation by the dirty pass; the keys the re-run handed its children
      // (the graph's, not the update context's) are taken back after it.
      #expect(keys == ["dragOffset"])
      #expect(reRuns.map(\.view) == ["DragCard"])
      #expect(reRuns.first?.keyCauses == [KeyCause(key: "dragOffset", cause: .local)])
      #expect(handedOn == [])
      // Hops 24-28: the record's key and cause as the card's recompute, in tree order, then
      // the line the lesson prints;
      // Hops 29-30: the CLI writes that line (the lesson's run below).
      let report = try #require(reports.first { $0.key == "dragOffset" })
      #expect(report.recomputes == [Recompute(view: "DragCard", cause: .local)])
      // The lesson prints the report under its own label, without a relabeled copy: the same
      // line as the relabeled report's.
      let line = report.line(label: "surukleme-suruyor")
      #expect(line == report.labeled("surukleme-suruyor").line())
      #expect(line.hasPrefix("surukleme-suruyor: dragOffset degisti | yeniden DragCard yerel"))
      let lesson = runCLI(["lesson", "hareketler/drag", "--live"]).output
      #expect(lesson.split(separator: "\n").contains { $0 == line })
    }
  }

  /// Walk (b): lesson 000's `fadeInAndCommit` (`layer.add`) to its `model-katmani-yazildi`
  /// verdict, which reads the screen after the fade ended and was removed.
  @Test func layerAddReachesTheSyncVerdictThroughTheDocumentedStages() throws {
    try Runtime.withNew { runtime in
      let (ring, window) = Self.ringInWindow(runtime)
      let layer = ring.layer
      let ref = try #require(KeyPathRef("opacity"))

      let added = runtime.now
      fadeInAndCommit(ring)
      // Hops 1-20: the model written, then the animation, its key path parsed as it was
      // written, copied whole with that parse in one step; the copy, made the record of its
      // attachment (its timing checked in its storage, no box of rare values; its base key
      // read in place from the parse), at the end of the layer's list, the layer pending its
      // commit.
      let record = try #require(layer.storage.attached.first)
      #expect(layer.storage.attached.count == 1)
      #expect(record.attachment.base == ref.base)
      #expect(record.attachment.key == "fade")
      let copy = try #require(record as? CAPropertyAnimation)
      #expect(copy.keyPath == "opacity")
      #expect(copy.keyPathRef == ref)
      #expect(copy.duration == 0.4)
      #expect(record.storage.rare == nil)
      #expect(record.storage.duration == 0.4)
      #expect(!record.attachment.isCommitted)
      #expect(layer.engine.storage.pending.count == 1)
      #expect(layer.engine.storage.pending.first === layer)
      // Hops 21-22: the turn's commit makes the model (opacity 1) the committed state, commits
      // the record; its animate phase starts it, derives its end and schedules it, in media
      // time as it is (the ring and the window keep their time), as the next event.
      runtime.advance(frames: 1)
      #expect(layer.engine.storage.pending.isEmpty)
      #expect(record.attachment.isCommitted)
      #expect(record.attachment.didStart)
      let end = record.attachment.beginTime + 0.4
      #expect(record.attachedTiming.endTime == end)
      #expect(layer.storage.nextAnimationEvent == end)
      let animated = try #require(layer.engine.storage.animated.firstIndex { $0 === layer })
      #expect(layer.engine.storage.eventTimes[animated] == end)
      #expect(layer.storage.committedIsModel)
      guard case .number(let committed)? = layer.committed?.baseValue(for: ref.base)
      else {
        Issue.record("no committed opacity")
        return
      }
      #expect(committed == 1)
      // Hop 23: a frame after the 0.4 s fade ended, the engine removed the record.
      runtime.advance(to: added + 0.5)
      #expect(layer.storage.attached.isEmpty)
      // Hops 24-28: with no animation attached, the read takes the committed model (the layer
      // itself) as its presentation, the whole key of `CALayer`'s own, and writes its value as
      // text straight from the storage (no typed value in between) into the screen's fields:
      // what the evaluated presentation gives.
      #expect(ref.component == nil)
      #expect(layer.baseValue(of: ref.base, as: ScreenValue.self) == "1")
      #expect(ScreenValue.number(Double(layer.storage._opacity)) == "1")
      let screen = Screen("RingLayer")
      screen.set("ringOpacity", presentationOf: layer, keyPath: "opacity")
      #expect(screen.shown["ringOpacity"] == "1")
      #expect(layer.updatePresentationValues())
      #expect(layer.presentedValue(ref) == .number(1))
      // Hops 29-31: the lesson's check, the verdict and the lesson's line written from its
      // parts; Hops 32-33: the CLI writes that line (the lesson's run below).
      let (verdicts, lines) = Self.checkRing(screen)
      #expect(verdicts == [.matches])
      let line = try #require(lines.first)
      #expect(lines.count == 1)
      #expect(line.hasSuffix(" -> uyumlu"))
      let lesson = runCLI(["lesson", "cizim-ve-katman-animasyonu/model-layer", "--live"]).output
      #expect(lesson.split(separator: "\n").contains { Substring(line) == $0 })
      withExtendedLifetime(window) {}
    }
  }
}
