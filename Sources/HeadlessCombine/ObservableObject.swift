/// A reference type that announces its changes before they happen: Combine's
/// `ObservableObject`.
///
/// The default ``objectWillChange`` is shared by the object's ``Published`` properties, which
/// send on every assignment, equal values included. A type may declare its own
/// `objectWillChange` (an ``ObservableObjectPublisher`` it sends by hand, or any publisher that
/// never fails). Every SwiftUI view holding the object through `@ObservedObject`,
/// `@StateObject` or `@EnvironmentObject` re-runs on every announcement, whichever property
/// changed, with cause `gozlem` (Docs/Semantics/SwiftUI.md §2.2, §2.7).
public protocol ObservableObject: AnyObject {
  /// The type of ``objectWillChange``.
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never

  /// The publisher that announces changes.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// The publisher shared by the object's `@Published` properties (found by reflection and
  /// created on first use). An object without `@Published` properties never announces
  /// anything by itself.
  public var objectWillChange: ObservableObjectPublisher {
    var boxes: [PublishedStorage] = []
    var mirror: Mirror? = Mirror(reflecting: self)
    while let current = mirror {
      for child in current.children {
        if let field = child.value as? PublishedField { boxes.append(field.storage) }
      }
      mirror = current.superclassMirror
    }
    if let existing = boxes.lazy.compactMap(\.publisher).first { return existing }
    let publisher = ObservableObjectPublisher()
    for box in boxes { box.publisher = publisher }
    return publisher
  }
}
