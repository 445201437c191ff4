import Foundation
import HeadlessSwiftUI
import Runtime
import Testing

// The deprecated binding-driven navigation links, shapes by corner size, the system shape
// styles and the recorded modifiers of Docs/Semantics/SwiftUI.md §15.10–§15.13.

private struct ActiveLinkHost: View {
  @State var isActive = false
  var body: some View {
    NavigationView {
      NavigationLink(destination: Text("Detail"), isActive: $isActive) { Text("Open") }
    }
  }
}

private struct TaggedLinkHost: View {
  @State var selection: Int? = nil
  var body: some View {
    NavigationStack {
      VStack {
        NavigationLink(tag: 1, selection: $selection) {
          Text("One")
        } label: {
          Text("First")
        }
        NavigationLink("Second", destination: Text("Two"), tag: 2, selection: $selection)
      }
    }
  }
}

private struct KindGap: View {
  let kind: ContentShapeKinds
  var body: some View {
    HStack(spacing: 40) {
      Text("a")
      Text("b")
    }
    .contentShape(kind, Rectangle())
  }
}

private struct Gap: View {
  var body: some View {
    HStack(spacing: 40) {
      Text("a")
      Text("b")
    }
  }
}

@MainActor
struct DevCorpusNavigationTests {
  @Test func aLinkWithABindingPushesAndWritesTrue() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: ActiveLinkHost(), runtime: runtime)
      #expect(host.read("isActive", as: Bool.self) == false)
      #expect(host.tap("Open"))
      host.settle()
      #expect(host.texts == ["Detail"])
      #expect(host.read("isActive", as: Bool.self) == true)
    }
  }

  @Test func aTaggedLinkWritesItsTagToTheSelection() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: TaggedLinkHost(), runtime: runtime)
      #expect(host.tap("Second"))
      host.settle()
      #expect(host.texts == ["Two"])
      #expect(host.read("selection", as: Int?.self) == 2)
    }
  }

  @Test func navigationDestinationWithABindingIsRecorded() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: Text("Root").navigationDestination(isPresented: .constant(false)) {
          Text("Pushed")
        }, runtime: runtime)
      #expect(host.texts == ["Root"])
      let recorded = host.recordedModifiers().map { "\($0.name) \($0.value)" }
      #expect(recorded.contains("navigationDestination.isPresented false"))
    }
  }
}

@MainActor
struct DevCorpusShapeStyleTests {
  @Test func shapesByCornerSizeAndStyleDrawAsTheirRadius() {
    Runtime.withNew { runtime in
      let rounded = ViewHost(
        rootView: RoundedRectangle(cornerSize: CGSize(width: 6, height: 9), style: .continuous)
          .fill(Color.red).frame(width: 40, height: 20), runtime: runtime)
      #expect(rounded.svg().contains("rx=\"6\""))
      let capsule = ViewHost(
        rootView: Capsule(style: .circular).fill(Color.red).frame(width: 40, height: 20),
        runtime: runtime)
      let plain = ViewHost(
        rootView: Capsule().fill(Color.red).frame(width: 40, height: 20), runtime: runtime)
      #expect(capsule.svg() == plain.svg())
    }
  }

  @Test func systemStylesDrawUIKitsLightColours() {
    Runtime.withNew { runtime in
      let separator = ViewHost(
        rootView: Rectangle().fill(.separator).frame(width: 10, height: 1), runtime: runtime)
      #expect(separator.svg().contains("fill=\"#3c3c43\" fill-opacity=\"0.29\""))
      let link = ViewHost(
        rootView: Rectangle().fill(.link).frame(width: 10, height: 10), runtime: runtime)
      #expect(link.svg().contains("fill=\"#007aff\""))
      let background = ViewHost(
        rootView: Circle().fill(.background).frame(width: 10, height: 10), runtime: runtime)
      #expect(background.svg().contains("fill=\"#ffffff\""))
    }
  }

  @Test func anInteractionContentShapeIsTheHitAreaAndOtherKindsAreNot() {
    Runtime.withNew { runtime in
      let interaction = ViewHost(rootView: KindGap(kind: .interaction), runtime: runtime)
      let preview = ViewHost(rootView: KindGap(kind: .dragPreview), runtime: runtime)
      let frame = interaction.frame(of: "KindGap") ?? .zero
      let middle = CGPoint(x: frame.midX, y: frame.midY)
      #expect(interaction.hitTest(middle) == "KindGap")
      #expect(preview.hitTest(middle) == nil)
    }
  }

  @Test func recordedModifiersKeepTheirValues() {
    Runtime.withNew { runtime in
      let plain = ViewHost(rootView: Gap(), runtime: runtime)
      let host = ViewHost(
        rootView: Gap().listRowSeparatorTint(.red).accessibilityActions { Button("Next") {} }
          .toolbar(removing: .sidebarToggle).transformEffect(.identity)
          .projectionEffect(ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2))),
        runtime: runtime)
      #expect(host.frame(of: "Gap") == plain.frame(of: "Gap"))
      #expect(!host.tap("Next"))
      let recorded = Dictionary(
        host.recordedModifiers().map { ($0.name, $0.value) }, uniquingKeysWith: { $1 })
      #expect(recorded["toolbar.removing"] == "sidebarToggle")
      #expect(recorded["projectionEffect"] == "projective")
      #expect(recorded["accessibilityActions"] == "")
      #expect(
        Font.custom("Avenir", size: 14, relativeTo: .body) == Font.custom("Avenir", size: 14))
    }
  }

  @Test func aScaleBySizeIsTheScaleByAxes() {
    Runtime.withNew { runtime in
      let bySize = ViewHost(
        rootView: Gap().scaleEffect(CGSize(width: 2, height: 3)), runtime: runtime)
      let byAxes = ViewHost(rootView: Gap().scaleEffect(x: 2, y: 3), runtime: runtime)
      #expect(bySize.svg() == byAxes.svg())
    }
  }
}

private struct TablePerson: Identifiable {
  let id: Int
  let givenName: String
  let familyName: String
}

private let tablePeople = [
  TablePerson(id: 1, givenName: "Juan", familyName: "Chavez"),
  TablePerson(id: 2, givenName: "Mei", familyName: "Chen"),
]

private struct PeopleTable: View {
  @State var selection = Set<Int>()
  var body: some View {
    Table(tablePeople, selection: $selection) {
      TableColumn("Given Name", value: \.givenName)
      TableColumn("Family Name", value: \.familyName)
    }
  }
}

private struct SortedPeopleTable: View {
  @State var order = [KeyPathComparator(\TablePerson.familyName)]
  var body: some View {
    Table(tablePeople, sortOrder: $order) {
      TableColumn("Family", value: \.familyName) { Text("Mx \($0.familyName)") }
      TableColumn("Given", value: \.givenName)
    }
  }
}

@MainActor
struct DevCorpusTableTests {
  @Test func aCompactTableShowsItsFirstColumnAsAList() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: PeopleTable(), runtime: runtime)
      #expect(host.texts == ["Juan", "Mei"])
      let sorted = ViewHost(rootView: SortedPeopleTable(), runtime: runtime)
      #expect(sorted.texts == ["Mx Chavez", "Mx Chen"])
      #expect(sorted.read("order", as: [KeyPathComparator<TablePerson>].self)?.count == 1)
      // A column built by a closure (not sortable) in a table that does not sort.
      let built = ViewHost(
        rootView: Table(tablePeople) {
          TableColumn("Name") { (person: TablePerson) in Text(person.givenName.uppercased()) }
        }, runtime: runtime)
      #expect(built.texts == ["JUAN", "MEI"])
    }
  }
}
