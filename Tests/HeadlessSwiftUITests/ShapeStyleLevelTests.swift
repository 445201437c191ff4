import HeadlessSwiftUI
import Runtime
import Testing

/// `ShapeStyle.secondary` … `quinary` of a style (Docs/Semantics/SwiftUI.md §16.4).
@MainActor @Suite struct ShapeStyleLevelTests {
  @Test func theFillsLevelsDrawUIKitsFillsOfThoseLevels() {
    Runtime.withNew { runtime in
      let tertiary = ViewHost(
        rootView: RoundedRectangle(cornerRadius: 4).fill(.fill.tertiary)
          .frame(width: 10, height: 10), runtime: runtime)
      #expect(tertiary.svg().contains("fill=\"#767680\" fill-opacity=\"0.12\""))
      let secondary = ViewHost(
        rootView: Rectangle().fill(.fill.secondary).frame(width: 10, height: 10),
        runtime: runtime)
      #expect(secondary.svg().contains("fill=\"#787880\" fill-opacity=\"0.16\""))
      let quaternary = ViewHost(
        rootView: Rectangle().fill(.fill.quaternary).frame(width: 10, height: 10),
        runtime: runtime)
      #expect(quaternary.svg().contains("fill=\"#747480\" fill-opacity=\"0.08\""))
    }
  }

  @Test func aColoursLevelIsKeptAsTheLevelOfThatColour() {
    let level = Color.red.tertiary
    #expect(level.base == .red)
    #expect(level.level == 3)
    #expect(Color.blue.quinary.level == 5)
  }
}
