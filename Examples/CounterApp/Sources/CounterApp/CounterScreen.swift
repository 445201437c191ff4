import SwiftUI

/// The count, as text.
public struct CountLabel: View {
  let count: Int

  public var body: some View {
    Text("Count: \(count)")
      .foregroundStyle(count > 0 ? Color.blue : Color.gray)
  }
}

/// A hint that reads nothing: it never needs to re-run.
public struct Footer: View {
  public var body: some View {
    Text("Tap to count").opacity(0.6)
  }
}

/// The counter screen over an `ObservableObject` model.
public struct CounterScreen: View {
  @ObservedObject var model: CounterModel

  public init(model: CounterModel) { self.model = model }

  public var body: some View {
    VStack(spacing: 12) {
      CountLabel(count: model.count)
      Button("Increment") { model.increment() }
      Button("Reset") { withAnimation(.easeOut(duration: 0.2)) { model.count = 0 } }
      Footer()
    }
    .padding()
  }
}

/// The same screen over an `@Observable` store.
public struct StoreCounterScreen: View {
  let store: CounterStore

  public init(store: CounterStore) { self.store = store }

  public var body: some View {
    VStack(spacing: 12) {
      CountLabel(count: store.count)
      Button("Increment") { store.increment() }
      Footer()
    }
    .padding()
  }
}
