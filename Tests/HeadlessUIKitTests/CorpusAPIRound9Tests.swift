import Foundation
import Testing

@testable import HeadlessUIKit

/// A cell written as UIKit's documentation writes one: `override init(style:reuseIdentifier:)`,
/// not `required`.
private final class BadgeCell: UITableViewCell {
  let badge = UILabel()
  var madeBy = ""

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    madeBy = "init(style:reuseIdentifier:)"
    contentView.addSubview(badge)
  }

  required init?(coder: NSCoder) { nil }
}

/// A data source of `count` badge rows.
private final class BadgeRows: UITableViewDataSource {
  let count: Int
  init(_ count: Int) { self.count = count }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "badge", for: indexPath)
  }
}

@MainActor @Suite struct CorpusAPIRound9Tests {
  @Test func aRegisteredCellThatOverridesTheNonRequiredInitializerIsMadeThroughIt() throws {
    try Runtime.withNew { runtime in
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), style: .plain)
      table.register(BadgeCell.self, forCellReuseIdentifier: "badge")
      let rows = BadgeRows(3)
      table.dataSource = rows
      _ = showInWindow(table, runtime)
      let cells = table.visibleCells
      #expect(cells.count == 3)
      let first = try #require(cells.first as? BadgeCell)
      #expect(first.madeBy == "init(style:reuseIdentifier:)")
      #expect(first.reuseIdentifier == "badge" && first.style == .default)
      #expect(first.badge.superview === first.contentView)
    }
  }

  @Test func anInterpolatingEffectMapsTheTiltOntoItsRangeAndAGroupMergesItsEffects() {
    Runtime.withNew { _ in
      let x = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
      #expect(x.keyPathsAndRelativeValues(forViewerOffset: .zero) == nil)
      x.minimumRelativeValue = -100
      x.maximumRelativeValue = 100
      let y = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
      y.minimumRelativeValue = 10.0
      y.maximumRelativeValue = 30.0
      let tilt = UIOffset(horizontal: 0.5, vertical: -2)
      #expect(x.keyPathsAndRelativeValues(forViewerOffset: tilt)?["center.x"] as? CGFloat == 50)
      #expect(y.keyPathsAndRelativeValues(forViewerOffset: tilt)?["center.y"] as? CGFloat == 10)
      let group = UIMotionEffectGroup()
      group.motionEffects = [x, y]
      let both = group.keyPathsAndRelativeValues(forViewerOffset: .zero)
      #expect(both?["center.x"] as? CGFloat == 0 && both?["center.y"] as? CGFloat == 20)
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
      view.addMotionEffect(group)
      view.addMotionEffect(group)
      #expect(view.motionEffects.count == 1)
      #expect(view.center == CGPoint(x: 20, y: 20))
      view.removeMotionEffect(group)
      #expect(view.motionEffects.isEmpty)
    }
  }

  @Test func aMutableParagraphStyleKeepsItsValuesAndCopiesThem() {
    let style = NSMutableParagraphStyle()
    #expect(style.headIndent == 0 && style.alignment == .natural)
    #expect(style.lineBreakMode == .byWordWrapping)
    style.headIndent = 10
    style.firstLineHeadIndent = 12
    style.alignment = .center
    let copy = style.copy() as? NSParagraphStyle
    style.headIndent = 0
    #expect(copy?.headIndent == 10 && copy?.firstLineHeadIndent == 12)
    #expect(copy?.alignment == .center && !(copy is NSMutableParagraphStyle))
    let text = NSMutableAttributedString()
    #expect(text.length == 0)
    text.append(NSAttributedString(string: "ab"))
    text.addAttribute(.paragraphStyle, value: style, range: NSRange(location: 0, length: 1))
    let stored = text.attribute(.paragraphStyle, at: 0, effectiveRange: nil)
    #expect((stored as? NSParagraphStyle) === style)
  }

  @Test func aCGFloatBridgesToNSNumberAndBack() {
    let dash: CGFloat = 4.5
    let gap: CGFloat = 2
    let pattern = [dash, gap] as [NSNumber]
    #expect(pattern.map(\.doubleValue) == [4.5, 2])
    let layer = CAShapeLayer()
    layer.lineDashPattern = [dash, gap] as [NSNumber]
    #expect(layer.lineDashPattern?.count == 2)
    let any: Any = NSNumber(value: 3.25)
    #expect(any as? CGFloat == 3.25)
  }

  @Test func anImageWithASizeHasABitmapAndAnEmptyImageHasNone() throws {
    #expect(UIImage().size == .zero)
    #expect(UIImage().cgImage == nil)
    let image = UIImage(size: CGSize(width: 30, height: 20.5))
    let bitmap = image.cgImage
    #expect(bitmap?.width == 30 && bitmap?.height == 21)
    #expect(bitmap?.bytesPerRow == 120)
    let part = bitmap?.cropping(to: CGRect(x: 20, y: 10, width: 50, height: 50))
    #expect(part?.width == 10 && part?.height == 11)
    #expect(bitmap?.cropping(to: CGRect(x: 40, y: 0, width: 5, height: 5)) == nil)
    #expect(UIImage(cgImage: try #require(bitmap)).size == CGSize(width: 30, height: 21))
  }

  @Test func theDatePickersCalendarIsTheCurrentOneUntilSet() {
    Runtime.withNew { _ in
      let picker = UIDatePicker(frame: .zero)
      #expect(picker.calendar == Calendar.current)
      picker.calendar = Calendar(identifier: .japanese)
      #expect(picker.calendar.identifier == .japanese)
      picker.calendar = nil
      #expect(picker.calendar == Calendar.current)
    }
  }
}

