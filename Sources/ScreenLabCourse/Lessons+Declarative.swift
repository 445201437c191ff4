import ScreenLab

// Seed 001, "Örtük ve Açık Animasyonlar", and seed 004, "Hareketler".
extension Lesson {
  static let panel = Lesson(
    id: "ortuk-ve-acik-animasyonlar/panel",
    titleTR:
      "Örtük ve Açık Animasyonlar: açık animasyonla yerel, örtük animasyonla ebeveyn değişikliği",
    titleEN:
      "Implicit and Explicit Animations: a local change under withAnimation, a parent value under .animation",
    seed: "001"
  ) { out in
    let screen = panelTree

    let recomputes = [
      out.change(screen, out.label("panel-acildi", "panel-expanded"), key: "isExpanded"),
      out.change(screen, out.label("etkin-degisti", "enabled-changed"), key: "isOn"),
    ].flatMap { $0 }

    out.countCauses(recomputes)
  }

  /// Lesson 001's view tree: the panel screen, its detail panel and status text.
  static let panelTree = ViewTree(
    nodes: [
      ViewNode("PanelScreen", parent: nil, reads: ["isOn"]),
      ViewNode("DetailPanel", parent: "PanelScreen", reads: ["isOn", "isExpanded"]),
      ViewNode("StatusText", parent: "PanelScreen", reads: []),
    ],
    storage: [
      "isOn": .state(owner: "PanelScreen"),
      "isExpanded": .state(owner: "DetailPanel"),
    ])

  /// Lesson 001's limit: the two roots, without their parent.
  static let animatedVersusPlainTree = ViewTree(
    nodes: [
      ViewNode("DetailPanel", parent: nil, reads: ["isExpanded"]),
      ViewNode("StatusText", parent: nil, reads: []),
    ], storage: ["isExpanded": .state(owner: "DetailPanel")])

  /// Lesson 004's view tree: the board, the card, the position label and the hint.
  package static let dragTree = ViewTree(
    nodes: [
      ViewNode("BoardScreen", parent: nil, reads: ["position"]),
      ViewNode("DragCard", parent: "BoardScreen", reads: ["position", "dragOffset"]),
      ViewNode("PositionLabel", parent: "BoardScreen", reads: ["position"]),
      ViewNode("HintText", parent: "BoardScreen", reads: []),
    ],
    storage: [
      "position": .state(owner: "BoardScreen"),
      "dragOffset": .state(owner: "DragCard"),
    ])

  static let animatedVersusPlain = Lesson(
    id: "ortuk-ve-acik-animasyonlar/animated-vs-plain",
    titleTR: "Örtük ve Açık Animasyonlar: animasyonlu ve animasyonsuz aynı değişiklik",
    titleEN: "Implicit and Explicit Animations: the same change with and without animation",
    seed: "001"
  ) { out in
    let screen = animatedVersusPlainTree

    let animated = out.change(screen, out.label("animasyonlu", "animated"), key: "isExpanded")
    let plain = out.change(screen, out.label("animasyonsuz", "plain"), key: "isExpanded")
    out.print(animated.map(\.view) == plain.map(\.view))
    out.print(animated.map(\.cause) == plain.map(\.cause))
  }

  static let drag = Lesson(
    id: "hareketler/drag",
    titleTR: "Hareketler: sürükleme sırasında ve sonrasında üç değişiklik",
    titleEN: "Gestures: three changes during and after a drag",
    seed: "004"
  ) { out in
    let screen = dragTree

    let recomputes = [
      out.change(screen, out.label("surukleme-suruyor", "drag-ongoing"), key: "dragOffset"),
      out.change(
        screen, out.label("surukleme-bitti-konum", "drag-ended-position"), key: "position"),
      out.change(
        screen, out.label("surukleme-bitti-ofset", "drag-ended-offset"), key: "dragOffset"),
    ].flatMap { $0 }

    out.countCauses(recomputes)
  }

  static let unknownStorage = Lesson(
    id: "hareketler/unknown-storage",
    titleTR: "Hareketler: saklama kaydı olmayan bir anahtar",
    titleEN: "Gestures: a key with no storage record",
    seed: "004"
  ) { out in
    let storage: [String: Storage] = [
      "position": .state(owner: "BoardScreen")
    ]
    let screen = ViewTree(
      nodes: [
        ViewNode("BoardScreen", parent: nil, reads: ["position"]),
        ViewNode("DragCard", parent: "BoardScreen", reads: ["position", "velocity"]),
      ], storage: storage)

    let recomputes = out.change(screen, out.label("hiz-okundu", "velocity-read"), key: "velocity")
    out.print(recomputes.count)
  }
}
