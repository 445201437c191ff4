import Foundation

// Spinning wheels of rows (UIKit's `UIPickerView`) and the date picker (UIKit's
// `UIDatePicker`), headless: nothing spins; a test plays the user's spin or choice
// (Docs/Semantics/UIKit.md §54).

/// The counts of a picker's wheels (UIKit's `UIPickerViewDataSource`).
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
  /// The number of wheels.
  func numberOfComponents(in pickerView: UIPickerView) -> Int
  /// The number of rows of wheel `component`.
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// The titles and sizes of a picker's rows, and what the user chose (UIKit's
/// `UIPickerViewDelegate`); every method is optional.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
  /// The title of `row` of wheel `component` (nil by default).
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  /// The user spun wheel `component` to `row`.
  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
  public func pickerView(
    _ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int
  ) -> String? { nil }
  public func pickerView(
    _ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int
  ) {}
}

/// Wheels of rows, one selected per wheel (UIKit's `UIPickerView`). The counts come from the
/// data source; a wheel with rows selects row 0 until told otherwise (-1 with no rows).
/// ``selectRow(_:inComponent:animated:)`` tells the delegate nothing; the user's spin,
/// ``headlessSpin(toRow:inComponent:)`` (ScreenLab's), selects and tells it (§54). The wheels
/// are not drawn.
open class UIPickerView: UIView {
  /// Gives the counts; not retained.
  // The app assigns it, as with UIKit's picker; the framework never does.
  // screenlab:ignore SL301
  open weak var dataSource: (any UIPickerViewDataSource)?
  /// Gives the titles and hears the user's choice; not retained.
  open weak var delegate: (any UIPickerViewDelegate)?
  private var selected: [Int: Int] = [:]

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The number of wheels, from the data source (0 without one).
  open var numberOfComponents: Int { max(0, dataSource?.numberOfComponents(in: self) ?? 0) }

  /// The number of rows of wheel `component`, from the data source.
  open func numberOfRows(inComponent component: Int) -> Int {
    guard component >= 0, component < numberOfComponents else { return 0 }
    return max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
  }

  /// The selected row of wheel `component`: -1 when it has no rows.
  open func selectedRow(inComponent component: Int) -> Int {
    let rows = numberOfRows(inComponent: component)
    guard rows > 0 else { return -1 }
    return min(selected[component] ?? 0, rows - 1)
  }

  /// Selects `row` of wheel `component` (clamped to its rows); the delegate is not told.
  open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
    let rows = numberOfRows(inComponent: component)
    guard rows > 0 else { return }
    selected[component] = min(max(row, 0), rows - 1)
  }

  /// Asks the data source and delegate again (the selections are kept, clamped).
  open func reloadAllComponents() { setNeedsLayout() }

  /// Asks again for wheel `component`.
  open func reloadComponent(_ component: Int) { setNeedsLayout() }

  /// The title the delegate gives `row` of wheel `component`.
  public func headlessTitle(forRow row: Int, inComponent component: Int) -> String? {
    delegate?.pickerView(self, titleForRow: row, forComponent: component)
  }

  /// Plays the user's spin of wheel `component` to `row`: selects it (clamped) and tells the
  /// delegate. Returns false for a wheel without rows. Not UIKit API.
  @discardableResult
  public func headlessSpin(toRow row: Int, inComponent component: Int) -> Bool {
    guard numberOfRows(inComponent: component) > 0 else { return false }
    selectRow(row, inComponent: component, animated: true)
    delegate?.pickerView(
      self, didSelectRow: selectedRow(inComponent: component), inComponent: component)
    return true
  }

  /// 216 points high (UIKit's picker height), no intrinsic width.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 216)
  }
}

/// The date picker's styles (UIKit's `UIDatePickerStyle`).
@available(iOS 13.4, *)
public enum UIDatePickerStyle: Int, Sendable {
  case automatic = 0
  case wheels = 1
  case compact = 2
  @available(iOS 14.0, *)
  case inline = 3
}

/// A picker of dates and times (UIKit's `UIDatePicker`). ScreenLab has no real clock: the
/// default ``date`` is the reference date (2001-01-01 00:00:00 UTC). The date is clamped to
/// ``minimumDate``...``maximumDate``; setting it in code sends nothing; the user's choice,
/// ``headlessChoose(_:)`` (ScreenLab's), sets it and sends `.valueChanged` (§54).
open class UIDatePicker: UIControl {
  /// What the picker picks (UIKit's `UIDatePicker.Mode`).
  public enum Mode: Int, Sendable {
    case time = 0
    case date = 1
    case dateAndTime = 2
    case countDownTimer = 3
  }

  private var _date = Date(timeIntervalSinceReferenceDate: 0)
  /// What the picker picks (`.dateAndTime` by default).
  open var datePickerMode: Mode = .dateAndTime
  /// The style asked for (kept).
  @available(iOS 13.4, *)
  open var preferredDatePickerStyle: UIDatePickerStyle {
    get { UIDatePickerStyle(rawValue: preferredStyleValue) ?? .automatic }
    set { preferredStyleValue = newValue.rawValue }
  }
  private var preferredStyleValue = 0
  /// The earliest date (none by default).
  open var minimumDate: Date? {
    didSet { _date = clamped(_date) }
  }
  /// The latest date (none by default).
  open var maximumDate: Date? {
    didSet { _date = clamped(_date) }
  }
  /// The minutes between choices (kept).
  open var minuteInterval = 1
  /// The locale (kept).
  open var locale: Locale?
  /// The time zone (kept).
  open var timeZone: TimeZone?
  /// The calendar (kept; Apple's default, the current calendar, and back to it when set to
  /// nil, as Apple's `null_resettable` property).
  // Apple's declared type (`var calendar: Calendar!`).
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var calendar: Calendar! {
    get { _calendar ?? Calendar.current }
    set { _calendar = newValue }
  }
  private var _calendar: Calendar?
  /// The count-down duration in seconds (kept).
  open var countDownDuration: TimeInterval = 0

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The date shown, clamped to the limits when set.
  open var date: Date {
    get { _date }
    set { _date = clamped(newValue) }
  }

  /// Sets ``date`` (the change is immediate; nothing is sent).
  open func setDate(_ date: Date, animated: Bool) { self.date = date }

  private func clamped(_ date: Date) -> Date {
    var result = date
    if let minimumDate, result < minimumDate { result = minimumDate }
    if let maximumDate, result > maximumDate { result = maximumDate }
    return result
  }

  /// Plays the user's choice of `date`: sets it (clamped) and sends `.valueChanged` when it
  /// changed. Not UIKit API.
  public func headlessChoose(_ date: Date) {
    let old = _date
    self.date = date
    if _date != old { sendActions(for: .valueChanged, event: nil) }
  }
}
