// The presentation forms real view files use besides `sheet(isPresented:)` and
// `alert(_:isPresented:actions:)`: the iOS 13 `Alert` and `ActionSheet` values with their
// `alert(isPresented:content:)`/`actionSheet(isPresented:content:)` modifiers (deprecated,
// still compiling), `sheet(item:)`, the alerts presenting data, titled by a `Text`, and
// confirmation dialogs with a message. Each is presented like a sheet (Docs/RealCode.md,
// "sheet"): while presented, its title, message and buttons are children laid out in the
// window (Docs/Semantics/SwiftUI.md §13.9).

/// An alert's content: SwiftUI's iOS 13 `Alert`.
@available(
  iOS, introduced: 13.0, deprecated: 100000.0,
  message: "use `View.alert(title:isPresented:presenting::actions:) instead."
)
@available(
  macOS, introduced: 10.15, deprecated: 100000.0,
  message: "use `View.alert(title:isPresented:presenting::actions:) instead."
)
public struct Alert {
  let title: Text
  let message: Text?
  let buttons: [Button]

  /// An alert with one button (a default "OK" button when `dismissButton` is nil).
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title
    self.message = message
    buttons = [dismissButton ?? .default(Text("OK"))]
  }

  /// An alert with two buttons.
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title
    self.message = message
    buttons = [primaryButton, secondaryButton]
  }

  /// A button of an alert or an action sheet: its label, its action and its kind.
  public struct Button {
    let label: Text
    let action: (() -> Void)?
    let role: ButtonRole?

    /// A button with the default style.
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, action: action, role: nil)
    }

    /// A cancel button with a custom label.
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, action: action, role: .cancel)
    }

    /// A cancel button labelled "Cancel".
    public static func cancel(_ action: (() -> Void)? = {}) -> Button {
      Button(label: Text("Cancel"), action: action, role: .cancel)
    }

    /// A button that indicates a destructive action.
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, action: action, role: .destructive)
    }
  }
}

/// An action sheet's content: SwiftUI's iOS 13 `ActionSheet`.
@available(
  iOS, introduced: 13.0, deprecated: 100000.0,
  message:
    "use `View.confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead."
)
@available(macOS, unavailable)
public struct ActionSheet {
  let title: Text
  let message: Text?
  let buttons: [Button]

  /// An action sheet with `buttons` (a cancel button by default).
  public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// An action sheet's button: the same as an alert's.
  public typealias Button = Alert.Button
}

/// What an iOS 13 alert and action sheet both hold: a title, an optional message and buttons.
protocol PresentedDialog {
  var title: Text { get }
  var message: Text? { get }
  var buttons: [Alert.Button] { get }
}

extension Alert: PresentedDialog {}
extension ActionSheet: PresentedDialog {}

/// The views a presented alert or action sheet shows: its title, its message and one button
/// per `Alert.Button`, each running its action and then dismissing.
@MainActor
private func presentedAlert(
  _ dialog: some PresentedDialog, isPresented: Binding<Bool>
) -> some View {
  VStack {
    dialog.title
    dialog.message
    ForEach(dialog.buttons.indices, id: \.self) { index in
      let button = dialog.buttons[index]
      Button(action: {
        button.action?()
        isPresented.wrappedValue = false
      }) {
        button.label
      }
    }
  }
}

extension View {
  /// Presents `dialog` like a sheet while `isPresented` is true: the one presentation behind
  /// `alert(isPresented:content:)` and `actionSheet(isPresented:content:)`.
  @MainActor
  fileprivate func presenting(
    _ dialog: some PresentedDialog, isPresented: Binding<Bool>
  ) -> some View {
    sheet(isPresented: isPresented) { presentedAlert(dialog, isPresented: isPresented) }
  }

  /// Presents the dialog `content` makes for `item` like a sheet while `item` is not nil:
  /// the one presentation behind `alert(item:content:)` and `actionSheet(item:content:)`.
  @MainActor
  fileprivate func presenting<Item, Dialog: PresentedDialog>(
    item: Binding<Item?>, _ content: @escaping (Item) -> Dialog
  ) -> some View {
    let isPresented = isPresenting(item)
    return sheet(isPresented: isPresented) {
      item.wrappedValue.map { presentedAlert(content($0), isPresented: isPresented) }
    }
  }
}

/// A binding that is true while `item` is not nil; writing false sets `item` to nil.
@MainActor
private func isPresenting<Item>(_ item: Binding<Item?>) -> Binding<Bool> {
  Binding(
    get: { item.wrappedValue != nil },
    set: { if !$0 { item.wrappedValue = nil } })
}

