import Foundation
import HeadlessSwiftUI
import Runtime
import Testing

/// A row a rotor can move to.
private struct Flower: Identifiable {
  let id: Int
  let name: String
  let isRed: Bool
}

/// A list with custom rotors, written as real code writes them.
private struct FlowerList: View {
  let flowers: [Flower]
  let calls: RotorCalls

  var body: some View {
    VStack {
      ForEach(flowers) { flower in Text(flower.name) }
    }
    .accessibilityRotor("Red flowers") {
      ForEach(flowers, id: \.id) { flower in
        if flower.isRed {
          AccessibilityRotorEntry(flower.name, id: flower.id) { calls.prepared += 1 }
        }
      }
    }
    .accessibilityRotor(.headings) {
      AccessibilityRotorEntry(Text("First"), id: 0)
      AccessibilityRotorEntry("Range", textRange: "ab".startIndex..<"ab".endIndex)
    }
    .accessibilityRotor(Text("All"), entries: flowers, entryLabel: \.name)
  }
}

/// How often the rotor's closures ran.
@MainActor private final class RotorCalls {
  var prepared = 0
}

/// `accessibilityRotor` and `AccessibilityRotorEntry` (Docs/Semantics/SwiftUI.md §16.2).
@MainActor @Suite struct AccessibilityRotorTests {
  @Test func rotorsAreRecordedTakeNoRoomAndPrepareNothing() {
    Runtime.withNew { runtime in
      let flowers = [
        Flower(id: 1, name: "Rose", isRed: true), Flower(id: 2, name: "Daisy", isRed: false),
      ]
      let calls = RotorCalls()
      let host = ViewHost(rootView: FlowerList(flowers: flowers, calls: calls), runtime: runtime)
      let plain = ViewHost(
        rootView: VStack { ForEach(flowers) { flower in Text(flower.name) } }, runtime: runtime)
      #expect(host.frame(of: "Text") == plain.frame(of: "Text"))
      let rotors = host.recordedModifiers().filter { $0.name == "accessibilityRotor" }
      #expect(rotors.map(\.value) == ["All 2", "headings", "Red flowers"])
      #expect(calls.prepared == 0)
    }
  }

  @Test func systemRotorsAndTextRangesAreRecordedByName() {
    Runtime.withNew { runtime in
      let text = "Bold words"
      let host = ViewHost(
        rootView: Text(text)
          .accessibilityRotor(.headings(level: .h2), textRanges: [text.startIndex..<text.endIndex])
          .accessibilityRotor(.links(visited: true)) {
            AccessibilityRotorEntry(textRange: text.startIndex..<text.endIndex)
          }
          .accessibilityRotorEntry(id: 7, in: Namespace().wrappedValue),
        runtime: runtime)
      #expect(
        host.recordedModifiers().map { "\($0.name) \($0.value)" } == [
          "accessibilityRotorEntry 7", "accessibilityRotor visitedLinks",
          "accessibilityRotor headings(h2) 1",
        ])
    }
  }
}