/// Rows whose cells come from an identifier nobody registered (a storyboard's prototype).
private final class PrototypeRows: UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = "row \(indexPath.row)"
    return cell
  }
}

@MainActor @Suite struct StoryboardPrototypeTests {
  @Test func aStoryboardPrototypeStandInIsADefaultCellAndIsSaid() throws {
    try Runtime.withNew { runtime in
      DisplayCycle.of(runtime).standsInForStoryboardPrototypes = true
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
      let rows = PrototypeRows()
      table.dataSource = rows
      _ = showInWindow(table, runtime)
      #expect(table.visibleCells.count == 2)
      let cell = try #require(table.visibleCells.first)
      #expect(type(of: cell) == UITableViewCell.self && cell.reuseIdentifier == "Cell")
      #expect(cell.textLabel?.text == "row 0")
      let said = runtime.trace.events(.diagnostic).map(\.message)
      #expect(said.filter { $0.contains("identifier 'Cell'") }.count == 1)
    }
  }
}

/// An observer whose method the selector table reaches, as `screenlab run` registers it.
private final class NoteObserver {
  var names: [String] = []
  func noted(_ note: Notification) { names.append(note.name.rawValue) }

  static func register() {
    SelectorTable.register("noted:", on: NoteObserver.self) { target, arguments in
      guard let target = target as? NoteObserver,
        let note = SelectorTable.argument(arguments, 0, as: Notification.self)
      else { return false }
      target.noted(note)
      return true
    }
  }
}

@MainActor @Suite struct SelectorObserverTests {
  @Test func aSelectorObserverGetsThePostsUntilItIsReleased() {
    Runtime.withNew { runtime in
      NoteObserver.register()
      let center = NotificationCenter()
      let sender = NSObject()
      var observer: NoteObserver? = NoteObserver()
      weak let watched = observer
      center.addObserver(
        observer!, selector: Selector("noted:"), name: Notification.Name("done"),
        object: sender)
      center.addObserver(observer!, selector: Selector("missing:"), name: nil, object: nil)
      center.post(name: Notification.Name("done"), object: sender)
      center.post(name: Notification.Name("done"), object: NSObject())
      #expect(watched?.names == ["done"])
      func unrecognized() -> Int {
        runtime.trace.events(.diagnostic).map(\.message).filter {
          $0.contains("unrecognized selector 'missing:'")
        }.count
      }
      #expect(unrecognized() == 2)
      // The center does not keep the observer: released, it gets nothing more.
      observer = nil
      #expect(watched == nil)
      center.post(name: Notification.Name("done"), object: sender)
      #expect(unrecognized() == 2)
    }
  }
}

