import Foundation
import HeadlessSwiftUI
import Runtime
import Testing

/// A child that shows and flips the flag it is bound to.
private struct FlagRow: View {
  @Binding var isOn: Bool
  var body: some View {
    VStack {
      Text(isOn ? "on" : "off")
      Button("Flip") { isOn.toggle() }
    }
  }
}

/// A preview provider's shape: a `static` state, never installed in a view, whose binding the
/// preview passes on.
@MainActor private enum FlagPreviews {
  @State static var isOn = true
  static var previews: some View { FlagRow(isOn: FlagPreviews.$isOn) }
}

/// A parent that owns its state: the installed case, where a write is kept.
private struct FlagParent: View {
  @State var isOn = true
  var body: some View { FlagRow(isOn: $isOn) }
}

/// A `@State` that is never installed in a view, the named gauge style types and a tint of
/// any shape style (Docs/Semantics/SwiftUI.md §19).
@MainActor @Suite struct RoundNineteenFormsTests {
  @Test func aStaticStatesBindingIsAConstantOfItsInitialValue() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: FlagPreviews.previews, runtime: runtime)
      #expect(host.texts == ["on", "Flip"])
      #expect(host.tap("Flip"))
      runtime.advance(by: 0.1)
      // The write is dropped: the binding stays the initial value.
      #expect(host.texts == ["on", "Flip"])
      #expect(FlagPreviews.isOn)
    }
  }

  @Test func anInstalledStatesBindingKeepsTheWrite() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: FlagParent(), runtime: runtime)
      #expect(host.texts == ["on", "Flip"])
      #expect(host.tap("Flip"))
      runtime.advance(by: 0.1)
      #expect(host.texts == ["off", "Flip"])
    }
  }

  @Test func theGaugeStyleTypesAreMadeByTheirInitializerAndRecordedByName() {
    Runtime.withNew { runtime in
      let gauge = Gauge(value: 67.0, in: 0...170) { Text("Rate") }
      let made = ViewHost(
        rootView: gauge.gaugeStyle(AccessoryCircularCapacityGaugeStyle()), runtime: runtime)
      #expect(made.texts == ["Rate"])
      #expect(
        made.recordedModifiers().contains {
          $0.name == "gaugeStyle" && $0.value == "accessoryCircularCapacity"
        })
      // The static member is the same type, as Apple declares it.
      let named: AccessoryLinearCapacityGaugeStyle = .accessoryLinearCapacity
      let host = ViewHost(rootView: gauge.gaugeStyle(named), runtime: runtime)
      #expect(
        host.recordedModifiers().contains {
          $0.name == "gaugeStyle" && $0.value == "accessoryLinearCapacity"
        })
      #expect(
        !host.recordedModifiers().contains {
          $0.name == "gaugeStyle" && $0.value == "accessoryCircularCapacity"
        })
    }
  }

  @Test func aGradientTintIsRecordedAsItsFirstStopAndAColourAsItself() {
    Runtime.withNew { runtime in
      let gradient = Gradient(colors: [.blue, .green, .pink])
      let tinted = ViewHost(rootView: Text("g").tint(gradient), runtime: runtime)
      let plain = ViewHost(rootView: Text("c").tint(Color.blue), runtime: runtime)
      let other = ViewHost(rootView: Text("o").tint(Color.pink), runtime: runtime)
      let value = { (host: ViewHost<ModifiedContent<Text, _RecordedModifier>>) in
        host.recordedModifiers().first { $0.name == "tint" }?.value
      }
      #expect(value(tinted) != nil)
      #expect(value(tinted) == value(plain))
      #expect(value(tinted) != value(other))
    }
  }
}
