/// A view that turns touches into events and sends them to its actions (UIKit's
/// `UIControl`).
///
/// Actions are ``UIAction`` handlers (``addAction(_:for:)``, UIKit's modern API),
/// target/method-reference pairs (`addTarget(_:action:for:)` with `MyView.tapped`), or
/// target/``Selector`` pairs resolved through the ``SelectorTable`` (Docs/Semantics/UIKit.md
/// §21). ``sendActions(for:)`` runs every action registered for any of the events, in the
/// order they were added.
///
/// Touch tracking follows UIKit's sequence: a touch down on an enabled control highlights it,
/// calls ``beginTracking(_:with:)`` and sends `.touchDown`; moves call
/// ``continueTracking(_:with:)`` and send `.touchDragInside` / `.touchDragOutside` (with
/// `.touchDragEnter` / `.touchDragExit` at the crossing); lifting calls
/// ``endTracking(_:with:)``, unhighlights and sends `.touchUpInside` or `.touchUpOutside`;
/// a cancel sends `.touchCancel`. "Inside" is the bounds grown by 70 points on every side —
/// UIKit's undocumented, widely measured touch-up slop (Docs/RealCode.md, UIKit).
open class UIControl: UIView {
  /// The states a control can be in (UIKit's `UIControl.State`).
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
    public static let focused = State(rawValue: 1 << 3)
    public static let application = State(rawValue: 0x00FF_0000)
    public static let reserved = State(rawValue: 0xFF00_0000)
  }

  /// The events a control sends (UIKit's `UIControl.Event`, UIKit's bit values).
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    public static let touchDragInside = Event(rawValue: 1 << 2)
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    public static let touchDragExit = Event(rawValue: 1 << 5)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    public static let touchCancel = Event(rawValue: 1 << 8)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    public static let applicationReserved = Event(rawValue: 0x0F00_0000)
    public static let systemReserved = Event(rawValue: 0xF000_0000)
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  private struct Registration {
    let events: Event
    let action: UIAction?
    let identity: ObjectIdentifier?
    let run: (UIControl, UIEvent?) -> Void
    /// The selector of a `Selector` target-action (Docs/Semantics/UIKit.md §21).
    var selector: Selector? = nil
  }

  private var registrations: [Registration] = []
  /// Every event mask passed to ``sendActions(for:)``, in order (for tests and traces).
  public private(set) var sentEvents: [Event] = []

  /// Whether the control responds to touches (true by default). Changing it updates
  /// ``state``.
  open var isEnabled = true {
    didSet { if isEnabled != oldValue { stateDidChange() } }
  }
  /// Whether the control is selected (false by default).
  open var isSelected = false {
    didSet { if isSelected != oldValue { stateDidChange() } }
  }
  /// Whether a touch is down inside the control (set by tracking).
  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue { stateDidChange() } }
  }
  /// Whether the control is tracking a touch.
  public private(set) var isTracking = false
  /// Whether the tracked touch is inside the control (see the type's documentation).
  public private(set) var isTouchInside = false

  open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
  open var contentVerticalAlignment: ContentVerticalAlignment = .center
  /// Whether a tap shows the control's menu instead of sending its primary action (false by
  /// default; a button's ``UIButton/menu``, Docs/Semantics/UIKit.md §67).
  open var showsMenuAsPrimaryAction = false
  /// Whether a long press shows the control's context menu (kept).
  open var isContextMenuInteractionEnabled = false

  /// The control's state, from ``isEnabled``, ``isSelected`` and ``isHighlighted``.
  open var state: State {
    var state: State = []
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// A control whose `.primaryActionTriggered` runs `primaryAction` (nil: none).
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  // MARK: Actions

  /// Runs `action`'s handler for `controlEvents`. An action with the same identifier replaces
  /// the earlier one for these events; for other events both stay (Apple: "UIActions are
  /// uniqued based on their identifier ... you may add the same action to multiple
  /// controlEvents").
  open func addAction(_ action: UIAction, for controlEvents: Event) {
    removeAction(identifiedBy: action.identifier, for: controlEvents)
    registrations.append(
      Registration(events: controlEvents, action: action, identity: nil) { control, _ in
        action.sender = control
        action.handler(action)
      })
  }

  /// Stops running `action` for `controlEvents`.
  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    removeAction(identifiedBy: action.identifier, for: controlEvents)
  }

  /// Stops running the action with `identifier` for `controlEvents`.
  open func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
    for index in registrations.indices.reversed() {
      guard registrations[index].action?.identifier == identifier else { continue }
      let remaining = registrations[index].events.subtracting(controlEvents)
      let old = registrations[index]
      if remaining.isEmpty {
        registrations.remove(at: index)
      } else {
        registrations[index] = Registration(
          events: remaining, action: old.action, identity: old.identity, run: old.run)
      }
    }
  }

  /// Calls `action` on `target` (held weakly, as UIKit does not retain targets) for
  /// `controlEvents`; `action` is an unapplied method reference such as `MyView.tapped`,
  /// taking the control (cast to `Sender`; the call is skipped when the control is not one).
  public func addTarget<Target: AnyObject, Sender: UIControl>(
    _ target: Target, action: @escaping (Target) -> (Sender) -> Void, for controlEvents: Event
  ) {
    registrations.append(
      Registration(events: controlEvents, action: nil, identity: ObjectIdentifier(target)) {
        [weak target] control, _ in
        guard let target, let sender = control as? Sender else { return }
        action(target)(sender)
      })
  }

  /// Calls `action` on `target` (held weakly) for `controlEvents`; `action` takes no
  /// argument.
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> () -> Void, for controlEvents: Event
  ) {
    registrations.append(
      Registration(events: controlEvents, action: nil, identity: ObjectIdentifier(target)) {
        [weak target] _, _ in
        guard let target else { return }
        action(target)()
      })
  }

  /// Sends `action` to `target` for `controlEvents`, passing the control and the event
  /// (UIKit's `addTarget(_:action:for:)`, Docs/Semantics/UIKit.md §21): the method takes as
  /// many of them as it declares. The target is held weakly; a nil target sends the action up
  /// the responder chain from the control (the first view or view controller with the method).
  /// Adding the same target, action and events again adds nothing, as in UIKit.
  public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    let object = target.map { $0 as AnyObject }
    let identity = object.map(ObjectIdentifier.init)
    guard
      !registrations.contains(where: {
        $0.selector == action && $0.identity == identity && $0.events == controlEvents
      })
    else { return }
    registrations.append(
      Registration(
        events: controlEvents, action: nil, identity: identity,
        run: { [weak object] control, event in
          if identity != nil, object == nil { return }
          SelectorTable.send(
            action, to: object, arguments: [control, event], responders: control.responderChain)
        }, selector: action))
  }

  /// Removes the target-action pairs of `target` (nil: every target) with `action` (nil:
  /// every action) for `controlEvents` (UIKit's `removeTarget(_:action:for:)`).
  public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
    let identity = target.map { ObjectIdentifier($0 as AnyObject) }
    registrations.removeAll { registration in
      guard registration.action == nil, !registration.events.isDisjoint(with: controlEvents)
      else { return false }
      if let identity, registration.identity != identity { return false }
      if let action, registration.selector != action { return false }
      return true
    }
  }

  /// Removes every target-action of `target` (nil: of every target) for `controlEvents`.
  public func removeTarget(_ target: AnyObject?, for controlEvents: Event) {
    registrations.removeAll { registration in
      guard registration.action == nil, !registration.events.isDisjoint(with: controlEvents)
      else { return false }
      guard let target else { return true }
      return registration.identity == ObjectIdentifier(target)
    }
  }

  /// The events some action is registered for.
  public var allControlEvents: Event {
    registrations.reduce(into: Event()) { $0.formUnion($1.events) }
  }

  /// Runs the actions registered for any of `controlEvents`, in the order they were added.
  open func sendActions(for controlEvents: Event) {
    sendActions(for: controlEvents, event: nil)
  }

  func sendActions(for controlEvents: Event, event: UIEvent?) {
    sentEvents.append(controlEvents)
    let matching = registrations.filter { !$0.events.isDisjoint(with: controlEvents) }
    for registration in matching { registration.run(self, event) }
  }

  // MARK: Tracking

  /// A touch went down in the control; return false to stop tracking it.
  open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
  /// The tracked touch moved; return false to stop tracking it.
  open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
  /// The tracked touch lifted (nil when tracking stopped otherwise).
  open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
  /// Tracking was cancelled.
  open func cancelTracking(with event: UIEvent?) {}

  /// Called when ``isEnabled``, ``isSelected`` or ``isHighlighted`` changes; subclasses
  /// refresh their look (UIButton updates its configuration).
  func stateDidChange() {}

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled, let touch = touches.first else { return }
    isTouchInside = true
    isHighlighted = true
    isTracking = beginTracking(touch, with: event)
    sendActions(
      for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown, event: event)
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled, let touch = touches.first else { return }
    let wasInside = isTouchInside
    isTouchInside = isInsideForTracking(touch)
    isHighlighted = isTouchInside
    if isTracking { isTracking = continueTracking(touch, with: event) }
    var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
    if wasInside != isTouchInside {
      events.insert(isTouchInside ? .touchDragEnter : .touchDragExit)
    }
    sendActions(for: events, event: event)
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled, let touch = touches.first else { return }
    isTouchInside = isInsideForTracking(touch)
    if isTracking { endTracking(touch, with: event) }
    isTracking = false
    isHighlighted = false
    if isTouchInside {
      sendActions(for: .touchUpInside, event: event)
      touchUpInsideDidSend(event)
    } else {
      sendActions(for: .touchUpOutside, event: event)
    }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled else { return }
    if isTracking { cancelTracking(with: event) }
    isTracking = false
    isHighlighted = false
    sendActions(for: .touchCancel, event: event)
  }

  /// After `.touchUpInside`: a button also sends `.primaryActionTriggered`.
  func touchUpInsideDidSend(_ event: UIEvent?) {}

  private func isInsideForTracking(_ touch: UITouch) -> Bool {
    bounds.insetBy(dx: -70, dy: -70).contains(touch.location(in: self))
  }
}

