import HeadlessSwiftUI
import Testing

// Screens in shapes public SwiftUI files use — state read only in actions and event
// modifiers, a flag that presents an alert — compiled for the runtime measurement and read as
// text by `screenlab analyze --tree`: both must give the same change lines.

// MARK: - Reads in actions and event modifiers are not reads of the body

struct FlipCard: View {
  @State private var isFlipped = false
  @State private var taps = 0
  @State private var appearances = 0

  func flip() {
    if isFlipped { taps += 1 }
    isFlipped.toggle()
  }

  var body: some View {
    VStack {
      Button("Flip") { flip() }
      Button(action: { print(taps) }) { Text("Log") }
      Text("Front").onTapGesture { flip() }
    }
    .onAppear { if appearances < 10 { appearances += 1 } }
  }
}

// MARK: - A presenting binding is read for the view that presents

struct AskScreen: View {
  @State private var showAlert = false
  @State private var name = ""

  var body: some View {
    VStack {
      TextField("Name", text: $name)
      Button("Ask") { showAlert = true }
    }
    .alert("Sure?", isPresented: $showAlert) { Button("OK") {} }
  }
}

/// The older action sheet and a popover present through the same binding read.
struct ShareScreen: View {
  @State private var showSheet = false
  @State private var showTip = false
  @State private var count = 0

  var body: some View {
    VStack {
      Button("Share") { showSheet = true }
      Button("Tip") { showTip = true }
      Button("Count") { count += 1 }
    }
    .actionSheet(isPresented: $showSheet) { ActionSheet(title: Text("Share")) }
    .popover(isPresented: $showTip) { Text("Tip") }
  }
}

extension TreeAgreementTests {
  static let eventScreens = "Tests/ScreenLabCLITests/TreeAgreementEventScreens.swift"

  @Test @MainActor func readsInActionsAreNotBodyReads() throws {
    let sources = [try Self.source(Self.eventScreens)]
    #expect(Self.keys(sources, root: "FlipCard").isEmpty)
    Self.expectAgreement(
      sources, root: "FlipCard", view: FlipCard(),
      [
        ("isFlipped", { host in host.write("isFlipped", true, in: "FlipCard") }),
        ("taps", { host in host.write("taps", 2, in: "FlipCard") }),
        ("appearances", { host in host.write("appearances", 42, in: "FlipCard") }),
      ])
  }

  @Test @MainActor func aPresentingBindingAgrees() throws {
    let sources = [try Self.source(Self.eventScreens)]
    #expect(Self.keys(sources, root: "AskScreen") == ["showAlert"])
    Self.expectAgreement(
      sources, root: "AskScreen", view: AskScreen(),
      [
        ("showAlert", { host in host.write("showAlert", true, in: "AskScreen") }),
        ("name", { host in host.write("name", "Ada", in: "AskScreen") }),
      ])
  }

  @Test @MainActor func anActionSheetAndAPopoverBindingAgree() throws {
    let sources = [try Self.source(Self.eventScreens)]
    #expect(Self.keys(sources, root: "ShareScreen") == ["showSheet", "showTip"])
    Self.expectAgreement(
      sources, root: "ShareScreen", view: ShareScreen(),
      [
        ("showSheet", { host in host.write("showSheet", true, in: "ShareScreen") }),
        ("showTip", { host in host.write("showTip", true, in: "ShareScreen") }),
        ("count", { host in host.write("count", 3, in: "ShareScreen") }),
      ])
  }
}