/// A binding that is true while `isPresented` is and `data` is not nil.
@MainActor
private func isPresenting<T>(_ isPresented: Binding<Bool>, _ data: T?) -> Binding<Bool> {
  Binding(
    get: { isPresented.wrappedValue && data != nil },
    set: { isPresented.wrappedValue = $0 })
}

extension View {
  /// Presents the alert `content` builds while `isPresented` is true; its buttons dismiss it.
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "use `alert(title:isPresented:presenting::actions:) instead."
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0,
    message: "use `alert(title:isPresented:presenting::actions:) instead."
  )
  @MainActor
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
    presenting(content(), isPresented: isPresented)
  }

  /// Presents the alert `content` builds for `item` while it is not nil.
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "use `alert(title:isPresented:presenting::actions:) instead."
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0,
    message: "use `alert(title:isPresented:presenting::actions:) instead."
  )
  @MainActor
  public func alert<Item: Identifiable>(item: Binding<Item?>, content: @escaping (Item) -> Alert)
    -> some View
  {
    presenting(item: item, content)
  }

  /// Presents the action sheet `content` builds while `isPresented` is true.
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message:
      "use `confirmationDialog(title:isPresented:titleVisibility:presenting:actions:)`instead."
  )
  @available(macOS, unavailable)
  @MainActor
  public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
    presenting(content(), isPresented: isPresented)
  }

  /// Presents the action sheet `content` builds for `item` while it is not nil.
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message:
      "use `confirmationDialog(title:isPresented:titleVisibility:presenting:actions:)`instead."
  )
  @available(macOS, unavailable)
  @MainActor
  public func actionSheet<T: Identifiable>(
    item: Binding<T?>, content: @escaping (T) -> ActionSheet
  ) -> some View {
    presenting(item: item, content)
  }

  /// Presents the views `content` builds for `item` while it is not nil; dismissing sets it
  /// to nil. A new item while presented replaces the content in place (SwiftUI dismisses
  /// and presents again: not modelled).
  @MainActor
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    sheet(isPresented: isPresenting(item), onDismiss: onDismiss) {
      item.wrappedValue.map(content)
    }
  }

  /// Presents the views `content` builds for `item` over the whole screen (laid out as a
  /// sheet).
  @MainActor
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    sheet(item: item, onDismiss: onDismiss, content: content)
  }

  /// An alert titled by a `Text`.
  @MainActor
  public func alert<A: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A
  ) -> some View {
    sheet(isPresented: isPresented) {
      VStack {
        title
        actions()
      }
    }
  }

  /// An alert titled by a `Text`, with a message.
  @MainActor
  public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A,
    @ViewBuilder message: @escaping () -> M
  ) -> some View {
    sheet(isPresented: isPresented) {
      VStack {
        title
        message()
        actions()
      }
    }
  }

  /// An alert presenting `data`: shown while `isPresented` is true and `data` is not nil,
  /// its actions built from the data.
  @MainActor
  public func alert<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A
  ) -> some View {
    alert(Text(title), isPresented: isPresented, presenting: data, actions: actions)
  }

  /// An alert presenting `data`, with a message built from it.
  @MainActor
  public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    alert(
      Text(title), isPresented: isPresented, presenting: data, actions: actions, message: message)
  }

  /// An alert titled by a `Text`, presenting `data`.
  @MainActor
  public func alert<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A
  ) -> some View {
    sheet(isPresented: isPresenting(isPresented, data)) {
      data.map { value in
        VStack {
          title
          actions(value)
        }
      }
    }
  }

  /// An alert titled by a `Text`, presenting `data`, with a message built from it.
  @MainActor
  public func alert<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    sheet(isPresented: isPresenting(isPresented, data)) {
      data.map { value in
        VStack {
          title
          message(value)
          actions(value)
        }
      }
    }
  }

  /// A confirmation dialog with a message, presented like an alert.
  @MainActor
  public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
  ) -> some View {
    alert(Text(title), isPresented: isPresented, actions: actions, message: message)
  }

  /// A confirmation dialog titled by a `Text`.
  @MainActor
  public func confirmationDialog<A: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping () -> A
  ) -> some View {
    alert(title, isPresented: isPresented, actions: actions)
  }

  /// A confirmation dialog titled by a `Text`, with a message.
  @MainActor
  public func confirmationDialog<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
  ) -> some View {
    alert(title, isPresented: isPresented, actions: actions, message: message)
  }
}
