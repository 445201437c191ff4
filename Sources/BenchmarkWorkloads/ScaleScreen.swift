import HeadlessSwiftUI
import Observation

/// A screen for scale measurements (Docs/Semantics/SwiftUI.md §3.4): `size` user views, of which
/// `readers` read one observable model property and `readers` others read one state through
/// bindings.
///
/// One change of either value re-runs exactly `readers` bodies, whatever `size` is; the
/// update's cost must stay flat as the graph grows (Docs/Architecture.md, "The contracts").
public struct ScaleScreen: View {
  /// The model the observing rows read.
  public let model: ScaleModel
  /// Receives the binding to the screen's state, so a benchmark can write it directly.
  public let keeper: ScaleBindingKeeper
  /// How many user views the screen holds in all (at least `2 × readers + 1`).
  public let size: Int
  /// How many views read each value.
  public let readers: Int
  @State private var tick = 0

  /// A screen of `size` user views, `readers` per changing value.
  public init(model: ScaleModel, keeper: ScaleBindingKeeper, size: Int, readers: Int = 10) {
    self.model = model
    self.keeper = keeper
    self.size = size
    self.readers = readers
  }

  public var body: some View {
    keeper.binding = $tick
    return VStack {
      ForEach(0..<readers) { _ in ScaleModelRow(model: model) }
      ForEach(0..<readers) { _ in ScaleStateRow(tick: $tick) }
      ForEach(0..<max(size - 2 * readers - 1, 0)) { index in ScalePlainRow(index: index) }
    }
  }
}

/// The model of ``ScaleScreen``.
@Observable public final class ScaleModel {
  /// The value the observing rows read.
  public var value = 0

  /// A model at 0.
  public init() {}
}

/// Holds the binding to ``ScaleScreen``'s state.
public final class ScaleBindingKeeper {
  /// The binding, set when the screen's body runs.
  public var binding: Binding<Int>?

  /// An empty keeper.
  public init() {}
}

/// A row reading the model.
public struct ScaleModelRow: View {
  let model: ScaleModel
  /// A row over `model` (the benchmark's baseline calls its body directly).
  public init(model: ScaleModel) { self.model = model }
  public var body: some View { Text("\(model.value)") }
}

/// A row reading the state through a binding.
public struct ScaleStateRow: View {
  @Binding var tick: Int
  /// A row over `tick` (the benchmark's baseline calls its body directly).
  public init(tick: Binding<Int>) { _tick = tick }
  public var body: some View { Text("\(tick)") }
}

/// A row reading nothing.
public struct ScalePlainRow: View {
  let index: Int
  public var body: some View { Text("sabit") }
}
