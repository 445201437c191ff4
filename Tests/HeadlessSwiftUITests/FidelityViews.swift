import Foundation
import HeadlessSwiftUI
import Observation

// Views of the fidelity rules (Docs/Semantics/SwiftUI.md §10).

/// A view with one state field.
struct FirstCounter: View {
  @State private var n = 0
  var body: some View { Text("\(n)") }
}

/// A view with two state fields, declared `b` then `a`.
struct TwoStates: View {
  @State private var b = 0
  @State private var a = ""
  var body: some View { Text("\(a)\(b)") }
}

/// A view without dynamic properties.
struct PlainA: View {
  var body: some View { Text("A") }
}

/// A view with a plain input and an environment field.
struct LocaleInput: View {
  let title: String
  @Environment(\.locale) var locale
  var body: some View { Text(title + locale.identifier) }
}

/// A view whose only dynamic property is a binding.
struct BindingOnly: View {
  @Binding var value: Int
  var body: some View { Text("\(value)") }
}

/// A view that owns one object and observes another.
struct ObjectHolders: View {
  @StateObject private var owned = Store()
  @ObservedObject var observed: Store
  var body: some View { Text("\(owned.count)\(observed.count)") }
}

struct FirstRenderScreen: View {
  @State private var value = 0
  let store = Store()
  var body: some View {
    VStack {
      ObjectHolders(observed: store)
      FirstCounter()
      TwoStates()
      PlainA()
      LocaleInput(title: "t")
      BindingOnly(value: $value)
    }
  }
}

// MARK: - @dependencies with @self

@Observable final class FidelityModel {
  var count = 0
}

struct DependencyParent: View {
  let model: FidelityModel
  @State private var label = "a"
  var body: some View { DependencyChild(model: model, label: label) }
}

struct DependencyChild: View {
  let model: FidelityModel
  let label: String
  var body: some View { Text("\(label) \(model.count)") }
}

// MARK: - State initial values

final class FidelityVM {}

struct VMParent: View {
  @State private var tick = 0
  var body: some View {
    VStack {
      Text("\(tick)")
      VMChild()
      ValueStateChild()
    }
  }
}

/// Builds a fresh object for its state's initial value on every parent re-run.
struct VMChild: View {
  @State var vm = FidelityVM()
  var body: some View { Text("vm") }
}

/// Its state's initial value is the same number every time.
struct ValueStateChild: View {
  @State var n = 0
  var body: some View { Text("n") }
}

// MARK: - Closures

struct StaticActionRow: View {
  let title: String
  let action: () -> Void
  var body: some View { Button(title, action: action) }
}

struct CapturingActionRow: View {
  let title: String
  let action: () -> Void
  var body: some View { Button(title, action: action) }
}

struct ClosureScreen: View {
  @State private var n = 0
  var body: some View {
    VStack {
      Text("\(n)")
      StaticActionRow(title: "sabit", action: { print("static") })
      CapturingActionRow(title: "artir", action: { n += 1 })
    }
  }
}

// MARK: - Completion criteria

/// Two animatable properties: opacity (`visible`) and offset (`moved`).
struct CompletionSquare: View {
  @State var visible = true
  @State var moved = false
  @State var title = "same"
  var body: some View {
    Text(title).opacity(visible ? 1 : 0).offset(x: moved ? 100 : 0, y: 0)
  }
}

// MARK: - Environment

struct LocaleScreen: View {
  @State var turkish = false
  var body: some View {
    VStack {
      LocaleLabel()
      DirectionLabel()
      Static()
    }
    .environment(\.locale, Locale(identifier: turkish ? "tr_TR" : "en_US"))
  }
}

struct LocaleLabel: View {
  @Environment(\.locale) var locale
  var body: some View { Text(locale.identifier) }
}

struct DirectionLabel: View {
  @Environment(\.layoutDirection) var direction
  var body: some View { Text(direction == .leftToRight ? "ltr" : "rtl") }
}

struct SystemLabels: View {
  var body: some View {
    VStack {
      LocaleLabel()
      DirectionLabel()
      CalendarLabel()
      TimeZoneLabel()
      TypeSizeLabel()
    }
  }
}

struct CalendarLabel: View {
  @Environment(\.calendar) var calendar
  var body: some View { Text("\(calendar.identifier)") }
}

struct TimeZoneLabel: View {
  @Environment(\.timeZone) var timeZone
  var body: some View { Text(timeZone.identifier) }
}

struct TypeSizeLabel: View {
  @Environment(\.dynamicTypeSize) var size
  var body: some View { Text(size.isAccessibilitySize ? "buyuk" : "normal") }
}
