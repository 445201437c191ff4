import Foundation
import HeadlessQuartzCore
import Runtime

/// The name of a method that target-action calls at run time: Objective-C's `SEL`, as Swift
/// spells it (`Selector`), without the Objective-C runtime (Docs/Semantics/UIKit.md §21).
///
/// The name is the Objective-C selector's: `handleTap:` for `handleTap(_:)`,
/// `tappedWithSender:` for `tapped(sender:)`, `refresh` for `refresh()`
/// (``objectiveCName(base:labels:)``). A selector finds its method through the
/// ``SelectorTable``, which `screenlab run` fills from the sources it compiles: their
/// `#selector(…)` expressions become `Selector("…")` values and every method they name gets an
/// entry (Docs/Run.md). Code written for ScreenLab may also register methods itself.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The Objective-C selector name (`handleTap:`).
  public let name: String

  /// The selector named `name`, as `Selector("handleTap:")` and `NSSelectorFromString` do.
  public init(_ name: String) { self.name = name }

  public init(stringLiteral name: String) { self.name = name }

  /// How many arguments the method takes: the colons in the name.
  public var argumentCount: Int { name.count { $0 == ":" } }

  public var description: String { name }

  /// The Objective-C name of the Swift method `base(labels…)`, by Swift's rule for methods
  /// that are not initializers: no arguments gives `base`; the first argument adds `:` after
  /// `base` when its label is `_`, else `With` and the label capitalized and `:`; each later
  /// argument adds its label (nothing for `_`) and `:` (The Swift Programming Language,
  /// "Attributes", `objc`; measured with `NSStringFromSelector` on Apple's platforms).
  ///
  ///     objectiveCName(base: "tapped", labels: ["_"])            // "tapped:"
  ///     objectiveCName(base: "tapped", labels: ["sender"])       // "tappedWithSender:"
  ///     objectiveCName(base: "move", labels: ["_", "to"])        // "move:to:"
  public static func objectiveCName(base: String, labels: [String]) -> String {
    guard let first = labels.first else { return base }
    var name = base
    if first != "_" { name += "With" + first.prefix(1).uppercased() + first.dropFirst() }
    name += ":"
    for label in labels.dropFirst() { name += (label == "_" ? "" : label) + ":" }
    return name
  }
}

/// `NSStringFromSelector`: the selector's name.
public func NSStringFromSelector(_ selector: Selector) -> String { selector.name }

/// `NSSelectorFromString`: the selector named `name`.
public func NSSelectorFromString(_ name: String) -> Selector { Selector(name) }

/// Where a ``Selector`` finds its method: per selector name, the classes that have a method
/// of that name and a call that runs it (Docs/Semantics/UIKit.md §21).
///
/// A call gets the target and the action's arguments (the sender, then the event, as UIKit
/// passes them) and returns false when it does not apply (the target is not of its class, or
/// an argument is missing or of another type). Lookup starts at the target's own class and
/// goes up its superclasses, so a subclass's entry wins over its superclass's; the call itself
/// dispatches dynamically, so an override runs either way.
public enum SelectorTable {
  /// One method: the class that declares it and the call that runs it.
  public typealias Call = (_ target: AnyObject, _ arguments: [Any?]) -> Bool

  private struct Entry {
    let type: ObjectIdentifier
    let call: Call
  }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var entries: [String: [Entry]] = [:]

  /// Registers `call` as the method `name` of instances of `type` (and of its subclasses).
  /// Registering the same name for the same class again replaces the earlier call.
  public static func register(_ name: String, on type: AnyClass, _ call: @escaping Call) {
    let id = ObjectIdentifier(type)
    lock.lock()
    defer { lock.unlock() }
    entries[name, default: []].removeAll { $0.type == id }
    entries[name, default: []].append(Entry(type: id, call: call))
  }

  /// The call registered for `selector` on `target`'s class or its nearest superclass that has
  /// one; nil when none has.
  private static func call(for selector: Selector, on target: AnyObject) -> Call? {
    lock.lock()
    let candidates = entries[selector.name] ?? []
    lock.unlock()
    guard !candidates.isEmpty else { return nil }
    var type: AnyClass? = Swift.type(of: target)
    while let current = type {
      if let entry = candidates.first(where: { $0.type == ObjectIdentifier(current) }) {
        return entry.call
      }
      type = _getSuperclass(current)
    }
    return nil
  }

  /// Whether `target` has a registered method for `selector` (Objective-C's
  /// `respondsToSelector:`).
  public static func responds(_ target: AnyObject, to selector: Selector) -> Bool {
    call(for: selector, on: target) != nil
  }

  /// Calls the method `selector` names on `target` with `arguments` (the method takes as many
  /// as it declares, from the front).
  ///
  /// - Returns: false when `target` has no such method, or when the arguments do not fit its
  ///   parameters; then nothing ran. Apple's runtime raises "unrecognized selector sent to
  ///   instance" there; the callers below record it in the trace instead (Docs/Misuse.md).
  @discardableResult
  public static func perform(_ selector: Selector, on target: AnyObject, with arguments: [Any?])
    -> Bool
  {
    guard let call = call(for: selector, on: target) else { return false }
    return call(target, arguments)
  }

  /// Argument `index` of `arguments` as `type`, for registered calls: nil when it is missing or
  /// of another type. An optional parameter takes a missing argument as nil.
  public static func argument<T>(_ arguments: [Any?], _ index: Int, as type: T.Type) -> T? {
    let value: Any? = index < arguments.count ? arguments[index] : nil
    if let value, let typed = value as? T { return typed }
    // A missing or nil argument fits an optional parameter as nil.
    if let none = Optional<Any>.none as? T { return none }
    return nil
  }

