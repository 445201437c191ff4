import Foundation
import Testing

@testable import HeadlessSwiftUI

/// The per-type answers the graph reads without a conformance lookup give what the casts
/// gave: a view with a body is a user view, and each primitive's declared answers are its
/// casts' (``PrimitiveConformances``).
@MainActor
struct DeclaredConformanceTests {
  private struct Row: View {
    let index: Int
    var body: some View { Text("\(index)") }
  }

  private struct Framed: ViewModifier {
    func body(content: Content) -> some View { content.padding() }
  }

  /// A user view whose name begins as a modifier's body's does.
  private struct ModifierBodyViewLookalike<T>: View {
    var body: some View { Text("l") }
  }

  private struct Screen: View {
    var body: some View {
      NavigationStack {
        VStack {
          ForEach(0..<3) { index in Row(index: index) }
          GeometryReader { _ in Text("g") }
          ScrollViewReader { _ in Text("s") }
          Button("b") {}
          Toggle("t", isOn: .constant(true))
          Text("m").sheet(isPresented: .constant(false)) { Text("sheet") }
          Text("f").modifier(Framed())
          ModifierBodyViewLookalike<Int>()
        }
      }
    }
  }

  @Test func declaredAnswersAreTheCastsAnswers() {
    let declared: [any PrimitiveView.Type] = [
      ForEach<Range<Int>, Int, Row>.self, GeometryReader<Text>.self, ScrollViewReader<Text>.self,
      Button<Text>.self, Toggle<Text>.self, NavigationStack<Text>.self, NavigationView<Text>.self,
      NavigationSplitView<Text, Text, Text>.self, VStack<Text>.self, Text.self,
      TupleView<(Text, Text)>.self,
    ]
    for type in declared {
      #expect(type.declaredConformances == PrimitiveConformances(castingTo: type), "\(type)")
    }
    // A primitive whose answers depend on its type's arguments declares none: they are cast.
    #expect(ModifiedContent<Text, _OpacityEffect>.declaredConformances == nil)
  }

  private struct Items: ToolbarContent {
    var body: some ToolbarContent { ToolbarItem { Text("i") } }
  }

  /// A primitive answers itself through its `View` witness table (its `View` and
  /// `PrimitiveView` conformances share their conditions, conditional ones included); user
  /// views and `Never` answer nil, as their casts to `PrimitiveView` fail.
  @Test func aPrimitiveAnswersItselfFromItsViewWitnessTable() {
    func answer<V: View>(_: V.Type) -> Any.Type? { V._primitiveViewType?.type }
    let primitives: [any View.Type] = [
      Text.self, VStack<Text>.self, TupleView<(Text, Text)>.self,
      ForEach<Range<Int>, Int, Row>.self, ModifiedContent<Text, _OpacityEffect>.self,
      Group<Text>.self, EmptyView.self,
    ]
    for type in primitives {
      #expect(type is any PrimitiveView.Type, "\(type)")
      let answered = answer(type)
      #expect(answered.map(ObjectIdentifier.init) == ObjectIdentifier(type), "\(type)")
    }
    for type in [Row.self, Screen.self, Never.self] as [any View.Type] {
      #expect(!(type is any PrimitiveView.Type), "\(type)")
      #expect(answer(type) == nil, "\(type)")
    }
  }

  /// The graph asks only types of the carriers' names whether they carry a body whose
  /// properties live elsewhere: every carrier must be so named.
  @Test func everyCarrierIsNamedAsTheGraphExpects() {
    let carriers: [Any.Type] = [ModifierBodyView<Framed>.self, _ToolbarContentBody<Items>.self]
    for carrier in carriers {
      let name = ViewGraph.typeName(carrier)
      #expect(ViewTypeTraits.modifierBodyPrefixes.contains(where: name.hasPrefix), "\(name)")
    }
    #expect(
      !ViewTypeTraits.modifierBodyPrefixes.contains(where: ViewGraph.typeName(Row.self).hasPrefix))
  }

  @Test func aViewWithABodyIsAUserViewAndAPrimitiveIsNot() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: Screen(), runtime: runtime)
      var users = 0
      var primitives = 0
      for node in host.allNodes() where !node.traits.isOptional {
        let castIsPrimitive = node.view is any PrimitiveView
        #expect(node.traits.isUser == !castIsPrimitive, "\(type(of: node.view))")
        #expect(!node.traits.isPlatformLeaf)
        if node.traits.isUser { users += 1 } else { primitives += 1 }
      }
      #expect(users >= 4)
      #expect(primitives >= 10)
      let bodies = host.allNodes().filter { $0.traits.isModifierBody }
      #expect(bodies.map(\.name) == ["Framed"])
      #expect(bodies.allSatisfy { $0.view is ModifierBodyCarrier })
      let lookalikes = host.allNodes().filter { $0.view is ModifierBodyViewLookalike<Int> }
      #expect(lookalikes.count == 1)
      #expect(lookalikes.allSatisfy { $0.traits.isUser && !$0.traits.isModifierBody })
    }
  }
}
