import Foundation
import HeadlessSwiftUI
import Runtime
import Testing

// Grids, dismissal, focus, alerts and navigation links (Docs/RealCode.md). Window 390 × 844.

private struct GridCell: View {
  var body: some View { Rectangle() }
}

private struct ClosingSheet: View {
  @Environment(\.dismiss) var dismiss
  var body: some View { Button("close") { dismiss() } }
}

private struct ClosingPresenter: View {
  @State var showing = false
  @State var other = 0
  var body: some View {
    VStack {
      Text("other \(other)")
      Button("open") { showing = true }
    }
    .sheet(isPresented: $showing) { ClosingSheet() }
  }
}

private struct FocusScreen: View {
  @FocusState var focused: Bool
  var body: some View {
    VStack {
      Text(focused ? "on" : "off")
      Button("focus") { focused = true }
    }
  }
}

private final class Deletions { var count = 0 }

private struct AlertScreen: View {
  @State var asking = false
  let deletions: Deletions
  var body: some View {
    Button("ask") { asking = true }
      .alert("Delete it?", isPresented: $asking) {
        Button("Delete") { deletions.count += 1 }
      } message: {
        Text("No undo.")
      }
  }
}

private struct LinkDestination: View {
  var body: some View { Text("far") }
}

@MainActor
struct LazyGridTests {
  @Test func flexibleColumnsShareTheWidthAndRowsStack() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: LazyVGrid(
          columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 4
        ) {
          ForEach(0..<3) { _ in GridCell().frame(height: 10) }
        }, runtime: runtime)
      // Columns: (390 - 8) / 2 = 191; rows 10 + 4 + 10 = 24, centred at y 410.
      #expect(
        host.frames(of: "GridCell") == [
          CGRect(x: 0, y: 410, width: 191, height: 10),
          CGRect(x: 199, y: 410, width: 191, height: 10),
          CGRect(x: 0, y: 424, width: 191, height: 10),
        ])
    }
  }

  @Test func anAdaptiveColumnMakesAsManyColumnsAsFit() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: LazyVGrid(columns: [GridItem(.adaptive(minimum: 80), spacing: 10)]) {
          ForEach(0..<5) { _ in GridCell().frame(height: 10) }
        }, runtime: runtime)
      // (390 + 10) / (80 + 10) = 4 columns of (390 - 30) / 4 = 90.
      let frames = host.frames(of: "GridCell")
      #expect(frames.map(\.minX) == [0, 100, 200, 300, 0])
      #expect(frames.allSatisfy { $0.width == 90 })
      #expect(Set(frames.map(\.minY)).count == 2)
    }
  }
}

@MainActor
struct PresentationActionTests {
  @Test func dismissInsideASheetClosesIt() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: ClosingPresenter(), runtime: runtime)
      #expect(host.tap("open"))
      host.settle()
      #expect(host.userViews.contains("ClosingSheet"))
      // Another update of the presenter gives the sheet the same dismiss action: no re-run.
      let runs = host.evaluations.filter { $0.view == "ClosingSheet" }.count
      #expect(host.write("other", 1, in: "ClosingPresenter"))
      host.settle()
      #expect(host.texts.contains("other 1"))
      #expect(host.evaluations.filter { $0.view == "ClosingSheet" }.count == runs)
      #expect(host.tap("close"))
      host.settle()
      #expect(!host.userViews.contains("ClosingSheet"))
      #expect(host.read("showing", as: Bool.self) == false)
    }
  }

  @Test func aFocusStateInvalidatesLikeState() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: FocusScreen(), runtime: runtime)
      #expect(host.texts.first == "off")
      #expect(host.tap("focus"))
      host.settle()
      #expect(host.texts.first == "on")
      #expect(host.evaluations.last?.reason == .recomputed(.local))
    }
  }

  @Test func anAlertPresentsItsTitleMessageAndActions() {
    Runtime.withNew { runtime in
      let deletions = Deletions()
      let host = ViewHost(rootView: AlertScreen(deletions: deletions), runtime: runtime)
      #expect(!host.texts.contains("Delete it?"))
      #expect(host.tap("ask"))
      host.settle()
      #expect(host.texts.contains("Delete it?"))
      #expect(host.texts.contains("No undo."))
      #expect(host.tap("Delete"))
      #expect(deletions.count == 1)
    }
  }

  @Test func aNavigationLinkLaysOutAsItsLabelWithoutItsDestination() {
    Runtime.withNew { runtime in
      let host = ViewHost(
        rootView: NavigationStack {
          NavigationLink("near", destination: LinkDestination())
        }, runtime: runtime)
      #expect(host.texts == ["near"])
      #expect(!host.userViews.contains("LinkDestination"))
    }
  }
}