  /// Sends `selector` to `target`, or, when `target` is nil, to the first object of
  /// `responders` that has the method (UIKit's responder chain: the view, its view controller,
  /// its superview, …); records an unrecognized selector in the runtime's trace.
  static func send(
    _ selector: Selector, to target: AnyObject?, arguments: [Any?],
    responders: @autoclosure () -> [AnyObject]
  ) {
    if let target {
      if !perform(selector, on: target, with: arguments) {
        Runtime.current.record(
          .diagnostic,
          "UIKit: unrecognized selector '\(selector.name)' sent to \(Swift.type(of: target))")
      }
      return
    }
    for responder in responders() where perform(selector, on: responder, with: arguments) {
      return
    }
    Runtime.current.record(
      .diagnostic, "UIKit: no responder handles the action '\(selector.name)'")
  }
}

extension UIView {
  /// This view, its view controller, then its superview and so on: where a nil-targeted
  /// action looks for its method (UIKit's responder chain).
  var responderChain: [AnyObject] {
    var chain: [AnyObject] = []
    var view: UIView? = self
    while let current = view {
      chain.append(current)
      if let controller = current._viewController { chain.append(controller) }
      view = current.superview
    }
    return chain
  }
}

// MARK: - Target-action entry points

extension UIGestureRecognizer {
  /// A recognizer that sends `action` to `target` on every reported transition, passing
  /// itself (UIKit's `init(target:action:)`); a nil `action` adds none. The target is held
  /// weakly, as UIKit holds it.
  public convenience init(target: Any?, action: Selector?) {
    self.init()
    if let target, let action { addTarget(target, action: action) }
  }

  /// Adds a target-action pair (UIKit's `addTarget(_:action:)`); the target is held weakly.
  public func addTarget(_ target: Any, action: Selector) {
    let object = target as AnyObject
    addAction { [weak object] recognizer in
      guard let object else { return }
      SelectorTable.send(action, to: object, arguments: [recognizer], responders: [])
    }
  }
}

extension Timer {
  /// A timer on the virtual clock that sends `selector` to `target`, passing the timer,
  /// after `interval` seconds (and every `interval` after, if it repeats): Foundation's
  /// `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`, scheduled with
  /// `Runtime.scheduledTimer(withTimeInterval:repeats:block:)` (Docs/Semantics/RunLoop.md
  /// RL-6). The timer holds `target` strongly until invalidated, as Foundation's does;
  /// `userInfo` is not kept (Foundation on Linux has no storage for it).
  @discardableResult
  public static func scheduledTimer(
    timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?,
    repeats: Bool
  ) -> Timer {
    let object = target as AnyObject
    return Runtime.current.scheduledTimer(withTimeInterval: interval, repeats: repeats) {
      timer in
      SelectorTable.send(selector, to: object, arguments: [timer], responders: [])
    }
  }
}

extension CADisplayLink {
  /// A display link that sends `selector` to `target` every frame once added to a run loop,
  /// passing the link (Core Animation's `init(target:selector:)`); the link holds `target`
  /// strongly until invalidated, as Apple's does (Docs/Semantics/RunLoop.md RL-9).
  public convenience init(target: Any, selector: Selector) {
    let object = target as AnyObject
    self.init { link in
      SelectorTable.send(selector, to: object, arguments: [link], responders: [])
    }
  }
}

/// `perform(_:)` and `responds(to:)` for the objects target-action reaches (`NSObject`'s,
/// without the Objective-C runtime; Docs/Semantics/UIKit.md §21).
public protocol SelectorPerforming: AnyObject {}

extension SelectorPerforming {
  /// Calls the method `selector` names, now (`NSObject.perform(_:)`). The method's result is
  /// not passed back: the return value is always nil.
  @discardableResult
  public func perform(_ selector: Selector) -> Unmanaged<AnyObject>? {
    SelectorTable.send(selector, to: self, arguments: [], responders: [])
    return nil
  }

  /// Calls the method `selector` names with `object`, now (`perform(_:with:)`).
  @discardableResult
  public func perform(_ selector: Selector, with object: Any?) -> Unmanaged<AnyObject>? {
    SelectorTable.send(selector, to: self, arguments: [object], responders: [])
    return nil
  }

  /// Calls the method `selector` names with two arguments, now (`perform(_:with:with:)`).
  @discardableResult
  public func perform(_ selector: Selector, with object1: Any?, with object2: Any?)
    -> Unmanaged<AnyObject>?
  {
    SelectorTable.send(selector, to: self, arguments: [object1, object2], responders: [])
    return nil
  }

  /// Calls the method `selector` names with `object` after `delay` seconds
  /// (`perform(_:with:afterDelay:)`): as Apple documents, through a timer on the current run
  /// loop, here the runtime's virtual one (Docs/Semantics/RunLoop.md RL-6). The receiver is
  /// held until then, as Foundation holds it.
  public func perform(_ selector: Selector, with object: Any?, afterDelay delay: TimeInterval) {
    Runtime.current.scheduledTimer(withTimeInterval: delay, repeats: false) { _ in
      SelectorTable.send(selector, to: self, arguments: [object], responders: [])
    }
  }

  /// Whether the object has a method for `selector` in the ``SelectorTable``.
  public func responds(to selector: Selector) -> Bool {
    SelectorTable.responds(self, to: selector)
  }
}

extension UIView: SelectorPerforming {}
extension UIViewController: SelectorPerforming {}
extension UIGestureRecognizer: SelectorPerforming {}
extension NSObject: SelectorPerforming {}
