// The Sync kernel as assertions: does the screen show what the model says? (Docs/Testing.md §5)
import HeadlessQuartzCore
import HeadlessSwiftUI
import HeadlessUIKit
import Measure

/// What a screen shows, field by field, read from what was actually drawn or presented
/// (Docs/Testing.md §5): the screen side of ``expectSync(model:screen:label:fileID:filePath:line:column:)``.
///
/// Each reading has a name (printed before each key, as the Sync kernel prints it) and says
/// where its values came from, so a failure names the draw or the time it looked at.
public struct ShownScreen {
  /// The screen's name (`RingView`).
  public let name: String
  /// The fields in order, each with the value shown (nil: nothing shown).
  public let fields: [(key: String, shown: String?)]
  /// Where the values were read (`the last draw(_:) of RingView (draw 2, turn 3)`).
  public let source: String

  /// A reading of `fields` under `name`, from `source`.
  public init(name: String, fields: [(key: String, shown: String?)], source: String) {
    self.name = name
    self.fields = fields
    self.source = source
  }

  /// What `view`'s last `draw(_:)` read for each of `keys` (its stored properties when the draw
  /// started, `DrawRecord.values`): a view that changed a property without
  /// `setNeedsDisplay()` still shows the old value (Docs/Semantics/UIKit.md).
  @MainActor
  public static func drawn(by view: UIView, keys: [String]) -> ShownScreen {
    let name = typeName(view)
    let record = view.headless.lastDraw
    let source =
      record.map { "the last draw(_:) of \(name) (draw \($0.index), turn \($0.turn))" }
      ?? "\(name), which never drew"
    return ShownScreen(
      name: name, fields: keys.map { ($0, record?.values[$0]) }, source: source)
  }

  /// What each label shows: the lines its last `draw(_:)` laid out, joined by spaces (nil
  /// before its first draw or when it drew no text). Setting `text` shows nothing until the
  /// display pass of the turn.
  @MainActor
  public static func labels(_ labels: [String: UILabel], name: String = "Labels") -> ShownScreen {
    let fields = labels.keys.sorted().map { key -> (key: String, shown: String?) in
      let lines = labels[key].map { $0.drawnLines.map(\.text) } ?? []
      return (key, lines.isEmpty ? nil : lines.joined(separator: " "))
    }
    return ShownScreen(name: name, fields: fields, source: "the labels' last draws")
  }

  /// What `label` shows under the field `field` (see ``labels(_:name:)``).
  @MainActor
  public static func label(_ label: UILabel, as field: String, name: String? = nil)
    -> ShownScreen
  {
    labels([field: label], name: name ?? typeName(label))
  }

  /// The presentation values of `layer`, field → key path (`["progress": "strokeEnd"]`), at
  /// virtual time `time` (the layer's runtime is advanced there first; now when nil), printed
  /// with `ScreenValue.text(_:)` (Docs/Semantics/CoreAnimation.md).
  ///
  /// A time before now cannot be read (the clock never goes back): the fields then show
  /// nothing and the source says why.
  @MainActor
  public static func presentation(
    of layer: CALayer, _ keyPaths: [String: String], at time: Double? = nil,
    name: String? = nil
  ) -> ShownScreen {
    let runtime = layer.runtime
    let screenName = name ?? layer.name ?? typeName(layer)
    if let time, time < runtime.now {
      return ShownScreen(
        name: screenName, fields: keyPaths.keys.sorted().map { ($0, nil) },
        source:
          "nothing: time \(ScreenValue.number(time)) is before now "
          + "(\(ScreenValue.number(runtime.now))); the clock never goes back")
    }
    if let time { runtime.advance(to: time) }
    let fields = keyPaths.keys.sorted().map { key -> (key: String, shown: String?) in
      let value = keyPaths[key].flatMap { layer.presentationValue(forKeyPath: $0) }
      return (key, value.map { ScreenValue.text($0) })
    }
    return ShownScreen(
      name: screenName, fields: fields,
      source: "the presentation of \(screenName) at t=\(ScreenValue.number(runtime.now))")
  }

