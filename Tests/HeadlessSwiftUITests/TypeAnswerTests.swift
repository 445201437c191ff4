import Foundation
import Testing

@testable import HeadlessSwiftUI

/// Answers the graph decides once per type (or per view value) give what asking each value
/// gave: a leaf primitive's children, a modified view's effect, a comparison through an
/// optional, a gesture rebound only when its view changed.
@MainActor
struct TypeAnswerTests {
  private struct Leaves: View {
    var body: some View {
      VStack {
        Text("a").opacity(0.5)
        Image("b").padding()
        Spacer()
        Color.red.frame(width: 10, height: 10)
        Rectangle().foregroundColor(.blue)
        RoundedRectangle(cornerRadius: 4)
        Circle().offset(x: 1, y: 2)
        Capsule().hidden()
        EmptyView()
      }
      .environment(\.isEnabled, true)
    }
  }

  @Test func aLeafTypeAnswersNoChildrenAndEveryEffectIsTheCastsEffect() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: Leaves(), runtime: runtime)
      var leaves = 0
      var effects = 0
      for node in host.allNodes() {
        let primitive = node.view as? any PrimitiveView
        if case .noChildren = node.traits.children, let primitive {
          #expect(primitive.children.isEmpty)
          leaves += 1
        }
        let cast = node.modifierCarrier?.effect
        let found = node.effect
        #expect((cast == nil) == (found == nil))
        if let cast, let found {
          #expect(type(of: cast) == type(of: found))
          effects += 1
        }
      }
      #expect(leaves == 9)
      #expect(effects >= 6)
    }
  }

  @Test func dynamicPropertiesInsideOptionalsStillCompareByTheirInput() {
    // `@State` compares by its initial value (§2.1.2), also inside an optional, which a cast
    // looks into; the optional's own type is not a dynamic property.
    let first: State<Int>? = State(initialValue: 1)
    let same: State<Int>? = State(initialValue: 1)
    let second: State<Int>? = State(initialValue: 2)
    let none: State<Int>? = nil
    #expect(ValueComparison.areEqual(first as Any, same as Any))
    #expect(!ValueComparison.areEqual(first as Any, second as Any))
    #expect(!ValueComparison.areEqual(first as Any, none as Any))
    #expect(ValueComparison.areEqual(State(initialValue: 1), State(initialValue: 1)))
    #expect(!ValueComparison.areEqual(State(initialValue: 1), State(initialValue: 2)))
    #expect(!ValueComparison.areEqual(Optional(1) as Any, Optional(2) as Any))
    #expect(ValueComparison.areEqual(Optional(1) as Any, Optional(1) as Any))
    #expect(!ValueComparison.areEqual(AnyHashable(1), AnyHashable(2)))
  }

  private struct ChangedParent: View {
    let log: GestureLog
    @State var factor = 1

    var body: some View { ChangedChild(log: log, factor: factor) }
  }

  private struct ChangedChild: View {
    let log: GestureLog
    let factor: Int

    var body: some View {
      Rectangle().frame(width: 100, height: 100)
        .gesture(DragGesture().onChanged { _ in log.add("changed:\(factor)") })
    }
  }

  /// Two samples in one turn feed one recognizer: the second is not rebound again (its view
  /// did not change), and the first sample after the view updated runs the new closure.
  @Test func samplesAfterAnUpdateRunTheNewClosure() throws {
    try Runtime.withNew { runtime in
      let log = GestureLog(runtime)
      let host = ViewHost(rootView: ChangedParent(log: log), runtime: runtime)
      let drag = try #require(host.startDrag("ChangedChild"))
      drag.move(to: CGSize(width: 30, height: 0))
      drag.move(to: CGSize(width: 31, height: 0))
      runtime.advance(frames: 1)
      host.write("factor", 2)
      host.settle()
      drag.move(to: CGSize(width: 40, height: 0))
      drag.move(to: CGSize(width: 41, height: 0))
      runtime.advance(frames: 1)
      drag.end()
      host.settle()
      #expect(log.events == ["changed:1", "changed:1", "changed:2", "changed:2"])
    }
  }
}