extension UIControl {
  public enum ContentHorizontalAlignment: Int, Sendable {
    case center, left, right, fill, leading, trailing
  }
  public enum ContentVerticalAlignment: Int, Sendable {
    case center, top, bottom, fill
  }
}

/// A closure with a title and an image (UIKit's `UIAction`), run by a control's events
/// (``UIControl/addAction(_:for:)``) or a button's primary action.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
  /// A name that identifies an action; two actions with the same identifier replace each
  /// other in a control.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  public struct Attributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let disabled = Attributes(rawValue: 1 << 0)
    public static let destructive = Attributes(rawValue: 1 << 1)
    public static let hidden = Attributes(rawValue: 1 << 2)
  }

  public enum State: Int, Sendable { case off, on, mixed }

  public let identifier: Identifier
  public var attributes: Attributes
  public var state: State
  let handler: (UIAction) -> Void
  /// The control that ran the action last (UIKit's `sender`).
  public internal(set) weak var sender: AnyObject?

  nonisolated(unsafe) private static var nextIdentifier = 0

  /// An action; without an identifier it gets a unique one (UIKit's iOS 13 initializer).
  public convenience init(
    title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
    handler: @escaping (UIAction) -> Void
  ) {
    self.init(
      title: title, subtitle: nil, image: image, identifier: identifier,
      discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state,
      handler: handler)
  }

  /// An action with a subtitle (UIKit's iOS 15 initializer, from when menu elements have
  /// subtitles).
  @available(iOS 15.0, *)
  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil,
    identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
    attributes: Attributes = [], state: State = .off, handler: @escaping (UIAction) -> Void
  ) {
    if let identifier {
      self.identifier = identifier
    } else {
      UIAction.nextIdentifier += 1
      self.identifier = Identifier("screenlab.action.\(UIAction.nextIdentifier)")
    }
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: title, subtitle: subtitle, image: image)
  }
}

/// The closure an action runs (UIKit's `UIActionHandler`; iOS 13).
public typealias UIActionHandler = (UIAction) -> Void