  /// The text each user view shows, field → user view name (`["count": "CountLabel"]`): what
  /// the layout pass shows of the `Text` views inside it after the host settles (writes not
  /// yet applied are not shown), each cut to its frame with a trailing "…" as the SVG picture
  /// draws it, joined by spaces (Docs/Semantics/SwiftUI.md §3.2). A `Toggle`'s label counts,
  /// as the picture draws it beside the switch. A name reads the first view of that type; a
  /// row is read by its place or its identity: `["wifi": "ItemRow[id: wifi]"]`,
  /// `["third": "ItemRow[2]"]` (Docs/Testing.md §3.1).
  @MainActor
  public static func text<Content: View>(
    of host: ViewHost<Content>, _ views: [String: String], name: String? = nil
  ) -> ShownScreen {
    host.settle()
    let fields = views.keys.sorted().map { key -> (key: String, shown: String?) in
      (key, views[key].flatMap { shownText(in: host, $0) })
    }
    let screenName = name ?? String(describing: Content.self)
    return ShownScreen(
      name: screenName, fields: fields,
      source: "the text of \(screenName) at t=\(ScreenValue.number(host.runtime.now))")
  }
}

/// Checks every field of `screen` (and every key of `model`) with the Sync kernel and fails
/// unless each one is `uyumlu` (Docs/Testing.md §5). The message lists the failing fields in
/// the kernel's own line format:
///
///     expectSync: 1 of 1 fields do not match (the last draw(_:) of RingView (draw 1, turn 1))
///       senkron | RingView.progress: model=0.5 ekran=0.25 -> bayat
///
/// - Returns: one check per field.
@discardableResult
public func expectSync(
  model: [String: String], screen: ShownScreen, label: String? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) -> [FieldCheck] {
  syncCheck(
    "expectSync", model: model, screen: screen, label: label,
    fails: { $0 != .matches },
    site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// The drawn-view form of ``expectSync(model:screen:label:fileID:filePath:line:column:)``: the
/// model is `view`'s stored properties now, the screen what its last `draw(_:)` read, for each
/// of `keys`. A property changed without `setNeedsDisplay()` fails as `bayat`.
@discardableResult
@MainActor
public func expectSync(
  drawnBy view: UIView, keys: [String], label: String? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) -> [FieldCheck] {
  syncCheck(
    "expectSync", model: view.modelValues(keys), screen: .drawn(by: view, keys: keys),
    label: label, fails: { $0 != .matches },
    site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Like ``expectSync(model:screen:label:fileID:filePath:line:column:)`` but fails only on
/// `bayat` fields, where the screen shows a value that is not the model's: a screen that shows
/// a subset of the model (`eksik`) or a field the model dropped (`artik`) passes.
@discardableResult
public func expectNoStaleFields(
  model: [String: String], screen: ShownScreen, label: String? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) -> [FieldCheck] {
  syncCheck(
    "expectNoStaleFields", model: model, screen: screen, label: label,
    fails: { $0 == .stale },
    site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

func syncCheck(
  _ assertion: String, model: [String: String], screen: ShownScreen, label: String?,
  fails: (Verdict) -> Bool, site: CallSite
) -> [FieldCheck] {
  let language = TestingOptions.current.language
  let kernelScreen = Screen(screen.name)
  var keys: [String] = []
  for field in screen.fields where !keys.contains(field.key) {
    keys.append(field.key)
    if let shown = field.shown { kernelScreen.set(field.key, shown) }
  }
  keys += model.keys.filter { !keys.contains($0) }.sorted()
  let step = label ?? (language == .tr ? "senkron" : "sync")
  let checks = checkFields(step, model: model, screen: kernelScreen, keys: keys)
  let failing = checks.filter { fails($0.verdict) }
  if !failing.isEmpty {
    let what = assertion == "expectSync" ? "do not match" : "are stale"
    let lines =
      ["\(assertion): \(failing.count) of \(checks.count) fields \(what) (\(screen.source))"]
      + failing.map { $0.line(language) }
    recordFailure(assertion, lines.joined(separator: "\n  "), at: site)
  }
  return checks
}

/// The text shown in the view `key` names (a type's first view, or one row).
@MainActor
func shownText<Content: View>(in host: ViewHost<Content>, _ key: String) -> String? {
  let selector = ViewSelector(key)
  guard selector.isSpecific else { return host.shownText(in: key) }
  return host.viewInstances().first(where: selector.matches).flatMap { host.shownText(of: $0) }
}

func typeName(_ object: AnyObject) -> String { String(describing: type(of: object)) }
