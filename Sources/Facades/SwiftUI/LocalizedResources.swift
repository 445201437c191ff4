// SwiftUI's initializers that take a `LocalizedStringResource` (iOS 16). The resource type is
// Foundation's, declared on this platform by `HeadlessFoundation`, which `HeadlessSwiftUI`
// does not depend on, so they are declared in this facade (Docs/Semantics/SwiftUI.md §16.5).
// Each is disfavoured, so that a literal title stays a `LocalizedStringKey` as on Apple's
// platforms (both types are expressible by a string literal).
import HeadlessFoundation
import HeadlessSwiftUI

extension Text {
  /// Text from a localized string resource: headless, its default value, as
  /// `String(localized:)` gives (§16.5).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init(_ resource: LocalizedStringResource) {
    self.init(verbatim: String(localized: resource))
  }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Button where Label == Text {
  /// A button titled by a localized string resource (§16.5).
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, action: @escaping () -> Void) {
    self.init(action: action) { Text(titleResource) }
  }

  /// A button with a role, titled by a localized string resource (§16.5).
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, role: ButtonRole?, action: @escaping () -> Void
  ) {
    self.init(role: role, action: action) { Text(titleResource) }
  }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Label where Title == Text, Icon == Image {
  /// A label titled by a localized string resource, with a system symbol (§16.5).
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, systemImage name: String) {
    self.init(title: { Text(titleResource) }, icon: { Image(systemName: name) })
  }
}
