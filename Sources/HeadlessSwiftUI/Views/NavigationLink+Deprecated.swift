// The navigation links of iOS 13–15 that a binding or a selection drives, deprecated in iOS 16
// in favour of `NavigationStack` and value links; and `navigationDestination(isPresented:)`
// (iOS 16) and `(item:)` (iOS 17) (Docs/Semantics/SwiftUI.md §15.11).

extension NavigationLink {
  // Main-actor isolated, as a `View`'s initializers are in Apple's SDK: the link keeps a
  // closure that writes the binding on the main actor.

  /// A link that pushes `destination` when tapped, and writes `true` to `isActive` as it does.
  @available(
    iOS, introduced: 13.0, deprecated: 16.0,
    message:
      "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  @MainActor
  public init(
    destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label
  ) {
    self.init(destination: destination, label: label)
    activation = { isActive.wrappedValue = true }
  }

  /// A link that pushes the view `destination` builds, and writes `true` to `isActive`.
  @available(
    iOS, introduced: 13.0, deprecated: 16.0,
    message:
      "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  @MainActor
  public init(
    isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination,
    @ViewBuilder label: () -> Label
  ) {
    self.init(destination: destination(), isActive: isActive, label: label)
  }

  /// A link that pushes `destination` when tapped, and writes `tag` to `selection`.
  @available(
    iOS, introduced: 13.0, deprecated: 16.0,
    message:
      "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView"
  )
  @MainActor
  public init<V: Hashable>(
    destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
  ) {
    self.init(destination: destination, label: label)
    activation = { selection.wrappedValue = tag }
  }

  /// A link that pushes the view `destination` builds, and writes `tag` to `selection`.
  @available(
    iOS, introduced: 13.0, deprecated: 16.0,
    message:
      "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView"
  )
  @MainActor
  public init<V: Hashable>(
    tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
    @ViewBuilder label: () -> Label
  ) {
    self.init(destination: destination(), tag: tag, selection: selection, label: label)
  }
}

extension NavigationLink where Label == Text {
  /// A link titled by a string that writes `true` to `isActive` as it pushes.
  @available(
    iOS, introduced: 13.0, deprecated: 16.0,
    message:
      "use NavigationLink(_:value:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  @MainActor
  public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
    self.init(destination: destination, isActive: isActive) { Text(title) }
  }

  /// A link titled by a string that writes `tag` to `selection` as it pushes.
  @available(
    iOS, introduced: 13.0, deprecated: 16.0,
    message:
      "use NavigationLink(_:value:) inside a List within a NavigationStack or NavigationSplitView"
  )
  @MainActor
  public init<S: StringProtocol, V: Hashable>(
    _ title: S, destination: Destination, tag: V, selection: Binding<V?>
  ) {
    self.init(destination: destination, tag: tag, selection: selection) { Text(title) }
  }
}

nonisolated extension View {
  /// Pushes `destination` while `isPresented` is true (iOS 16). Recorded with the binding's
  /// value: writing the binding does not push here (a known difference; links do,
  /// §3.6).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @MainActor
  public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("navigationDestination.isPresented", "\(isPresented.wrappedValue)")
  }

  /// Pushes the view `destination` builds for `item` while it is not nil (iOS 17). Recorded,
  /// as ``navigationDestination(isPresented:destination:)``.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @MainActor
  public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("navigationDestination.item", item.wrappedValue.map { "\($0)" } ?? "nil")
  }
}
