// Facts from OpenSwiftUIProject/OpenSwiftUI at commit
// 069dd80bce30bb9117b783e963c0ed7f741c7587, Tests/OpenSwiftUICompatibilityTests: hosted views
// whose CI runs recorded Apple's SwiftUI on macOS and the iOS simulator (each test hosts a view
// in a 100 × 100 window and waits for `onAppear`, `onChange`, `.task` or a main-queue block).
// Restated on a `ViewHost` on the virtual clock, or in a `UIHostingController` where the
// window matters; each test names the file and test.

import Foundation
import HeadlessBridging
import HeadlessSwiftUI
import HeadlessUIKit
import Observation
import Runtime
import Testing

/// What the views of these facts record.
private final class Record: @unchecked Sendable {
  var values: [String] = []
  var contentBodies = 0
  var subviewBodies = 0

  func contentBodyRan() { contentBodies += 1 }
  func subviewBodyRan() { subviewBodies += 1 }

  var bodyValues: [Int] = []
  func bodyRan(with value: Int) { bodyValues.append(value) }
}

private final class PublishedModel: ObservableObject, @unchecked Sendable {
  @Published var t1 = false
  var t2 = false
}

@Observable private final class TrackedModel: @unchecked Sendable {
  var t1 = false
  @ObservationIgnored var t2 = false
}

@Observable private final class CountModel: @unchecked Sendable {
  var value = 0
}

private enum CustomValueKey: EnvironmentKey {
  static let defaultValue = 0
}

extension EnvironmentValues {
  fileprivate var customValue: Int {
    get { self[CustomValueKey.self] }
    set { self[CustomValueKey.self] = newValue }
  }
}

private struct CountingSubview: View {
  let condition: Bool
  let record: Record
  var body: some View {
    let _ = record.subviewBodyRan()
    Color(white: condition ? 1 : 0)
  }
}

/// StateObjectCompatibilityTests: a `@StateObject` whose `@Published` property (or a plain
/// one) is toggled in `onAppear`.
private struct StateObjectScreen: View {
  @StateObject private var model = PublishedModel()
  let togglesPublished: Bool
  let record: Record
  var body: some View {
    let _ = record.contentBodyRan()
    VStack {
      CountingSubview(condition: model.t1, record: record)
      CountingSubview(condition: model.t2, record: record)
    }
    .onAppear {
      if togglesPublished { model.t1.toggle() } else { model.t2.toggle() }
    }
  }
}

/// StateObjectCompatibilityTests: an `@Observable` in `@State`, a tracked or an ignored
/// property toggled in `onAppear`.
private struct ObservableScreen: View {
  @State private var model = TrackedModel()
  let togglesTracked: Bool
  let record: Record
  var body: some View {
    let _ = record.contentBodyRan()
    VStack {
      CountingSubview(condition: model.t1, record: record)
      CountingSubview(condition: model.t2, record: record)
    }
    .onAppear {
      if togglesTracked { model.t1.toggle() } else { model.t2.toggle() }
    }
  }
}

/// BindableCompatibilityTests.bindableExample.
private struct BindableParent: View {
  let model: CountModel
  let record: Record
  var body: some View {
    let bindable = Bindable(model)
    BindableChild(value: bindable.value)
      .onAppear { record.values.append("parent sees \(model.value)") }
  }
}

private struct BindableChild: View {
  @Binding var value: Int
  var body: some View {
    Color(white: 0).onAppear { value = 1 }
  }
}

/// ValueActionModifierCompatibilityTests: `onAppear` writes 1, then a main-queue block writes 2.
private struct OnChangeScreen: View {
  @State private var value = 0
  let initial: Bool
  let record: Record
  var body: some View {
    Color(white: 0)
      .onAppear {
        value = 1
        DispatchQueue.main.async {
          value = 2
          DispatchQueue.main.async { value = 2 }
        }
      }
      .onChange(of: value, initial: initial) { old, new in record.values.append("\(old)->\(new)") }
  }
}

