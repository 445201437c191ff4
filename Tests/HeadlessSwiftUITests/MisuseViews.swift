import HeadlessSwiftUI

// Screens that misuse the API.

struct WritesInBody: View {
  @State var count = 0
  var body: some View {
    count += 1
    return Text("\(count)")
  }
}

private enum MissingKey: EnvironmentKey {
  static let defaultValue = 42
}

extension EnvironmentValues {
  var answer: Int {
    get { self[MissingKey.self] }
    set { self[MissingKey.self] = newValue }
  }
}

struct ReadsMissingKey: View {
  @Environment(\.answer) var answer
  var body: some View { Text("\(answer)") }
}

/// Keeps a binding to a child's state after the child is removed.
final class BindingKeeper {
  var binding: Binding<Int>?
}

struct RemovableOwner: View {
  @State var shows = true
  let keeper: BindingKeeper
  var body: some View {
    if shows {
      BindingLeaker(keeper: keeper)
    }
  }
}

struct BindingLeaker: View {
  @State var value = 0
  let keeper: BindingKeeper
  var body: some View {
    keeper.binding = $value
    return Text("\(value)")
  }
}
