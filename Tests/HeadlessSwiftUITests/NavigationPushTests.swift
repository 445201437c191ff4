import HeadlessSwiftUI
import Runtime
import Testing

/// A `NavigationLink` tapped by its text pushes its destination in the enclosing navigation
/// container; an app's window group gives its root view (Docs/Semantics/SwiftUI.md §3.5, §3.6).
@MainActor
struct NavigationPushTests {
  @Test func tappingALinkShowsItsDestinationInPlaceOfTheRoot() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: NavInbox(), runtime: runtime)
      host.settle()
      #expect(host.texts == ["Mail", "Drafts"])
      #expect(host.tap("Drafts"))
      host.settle()
      #expect(host.texts == ["Draft 1", "Send"])
      #expect(host.userViews.contains("NavDraftList"))
      // The pushed view is live: its state changes and it re-runs.
      let report = host.measure("send") { _ = host.tap("Send") }
      #expect(report.recomputes.map(\.view) == ["NavDraftList"])
      host.settle()
      #expect(host.texts == ["Draft 1", "Sent"])
    }
  }

  @Test func aLinkOutsideANavigationContainerDoesNothing() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: NavLooseLink(), runtime: runtime)
      host.settle()
      #expect(host.tap("Open"))
      host.settle()
      #expect(host.texts == ["Open"])
      #expect(!host.userViews.contains("NavDraftList"))
    }
  }

  @Test func aNavigationViewPushesToo() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: NavigationView { NavigationLink("Go") { NavDraftList() } }, runtime: runtime)
      host.settle()
      #expect(host.tap("Go"))
      host.settle()
      #expect(host.texts == ["Draft 1", "Send"])
    }
  }

  @Test func anAppsRootIsItsFirstWindowGroupsContent() throws {
    let root = try #require(NavMailApp().body.windowRoot)
    #expect(root is NavInbox)
    #expect(NavNoWindow().body.windowRoot == nil)
  }
}

private struct NavInbox: View {
  var body: some View {
    NavigationStack {
      VStack {
        Text("Mail")
        NavigationLink("Drafts", destination: NavDraftList())
      }
    }
  }
}

private struct NavFolder: View {
  var body: some View { Text("NavFolder") }
}

private struct NavDraftList: View {
  @State private var sent = false
  var body: some View {
    VStack {
      Text("Draft 1")
      Button(sent ? "Sent" : "Send") { sent = true }
    }
  }
}

private struct NavLooseLink: View {
  var body: some View { NavigationLink("Open", destination: NavDraftList()) }
}

private struct NavMailApp: App {
  var body: some Scene {
    WindowGroup { NavInbox() }
    WindowGroup("Other") { NavFolder() }
  }
}

private struct NavNoWindow: App {
  var body: some Scene { NavEmptyScene() }
}

private struct NavEmptyScene: Scene {
  var body: some Scene { NavNoScene() }
}

private struct NavNoScene: Scene {
  var body: Never { fatalError("no body") }
}