/// EnvironmentKeyTransformModifierCompatibilityTests.environmentKeyTransform and
/// EnvironmentKeyWritingModifierCompatibilityTests.environmentKeyWriting.
private struct EnvironmentReader: View {
  @Environment(\.customValue) private var value
  let record: Record
  var body: some View {
    Color(white: 0).onAppear { record.values.append("value \(value)") }
  }
}

/// Environment+ObservableCompatibilityTests.environmentOptionalObservableObject.
private struct OptionalObjectReader: View {
  @Environment(CountModel.self) private var model: CountModel?
  let record: Record
  var body: some View {
    Color(white: 0).onAppear { record.values.append(model == nil ? "nil" : "object") }
  }
}

/// IDViewCompatibilityTests: `.id` after or before `onAppear`, toggled one second after appearing.
private struct IdentifiedScreen: View {
  @State private var showRed = false
  let idAfterAppear: Bool
  let record: Record
  var body: some View {
    if idAfterAppear {
      Color(white: showRed ? 1 : 0)
        .onAppear {
          record.values.append("appear")
          DispatchQueue.main.asyncAfter(deadline: .now() + 1) { showRed = true }
        }
        .id(showRed)
    } else {
      Color(white: showRed ? 1 : 0)
        .onAppear {
          DispatchQueue.main.asyncAfter(deadline: .now() + 1) { showRed = true }
        }
        .id(showRed)
        .onAppear { record.values.append("appear") }
    }
  }
}

/// TaskModifierCompatibilityTests.taskWithID.
private struct TaskIDScreen: View {
  @State private var value = 0
  let record: Record
  var body: some View {
    Color(white: 0)
      .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { value += 1 } }
      .task(id: value) { record.values.append("task \(value)") }
  }
}

/// StateCompatibilityTests.nestedStateUpdate: two writes, then two more inside `withAnimation`,
/// in one `onAppear`.
private struct NestedWritesScreen: View {
  @State private var value = 0
  let record: Record
  var body: some View {
    let _ = record.bodyRan(with: value)
    Color(white: 1)
      .onAppear {
        value = 1
        value = 2
        withAnimation {
          value = 3
          value = 4
        }
      }
      .onChange(of: value) { old, new in record.values.append("\(old)->\(new)") }
  }
}

/// AppearanceActionModifierCompatibilityTests: idTest, idTestWithIdentityTransition. A view
/// whose `.id` changes 0.1 s after it appears, with or without `.transition(.identity)`.
private struct ReidentifiedScreen: View {
  @State private var toggle = false
  let identity: Bool
  let record: Record
  var body: some View {
    if identity {
      logged.transition(.identity).id(toggle)
    } else {
      logged.id(toggle)
    }
  }

  private var logged: some View {
    Color(white: 0)
      .onAppear {
        if record.values.isEmpty {
          DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { toggle.toggle() }
        }
        record.values.append("A" + (toggle ? "T" : "F"))
      }
      .onDisappear { record.values.append("D" + (toggle ? "T" : "F")) }
  }
}

private enum SecondValueKey: EnvironmentKey {
  static let defaultValue = 0
}

extension EnvironmentValues {
  fileprivate var secondValue: Int {
    get { self[SecondValueKey.self] }
    set { self[SecondValueKey.self] = newValue }
  }
}

/// EnvironmentKeyTransformModifierCompatibilityTests.environmentKeyTransformDifferentKeyPath:
/// the transform's key path follows a model value that `onAppear` changes from 0 to 2.
private struct KeyPathSwitchScreen: View {
  @State private var model = CountModel()
  let record: Record
  var body: some View {
    let _ = record.contentBodyRan()
    KeyPathSwitchReader(record: record)
      .transformEnvironment(model.value == 0 ? \.customValue : \.secondValue) {
        $0 = model.value
      }
      .onAppear { model.value = 2 }
  }
}

