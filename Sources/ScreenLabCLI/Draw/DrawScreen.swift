import ScreenLab
import ScreenLabSeeds

/// The seeds' SwiftUI screens `screenlab draw` renders (Docs/Semantics/SwiftUI.md §3.2): each is
/// hosted in a fresh runtime, laid out in the default 390 × 844 window and painted from the layout
/// pass on white (``ViewHost/svg(background:)``), as the screen is when it first appears.
enum DrawScreen {
  /// The screen names, in the order the CLI lists them, with the seed view each draws.
  static let catalog: [(name: String, view: String)] = [
    ("panel", "PanelScreen"), ("board", "BoardScreen"), ("card-row", "CardRow"),
  ]

  /// The screen names.
  static let names = catalog.map(\.name)

  /// The SVG of the screen `name`, or nil when there is no such screen.
  @MainActor
  static func render(name: String) -> String? {
    switch name {
    case "panel": return render(PanelScreen())
    case "board": return render(BoardScreen())
    case "card-row": return render(CardRow())
    default: return nil
    }
  }

  @MainActor
  private static func render(_ view: some View) -> String {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: view, runtime: runtime)
      host.settle()
      host.layout(in: LayoutMetric.defaultWindow)
      return host.svg(background: .white)
    }
  }
}
