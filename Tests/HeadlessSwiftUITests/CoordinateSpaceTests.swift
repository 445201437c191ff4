import HeadlessSwiftUI
import Runtime
import Testing

/// A name of a coordinate space that is not a string (real code names spaces with enums).
private enum Space: Hashable { case stack }

/// The geometry a reader sees, as one line of text.
private struct SpaceLabel: View {
  let proxy: GeometryProxy

  var body: some View {
    let global = Int(proxy.frame(in: .global).minY)
    let scroll = Int(proxy.frame(in: .scrollView).minY)
    let vertical = Int(proxy.frame(in: .scrollView(axis: .vertical)).minY)
    let horizontal = Int(proxy.frame(in: .scrollView(axis: .horizontal)).minY)
    let stack = Int(proxy.frame(in: .named(Space.stack)).minY)
    let bounds = proxy.bounds(of: .scrollView).map { "\(Int($0.minY))/\(Int($0.height))" }
    let none = proxy.bounds(of: .scrollView(axis: .horizontal)) == nil
    Text("g\(global) s\(scroll) v\(vertical) h\(horizontal) n\(stack) b\(bounds ?? "-") \(none)")
  }
}

/// `CoordinateSpaceProtocol`, `NamedCoordinateSpace` and `GeometryProxy.bounds(of:)`
/// (Docs/Semantics/SwiftUI.md §16.1).
@MainActor @Suite struct CoordinateSpaceTests {
  @Test func aReaderMeasuresItselfInTheScrollViewAndNamedSpacesAroundIt() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: VStack {
          Text("ab")
          ScrollView {
            VStack {
              Color.clear.frame(height: 30)
              GeometryReader { proxy in SpaceLabel(proxy: proxy) }.frame(height: 50)
            }
          }
        }
        .coordinateSpace(name: Space.stack)
        .padding(.top, 5),
        runtime: runtime)
      _ = host.frame(of: "SpaceLabel")
      // The named stack starts 5 down; the scroll view below the text (17) and the spacing (8),
      // at 30; the reader below the 30-point spacer and the spacing, 38 into the scroll view.
      // There is no horizontal scroll view: that space falls back to the window, and has no
      // bounds.
      #expect(host.texts.contains("g68 s38 v38 h68 n63 b-38/814 true"))
    }
  }

  @Test func theProtocolsStaticMembersResolveToTheEnumsSpaces() {
    #expect(CoordinateSpace.global.isGlobal)
    #expect(CoordinateSpace.local.isLocal)
    #expect(named(.local) == .local)
    #expect(named(.global) == .global)
    #expect(named(.named("list")) == .named("list"))
    #expect(NamedCoordinateSpace.named(Space.stack) != .named("stack"))
    #expect(NamedCoordinateSpace.scrollView != .scrollView(axis: .vertical))
    let drag = DragGesture(coordinateSpace: .named(Space.stack))
    #expect(drag.coordinateSpace == .named(Space.stack))
  }

  private func named(_ space: some CoordinateSpaceProtocol) -> CoordinateSpace {
    space.coordinateSpace
  }
}
