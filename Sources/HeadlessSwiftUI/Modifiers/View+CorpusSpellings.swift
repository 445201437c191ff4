/// Spellings the public corpus of real view files uses (Docs/RealCode.md, "The public
/// corpus"): Apple's deprecated but compiling forms and the iOS 16 text modifiers on any view,
/// each with Apple's signature and availability.

/// The value-less `.animation(_:)`: animates every change in the subtree, whatever changed
/// (Docs/Semantics/SwiftUI.md §13.1).
public struct _ImplicitAnimationModifier: ViewModifier, TransactionEditingEffect {
  public typealias Body = Never
  public let animation: Animation?

  func transaction(_ transaction: Transaction, previous: Self?) -> Transaction {
    // On insertion there is no change to animate; `disablesAnimations` wins, as for
    // `animation(_:value:)`.
    guard previous != nil, !transaction.disablesAnimations else { return transaction }
    var edited = transaction
    edited.animation = animation
    return edited
  }
}

extension View {
  /// Applies `animation` to every change of this subtree's animatable values, in any update
  /// (Docs/Semantics/SwiftUI.md §13.1); `nil` makes them jump, even inside `withAnimation`.
  @available(
    iOS, introduced: 13.0, deprecated: 15.0,
    message: "Use withAnimation or animation(_:value:) instead."
  )
  @available(
    macOS, introduced: 10.15, deprecated: 12.0,
    message: "Use withAnimation or animation(_:value:) instead."
  )
  public func animation(_ animation: Animation?) -> ModifiedContent<
    Self, _ImplicitAnimationModifier
  > {
    modifier(_ImplicitAnimationModifier(animation: animation))
  }

  /// Bold text in this subtree (iOS 16). Recorded: the text metric does not depend on the
  /// weight (Docs/Semantics/SwiftUI.md §13.3).
  @available(iOS 16.0, macOS 13.0, *)
  public func bold(_ isActive: Bool = true) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("bold", "\(isActive)")
  }

  /// Italic text in this subtree (iOS 16). Recorded (Docs/Semantics/SwiftUI.md §13.3).
  @available(iOS 16.0, macOS 13.0, *)
  public func italic(_ isActive: Bool = true) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("italic", "\(isActive)")
  }

  /// The font weight of text in this subtree (iOS 16). Recorded (Docs/Semantics/SwiftUI.md
  /// §13.3).
  @available(iOS 16.0, macOS 13.0, *)
  public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("fontWeight", weight.map { "\($0)" } ?? "nil")
  }
}

/// Whether the view is presented, and how to dismiss it: SwiftUI's `PresentationMode`, the
/// value of the deprecated `presentationMode` environment binding (Docs/Semantics/SwiftUI.md
/// §13.2).
@available(
  iOS, introduced: 13.0, deprecated: 100000.0,
  message: "Use EnvironmentValues.isPresented or EnvironmentValues.dismiss"
)
@available(
  macOS, introduced: 10.15, deprecated: 100000.0,
  message: "Use EnvironmentValues.isPresented or EnvironmentValues.dismiss"
)
public struct PresentationMode {
  /// Whether the view is presented: true inside a sheet's (or alert's) content while it is
  /// presented; false elsewhere (no navigation stack headless).
  public private(set) var isPresented: Bool

  /// Dismisses the view if it is presented.
  public mutating func dismiss() { isPresented = false }
}

extension EnvironmentValues {
  /// A binding to the current presentation mode: reading it tells whether the view is
  /// presented; `wrappedValue.dismiss()` closes the sheet the view is in, as `dismiss()` does
  /// (Docs/Semantics/SwiftUI.md §13.2).
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use isPresented or dismiss")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use isPresented or dismiss")
  public var presentationMode: Binding<PresentationMode> {
    // The presentation's own binding, seen as a mode: `dismiss()` writes `false` through it,
    // as `DismissAction` does.
    dismiss.isPresented?[dynamicMember: \.presentationMode]
      ?? .constant(PresentationMode(isPresented: false))
  }
}

extension Bool {
  /// A presentation flag as the deprecated mode value (`EnvironmentValues.presentationMode`).
  fileprivate var presentationMode: PresentationMode {
    get { PresentationMode(isPresented: self) }
    set { self = newValue.isPresented }
  }
}
