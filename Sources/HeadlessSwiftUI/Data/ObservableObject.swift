/// A reference type that announces its changes before they happen: SwiftUI's
/// `ObservableObject`, reimplemented because Combine does not exist on Linux.
///
/// The default ``objectWillChange`` is shared by the object's ``Published`` properties, which
/// send on every assignment, equal values included. Every view holding the object through
/// ``ObservedObject``, ``StateObject`` or ``EnvironmentObject`` re-runs on every
/// announcement, whichever property changed, with cause `gozlem` (Docs/Semantics/SwiftUI.md §2.2
/// `@ObservedObject`, §2.7 complaints 1 and 2).
public protocol ObservableObject: AnyObject {
  /// The publisher that announces changes.
  var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
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