@MainActor @Suite struct AssetStandInTests {
  @Test func aNamedImageIsNilUnlessTheStandInsAreOn() {
    Runtime.withNew { runtime in
      #expect(UIImage(named: "logo") == nil)
      AssetStandIns.of(runtime).isOn = true
      let logo = UIImage(named: "logo")
      #expect(logo?.name == "logo" && logo?.size == CGSize(width: 20, height: 20))
      _ = UIImage(named: "logo", in: nil, compatibleWith: nil)
      _ = UIImage(named: "badge")
      #expect(AssetStandIns.of(runtime).names == ["logo", "badge"])
      let said = runtime.trace.events(.diagnostic).map(\.message)
      #expect(said.filter { $0.hasPrefix("UIImage(named: \"logo\")") }.count == 1)
    }
    Runtime.withNew { _ in #expect(UIImage(named: "logo") == nil) }
  }
}

@MainActor @Suite struct BarAndEffectViewTests {
  @Test func theProgressClampsAndTheStepperStepsWithinItsLimits() throws {
    try Runtime.withNew { runtime in
      let bar = UIProgressView(progressViewStyle: .bar)
      bar.setProgress(1.5, animated: true)
      #expect(bar.progress == 1 && bar.progressViewStyle == .bar)
      bar.progress = -2
      #expect(bar.progress == 0)
      #expect(bar.intrinsicContentSize.height == 4)
      let stepper = UIStepper(frame: CGRect(x: 0, y: 0, width: 94, height: 32))
      stepper.maximumValue = 2
      var changes: [Double] = []
      stepper.addAction(UIAction { _ in changes.append(stepper.value) }, for: .valueChanged)
      let window = showInWindow(stepper, runtime)
      for _ in 0..<3 { runtime.perform(try .tap(at: CGPoint(x: 80, y: 16)), on: window) }
      runtime.perform(try .tap(at: CGPoint(x: 10, y: 16)), on: window)
      // +1, +1, then at the maximum nothing changes and nothing is sent; then −1.
      #expect(changes == [1, 2, 1])
      stepper.wraps = true
      stepper.value = 2
      runtime.perform(try .tap(at: CGPoint(x: 80, y: 16)), on: window)
      #expect(stepper.value == 0 && changes.last == 0)
    }
  }

  @Test func anEffectViewHoldsItsContentAndTheToolbarItsItems() {
    Runtime.withNew { runtime in
      let blur = UIBlurEffect(style: .systemMaterial)
      let effectView = UIVisualEffectView(effect: blur)
      effectView.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
      let label = UILabel()
      effectView.contentView.addSubview(label)
      _ = showInWindow(effectView, runtime)
      #expect(effectView.contentView.frame == effectView.bounds)
      #expect((effectView.effect as? UIBlurEffect)?.style == .systemMaterial)
      #expect(UIVibrancyEffect(blurEffect: blur).blurEffect === blur)
      let toolbar = UIToolbar()
      toolbar.setItems(
        [UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)], animated: true)
      #expect(toolbar.items?.first?.title == "Done")
      let field = UITextField()
      #expect(field.textContentType == nil)
      field.textContentType = .oneTimeCode
      #expect(field.textContentType == .oneTimeCode)
    }
  }
}

@MainActor @Suite struct AppearanceProxyTests {
  @Test func aClassHasOneProxyPerRuntimeThatKeepsWhatIsSetOnIt() {
    Runtime.withNew { _ in
      let proxy = UILabel.appearance()
      proxy.textColor = .red
      #expect(UILabel.appearance() === proxy && UILabel.appearance().textColor == .red)
      #expect(UIView.appearance() !== proxy && UIView.appearance().superview == nil)
      #expect(
        UIButton.appearance(whenContainedInInstancesOf: [UIView.self]) === UIButton.appearance())
      // Not applied to the class's views (§61).
      #expect(UILabel().textColor != .red)
      UIView.appearance().semanticContentAttribute = .forceRightToLeft
      let attribute = UIView.appearance().semanticContentAttribute
      #expect(UIView.userInterfaceLayoutDirection(for: attribute) == .rightToLeft)
      #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
    }
    Runtime.withNew { _ in #expect(UILabel.appearance().textColor != .red) }
  }
}