private struct KeyPathSwitchReader: View {
  @Environment(\.customValue) private var value
  @Environment(\.secondValue) private var value2
  let record: Record
  var body: some View {
    let _ = record.subviewBodyRan()
    let _ = record.values.append("\(value) \(value2)")
    Color(white: 0)
  }
}

@MainActor
@Suite struct OpenSwiftUICompatibilityHostedFacts {
  /// Hosts `view` on a fresh runtime and runs the clock for `seconds`.
  private func host(_ view: some View, for seconds: Double = 0) {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: view, runtime: runtime)
      runtime.advance(by: 0)
      runtime.advance(by: seconds)
      withExtendedLifetime(host) {}
    }
  }

  /// Data/Combine/StateObjectCompatibilityTests.swift: stateObjectChangePublishValue,
  /// stateObjectChangeNonPublishValue. A `@Published` write re-runs the owner once (2 bodies)
  /// and only the subview whose input changed (3 subview bodies); a plain property's write
  /// re-runs nothing.
  @Test(arguments: [(true, 2, 3), (false, 1, 2)])
  func stateObjectWritesInOnAppear(published: Bool, contentBodies: Int, subviewBodies: Int) {
    let record = Record()
    host(StateObjectScreen(togglesPublished: published, record: record))
    #expect(record.contentBodies == contentBodies)
    #expect(record.subviewBodies == subviewBodies)
  }

  /// StateObjectCompatibilityTests: observableMacroTrackedValue, observableMacroIgnoredValue.
  @Test(arguments: [(true, 2, 3), (false, 1, 2)])
  func observableWritesInOnAppear(tracked: Bool, contentBodies: Int, subviewBodies: Int) {
    let record = Record()
    host(ObservableScreen(togglesTracked: tracked, record: record))
    #expect(record.contentBodies == contentBodies)
    #expect(record.subviewBodies == subviewBodies)
  }

  /// Data/Binding/BindableCompatibilityTests.swift, bindableExample: the child's `onAppear`
  /// runs before the parent's, so the parent sees the child's write through the binding.
  @Test func aChildsOnAppearRunsBeforeItsParents() {
    let record = Record()
    let model = CountModel()
    host(BindableParent(model: model, record: record))
    #expect(record.values == ["parent sees 1"])
  }

  /// Modifier/ViewModifier/ValueActionModifierCompatibilityTests.swift: onChangeTwoParameters,
  /// onChangeWithInitial, multipleValueChanges. Each committed change once, in order; an equal
  /// write is no change; `initial: true` adds a first call with the initial value.
  @Test(arguments: [(false, ["0->1", "1->2"]), (true, ["0->0", "0->1", "1->2"])])
  func onChangeSeesEachCommittedValue(initial: Bool, expected: [String]) {
    let record = Record()
    host(OnChangeScreen(initial: initial, record: record), for: 0.1)
    #expect(record.values == expected)
  }

  /// Data/Environment/EnvironmentKeyTransformModifierCompatibilityTests.swift,
  /// environmentKeyTransform; EnvironmentKeyWritingModifierCompatibilityTests.swift,
  /// environmentKeyWriting.
  @Test func transformAndWriteTheEnvironmentForTheSubtree() {
    let record = Record()
    host(EnvironmentReader(record: record).transformEnvironment(\.customValue) { $0 = 1 })
    host(EnvironmentReader(record: record).environment(\.customValue, 1))
    host(
      EnvironmentReader(record: record).transformEnvironment(\.customValue) { $0 += 2 }
        .environment(\.customValue, 1))
    #expect(record.values == ["value 1", "value 1", "value 3"])
  }

  /// Data/Observation/Environment+ObservableCompatibilityTests.swift,
  /// environmentOptionalObservableObject: an optional `@Environment(Model.self)` is nil when
  /// nil was provided; the object when one was.
  @Test func anOptionalObservableEnvironmentObject() {
    let record = Record()
    host(OptionalObjectReader(record: record).environment(CountModel?.none))
    host(OptionalObjectReader(record: record))
    host(OptionalObjectReader(record: record).environment(CountModel()))
    #expect(record.values == ["nil", "nil", "object"])
  }

  /// View/IDViewCompatibilityTests.swift: an `onAppear` inside `.id` runs again when the id
  /// changes; one outside it runs once.
  @Test(arguments: [(true, 2), (false, 1)])
  func onAppearAndIdentity(idAfterAppear: Bool, appearances: Int) {
    let record = Record()
    host(IdentifiedScreen(idAfterAppear: idAfterAppear, record: record), for: 2)
    #expect(record.values.count == appearances)
  }

  /// Data/State/StateCompatibilityTests.swift, nestedStateUpdate ("StoredLocationBase.BeginUpdate
  /// .removeLast verify"): the writes of one action commit one transaction at a time — the body
  /// sees 2, then 4, and `onChange` reports both steps.
  @Test func writesOfOneActionCommitOneTransactionAtATime() {
    let record = Record()
    host(NestedWritesScreen(record: record), for: 1)
    #expect(record.bodyValues == [0, 2, 4])
    #expect(record.values == ["0->2", "2->4"])
  }

  /// Modifier/ViewModifier/AppearanceActionModifierCompatibilityTests.swift, idTest and
  /// "idTest with identity transition" (up to the window's release, which the recorded strings
  /// end with): a new identity appears before the old one disappears, unless the transition is
  /// `.identity`, when the old one disappears first.
  @Test(arguments: [(false, ["AF", "AT", "DT"]), (true, ["AF", "DT", "AT"])])
  func appearAndDisappearOrderWhenTheIdentityChanges(identity: Bool, expected: [String]) {
    let record = Record()
    host(ReidentifiedScreen(identity: identity, record: record), for: 0.5)
    #expect(record.values == expected)
  }

  /// Modifier/ViewModifier/TaskModifierCompatibilityTests.swift, taskWithID: the task runs
  /// once on appearing and again when its id changes.
  @Test func aTaskRunsAgainForANewID() {
    let record = Record()
    host(TaskIDScreen(record: record), for: 0.5)
    #expect(record.values == ["task 0", "task 1"])
  }

  /// Data/Environment/EnvironmentKeyTransformModifierCompatibilityTests.swift,
  /// environmentKeyTransformDifferentKeyPath: after the key path changes with the value it
  /// writes, the subview reads 0 under both keys in every body — Apple's "known implementation
  /// issue", recorded by the test. (The recorded second body of the subview is not restated:
  /// here the subtree's environment does not change, so the subview does not run again;
  /// Docs/Semantics/SwiftUICompatibility.md C.6.)
  @Test func aTransformWhoseKeyPathChangesKeepsTheOldEnvironment() {
    let record = Record()
    host(KeyPathSwitchScreen(record: record), for: 0.1)
    #expect(record.contentBodies == 2)
    #expect(!record.values.isEmpty)
    #expect(record.values.allSatisfy { $0 == "0 0" })
  }

  /// AppearanceActionModifierCompatibilityTests: idTest (`AFATDTDT`) and "idTest with identity
  /// transition" (`AFDTATDT`), whole: the last `DT` is the view's `onDisappear` when the
  /// window the hosting controller is in goes (the test helper releases it; here its content
  /// is taken out of it, what a release does).
  @Test(arguments: [(false, "AFATDTDT"), (true, "AFDTATDT")])
  func aHostedViewDisappearsWhenItsWindowGoes(identity: Bool, expected: String) {
    let record = Record()
    Runtime.withNew { runtime in
      let controller = UIHostingController(
        rootView: ReidentifiedScreen(identity: identity, record: record))
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      window.rootViewController = controller
      window.makeKeyAndVisible()
      controller.view.layoutIfNeeded()
      runtime.advance(by: 0.5)
      #expect(record.values.count == 3)
      window.rootViewController = nil
      runtime.advance(by: 0)
    }
    #expect(record.values.joined() == expected)
  }
}
