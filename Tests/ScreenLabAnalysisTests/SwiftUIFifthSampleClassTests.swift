import ScreenLabAnalysis
import Testing

/// Classes of the fifth SwiftUI sample (Docs/Analyzer.md, "Precision on unmarked public code
/// (fifth sample, 2026-12-07), SwiftUI"), each with a reported and an unreported twin: an
/// observable child of a published property (SL405); a child member no view reads (SL405); a
/// subclass of a framework class the sources extend (SL401); a write through a local copy of
/// a value, and a reordering by `move(fromOffsets:toOffset:)` (SL402); a read in a closure a
/// view hands to a child under an event's label (SL401).
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct SwiftUIFifthSampleClassTests {
  // MARK: - SL405, an observable child

  /// A plan that publishes its goal, a class declared with `attributes`, and a view that
  /// reads the goal's progress through the plan.
  static func plan(_ attributes: String) -> String {
    """
    import SwiftUI
    import SwiftData
    \(attributes)
    final class Goal {
        var progress = 0
        init() {}
    }
    final class Plan: ObservableObject {
        @Published var goal = Goal()
        func complete() { 1️⃣goal.progress += 1 }
    }
    struct PlanView: View {
        @ObservedObject var plan: Plan
        var body: some View { Text("\\(plan.goal.progress)") }
    }
    """
  }

  @Test func aChildTheObservationMachineryTracksIsNotReported() {
    // An `@Observable` child, or a SwiftData model (which is observable), is tracked where
    // the body reads `goal.progress`, whatever object holds it.
    for attributes in ["@Observable", "@Model"] {
      assertFindings(Self.plan(attributes), [], rules: [.nestedObjectMutation])
    }
  }

  @Test func aPlainChildIsStillReported() {
    assertFindings(
      Self.plan(""),
      [FindingSpec("1️⃣", .nestedObjectMutation, mentions: ["'goal.progress'"])],
      rules: [.nestedObjectMutation])
  }

  // MARK: - SL405, a child member no view reads

  /// A detail model whose published mesh a UIKit view keeps and draws; `shown` is what the
  /// SwiftUI view's body shows.
  static func mesh(shown: String) -> String {
    """
    import SwiftUI
    final class Mesh {
        let name: String
        var vertices: [Float] = []
        init(name: String) { self.name = name }
    }
    final class MeshModel: ObservableObject {
        @Published private(set) var mesh = Mesh(name: "cube")
        func load(_ data: [Float]) { 1️⃣mesh.vertices = data }
    }
    struct MeshCanvas: UIViewRepresentable {
        let mesh: Mesh
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ view: UIView, context: Context) {}
    }
    struct MeshScreen: View {
        @ObservedObject var model: MeshModel
        var body: some View {
            VStack {
                MeshCanvas(mesh: model.mesh)
                Text(\(shown))
            }
            .onAppear { model.load([0, 1]) }
        }
    }
    """
  }

  @Test func aChildMemberNoViewReadsIsNotReported() {
    // Only the UIKit canvas, which keeps the same object, reads the vertices.
    assertFindings(Self.mesh(shown: "model.mesh.name"), [], rules: [.nestedObjectMutation])
  }

  @Test func aChildMemberAViewReadsIsStillReported() {
    // A view that shows the vertices' count through the model is not told; a model whose
    // observers are not in the analysis keeps the finding too.
    assertFindings(
      Self.mesh(shown: "\"\\(model.mesh.vertices.count)\""),
      [FindingSpec("1️⃣", .nestedObjectMutation, mentions: ["'mesh.vertices'"])],
      rules: [.nestedObjectMutation])
    let modelOnly = Self.mesh(shown: "model.mesh.name").components(
      separatedBy: "struct MeshCanvas")[0]
    assertFindings(
      modelOnly,
      [FindingSpec("1️⃣", .nestedObjectMutation, mentions: ["'mesh.vertices'"])],
      rules: [.nestedObjectMutation])
  }

  // MARK: - SL401, a subclass of a framework class the sources extend

  /// A record class whose base is `base`, the `extra` declarations, and a view that observes
  /// a record and shows its name.
  static func record(base: String, extra: String) -> String {
    """
    import SwiftUI
    import CoreData
    \(extra)
    final class Record: \(base), Identifiable {
        var name = ""
    }
    extension Record {
        func rename(_ text: String) { 1️⃣name = text }
    }
    struct RecordRow: View {
        let record: Record
        var body: some View { Text(record.name) }
    }
    """
  }

  @Test func aSubclassOfAnExtendedFrameworkClassIsNotPlain() {
    // `NSManagedObject` is an `ObservableObject` of the framework's; the sources' extension
    // of it says nothing of its conformances.
    assertFindings(
      Self.record(
        base: "NSManagedObject", extra: "extension NSManagedObject { func touch() {} }"),
      [], rules: [.unobservedClassModel])
  }

  @Test func aSubclassOfAPlainClassOfTheSourcesIsStillPlain() {
    assertFindings(
      Self.record(base: "Entry", extra: "class Entry {}\nextension Entry { func touch() {} }"),
      [FindingSpec("1️⃣", .unobservedClassModel, mentions: ["'Record.name'"])],
      rules: [.unobservedClassModel])
  }

  // MARK: - SL402, a local copy of a value; a reordering

  /// A layer list whose `layer` (a struct) is plain, with `methods`.
  static func layers(_ methods: String) -> String {
    """
    import SwiftUI
    struct Layer {
        var name = ""
        var ids: [Int] = []
    }
    final class LayerList: ObservableObject {
        1️⃣var layer: Layer
        @Published var objects: [Int] = []
        init(layer: Layer) { self.layer = layer }
        \(methods)
    }
    struct LayerScreen: View {
        @StateObject var list = LayerList(layer: Layer())
        var body: some View { Text(list.layer.name) }
    }
    """
  }

  @Test func aLocalCopyAndAWriteAfterAReorderingAreNotReported() {
    // A local of the property's name holds a copy; a reordering of the published list
    // announces the object before the plain write beside it.
    for methods in [
      "func remove(_ id: Int) { var layer = Layer(); layer.ids.removeAll { $0 == id }; print(layer) }",
      "func move(from: IndexSet, to: Int) { objects.move(fromOffsets: from, toOffset: to); layer.ids = objects }",
    ] {
      assertFindings(Self.layers(methods), [], rules: [.unpublishedProperty])
    }
  }

  @Test func theStoredValueWrittenAloneIsStillReported() {
    for methods in [
      "func remove(_ id: Int) { layer.ids.removeAll { $0 == id } }",
      "func rename(_ text: String) { let name = text; layer.name = name }",
      "func move(from: IndexSet, to: Int) { layer.ids.move(fromOffsets: from, toOffset: to) }",
    ] {
      assertFindings(
        Self.layers(methods),
        [FindingSpec("1️⃣", .unpublishedProperty, mentions: ["'LayerList.layer'"])],
        rules: [.unpublishedProperty])
    }
  }

  // MARK: - SL401, a read in a closure handed to a child under an event's label

  /// A point preview whose `use` reads a plain location store; the store's location changes
  /// as the device moves.
  static func preview(_ use: String) -> String {
    """
    import SwiftUI
    final class Locator {
        static let shared = Locator()
        var last: String?
        func update(_ text: String) { 1️⃣last = text }
    }
    struct RouteButton: View {
        let routeTapped: () -> Void
        var body: some View { Button("Route", action: routeTapped) }
    }
    struct PinButton: View {
        let onRoute: () -> Void
        var body: some View { Button("Pin", action: onRoute) }
    }
    struct Card<Content: View>: View {
        let content: () -> Content
        var body: some View { content() }
    }
    struct PointPreview: View {
        @State var route: String?
        var body: some View {
            VStack {
                \(use)
            }
        }
    }
    """
  }

  @Test func aReadInAnEventClosureHandedToAChildIsNotShown() {
    // The child keeps the closure and calls it from its button's action.
    for use in [
      "RouteButton(routeTapped: { route = Locator.shared.last })",
      "PinButton(onRoute: { route = Locator.shared.last })",
    ] {
      assertFindings(Self.preview(use), [], rules: [.unobservedClassModel])
    }
  }

  @Test func aReadWhileTheBodyIsComputedIsStillShown() {
    for use in [
      "Text(Locator.shared.last ?? \"\")",
      "Card(content: { Text(Locator.shared.last ?? \"\") })",
    ] {
      assertFindings(
        Self.preview(use),
        [FindingSpec("1️⃣", .unobservedClassModel, mentions: ["'Locator.last'"])],
        rules: [.unobservedClassModel])
    }
  }
}
