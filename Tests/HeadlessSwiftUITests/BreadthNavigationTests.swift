import Foundation
import HeadlessSwiftUI
import Runtime
import Testing

// Value-based navigation, environment values, `@ScaledMetric` and `EditButton`
// (Docs/Semantics/SwiftUI.md §14.4, §14.8).

private struct PathScreen: View {
  @State var path = NavigationPath()
  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        NavigationLink("Seven", value: 7)
        NavigationLink("Word", value: "hello")
      }
      .navigationDestination(for: Int.self) { number in
        VStack {
          Text("Number \(number)")
          Button("Back") { path.removeLast() }
        }
      }
      .navigationDestination(for: String.self) { word in
        VStack {
          Text("Text \(word)")
          NavigationLink("Deeper", value: 8)
        }
      }
    }
  }
}

private struct ArrayPathScreen: View {
  @State var path: [Int] = []
  var body: some View {
    NavigationStack(path: $path) {
      NavigationLink(value: 3) { Text("Three") }
        .navigationDestination(for: Int.self) { Text("Page \($0)") }
    }
  }
}

@MainActor
struct BreadthNavigationTests {
  @Test func aValueLinkAppendsToThePathAndTheStackShowsItsDestination() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: PathScreen(), runtime: runtime)
      #expect(host.texts == ["Seven", "Word"])
      #expect(host.tap("Seven"))
      host.settle()
      #expect(host.read("path", as: NavigationPath.self)?.count == 1)
      #expect(host.texts == ["Number 7", "Back"])
      #expect(host.tap("Back"))
      host.settle()
      #expect(host.read("path", as: NavigationPath.self)?.isEmpty == true)
      #expect(host.texts == ["Seven", "Word"])
    }
  }

  @Test func aDestinationsLinkPushesFurtherAndTheLastValueIsShown() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: PathScreen(), runtime: runtime)
      #expect(host.tap("Word"))
      host.settle()
      #expect(host.texts == ["Text hello", "Deeper"])
      #expect(host.tap("Deeper"))
      host.settle()
      #expect(host.read("path", as: NavigationPath.self)?.count == 2)
      #expect(host.texts == ["Number 8", "Back"])
    }
  }

  @Test func aTypedPathAndAStackWithoutAPath() {
    Runtime.withNew { runtime in
      let typed = ViewHost(rootView: ArrayPathScreen(), runtime: runtime)
      #expect(typed.tap("Three"))
      typed.settle()
      #expect(typed.read("path", as: [Int].self) == [3])
      #expect(typed.texts == ["Page 3"])
      let plain = ViewHost(
        rootView: NavigationStack {
          NavigationLink("Go", value: 5)
            .navigationDestination(for: Int.self) { Text("Five \($0)") }
        }, runtime: runtime)
      #expect(plain.tap("Go"))
      plain.settle()
      #expect(plain.texts == ["Five 5"])
      // A value with no destination registered for its type does nothing.
      let unregistered = ViewHost(
        rootView: NavigationStack { NavigationLink("Lost", value: 1.5) }, runtime: runtime)
      #expect(unregistered.tap("Lost"))
      unregistered.settle()
      #expect(unregistered.texts == ["Lost"])
    }
  }

  @Test func aNavigationPathCountsAppendsAndRemoves() {
    var path = NavigationPath([1, 2])
    path.append("three")
    #expect(path.count == 3)
    path.removeLast(2)
    #expect(path == NavigationPath([1]))
    #expect(!path.isEmpty)
  }
}

private struct SizeClassLabel: View {
  @Environment(\.horizontalSizeClass) private var horizontal
  @Environment(\.verticalSizeClass) private var vertical
  var body: some View {
    Text(
      "\(horizontal == .compact ? "compact" : "regular") \(vertical == .regular ? "tall" : "short")"
    )
  }
}

private struct ScaledLabel: View {
  @ScaledMetric private var size: CGFloat = 34
  var body: some View { Text("\(Int(size))") }
}

private struct EditScreen: View {
  @State private var mode: EditMode = .inactive
  var body: some View {
    VStack {
      EditButton()
      Text(mode.isEditing ? "editing" : "idle")
    }
    .environment(\.editMode, $mode)
  }
}

@MainActor
private final class OpenedURLs {
  var urls: [URL] = []
}

private struct OpenButton: View {
  @Environment(\.openURL) private var openURL
  let url: URL
  var body: some View {
    Button("Open") { openURL(url) }
  }
}

@MainActor
struct BreadthEnvironmentTests {
  @Test func sizeClassesAreAnIPhonesInPortraitUnlessSet() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: SizeClassLabel(), runtime: runtime)
      #expect(host.texts == ["compact tall"])
      let set = ViewHost(
        rootView: SizeClassLabel().environment(\.horizontalSizeClass, .regular), runtime: runtime)
      #expect(set.texts == ["regular tall"])
      #expect(EnvironmentValues().displayScale == 3)
      #expect(!EnvironmentValues().isSearching)
      #expect(!EnvironmentValues().accessibilityReduceMotion)
    }
  }

  @Test func aScaledMetricFollowsTheDynamicTypeSize() {
    Runtime.withNew { runtime in
      #expect(ViewHost(rootView: ScaledLabel(), runtime: runtime).texts == ["34"])
      let large = ViewHost(
        rootView: ScaledLabel().dynamicTypeSize(.accessibility5), runtime: runtime)
      #expect(large.texts == ["106"])
      let small = ViewHost(rootView: ScaledLabel().dynamicTypeSize(.xSmall), runtime: runtime)
      #expect(small.texts == ["28"])
    }
  }

  @Test func anEditButtonTogglesTheEnvironmentsEditMode() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: EditScreen(), runtime: runtime)
      #expect(host.texts == ["Edit", "idle"])
      #expect(host.tap("Edit"))
      host.settle()
      #expect(host.texts == ["Done", "editing"])
      #expect(host.tap("Done"))
      host.settle()
      #expect(host.texts == ["Edit", "idle"])
      // Without a binding in the environment it does nothing.
      let loose = ViewHost(rootView: EditButton(), runtime: runtime)
      #expect(loose.tap("Edit"))
      loose.settle()
      #expect(loose.texts == ["Edit"])
    }
  }

  @Test func anOpenURLActionInTheEnvironmentRunsItsHandler() throws {
    let url = try #require(URL(string: "https://example.com/a"))
    Runtime.withNew { runtime in
      let opened = OpenedURLs()
      let host = ViewHost(
        rootView: OpenButton(url: url).environment(
          \.openURL,
          OpenURLAction { url in
            opened.urls.append(url)
            return .handled
          }), runtime: runtime)
      #expect(host.tap("Open"))
      host.settle()
      #expect(opened.urls == [url])
      var accepted: Bool?
      OpenURLAction { _ in .discarded }(url) { accepted = $0 }
      #expect(accepted == false)
      OpenURLAction { _ in .systemAction }(url) { accepted = $0 }
      #expect(accepted == true)
      // The default opens nothing headless, and says so.
      EnvironmentValues().openURL(url) { accepted = $0 }
      #expect(accepted == false)
    }
  }
}
