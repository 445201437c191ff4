import Foundation
import ScreenLab
import ScreenLabRun
import Testing

/// The driver in process on the kinds of entry point `screenlab run` now hosts: a view made
/// with synthesized arguments (the output says what was synthesized), an app's window group,
/// a `NavigationLink` tapped by its text (Docs/Run.md §3, §4).
@MainActor @Suite struct RunHostingTests {
  @Test func whatWasSynthesizedIsPrintedUnderTheViewsName() throws {
    let candidate = RunCandidate.view(
      "Favorite", synthesized: "Favorite(isOn: $isOn), @State isOn = false"
    ) { HostingFavoriteHost() }
    let result = RunDriver.run([candidate], request: RunRequest(steps: [.toggle("title")]))
    let lines = result.textLines()
    #expect(
      lines.prefix(2) == [
        "== Favorite ==", "sentezlendi: Favorite(isOn: $isOn), @State isOn = false",
      ])
    let english = RunDriver.run([candidate], request: RunRequest(language: .en))
    #expect(english.hosted.first?.note == "synthesized: Favorite(isOn: $isOn), @State isOn = false")
    // The binding is live: the toggle writes the host's state, the row shows it.
    let step = try #require(result.hosted.first?.steps.first)
    #expect(step.error == nil)
    #expect(step.recomputes.map(\.view).contains("HostingFavorite"))
    // A view made by the sources' own code says nothing.
    let plain = RunDriver.run([.view("Plain") { Text("x") }], request: RunRequest())
    #expect(plain.hosted.first?.note == nil)
    #expect(plain.textLines().prefix(2) == ["== Plain ==", "Text \"x\""])
  }

  @Test func anAppIsHostedByItsWindowGroupsRootAndALinkPushes() throws {
    let result = RunDriver.run(
      [.app("HostingShelfApp") { HostingShelfApp() }],
      request: RunRequest(steps: [.tap("Kitaplar"), .tap("Ödünç al")]))
    let hosted = try #require(result.hosted.first)
    #expect(hosted.tree.first == "HostingShelf")
    #expect(hosted.steps.map(\.error) == [nil, nil])
    // The second tap reaches a button of the pushed destination and changes its state.
    #expect(hosted.steps[1].recomputes.map(\.view) == ["HostingBookList"])
  }

  /// A SwiftUI view that force-unwraps an image its app ships is hosted as a UIKit view is:
  /// the host stands in for the app's asset catalog (Docs/Run.md §3, "Interface Builder").
  @Test func aSwiftUIViewGetsTheAppsImagesStoodIn() throws {
    let result = RunDriver.run([.view("HostingLogo") { HostingLogo() }], request: RunRequest())
    let hosted = try #require(result.hosted.first)
    #expect(hosted.tree.first == "HostingLogo")
    #expect(hosted.tree.contains { $0.contains("Image") })
  }
}

private struct HostingFavorite: View {
  @Binding var isOn: Bool
  var body: some View {
    VStack {
      Toggle("title", isOn: $isOn)
      if isOn { Text("★") }
    }
  }
}

/// Force-unwraps an asset as apps do: what the stand-ins are for.
private struct HostingLogo: View {
  // swift-format-ignore: NeverForceUnwrap
  var body: some View { Image(uiImage: UIImage(named: "logo")!) }
}

private struct HostingFavoriteHost: View {
  @State var isOn = false
  var body: some View { HostingFavorite(isOn: $isOn) }
}

private struct HostingShelfApp: App {
  var body: some Scene {
    WindowGroup { HostingShelf() }
  }
}

private struct HostingShelf: View {
  var body: some View {
    NavigationStack {
      NavigationLink("Kitaplar", destination: HostingBookList())
    }
  }
}

private struct HostingBookList: View {
  @State private var borrowed = false
  var body: some View {
    Button(borrowed ? "İade et" : "Ödünç al") { borrowed = true }
  }
}
