import Foundation
import Testing

@testable import HeadlessUIKit

/// A cell that overrides the selection hooks (Docs/Semantics/UIKit.md §65).
private final class CheckCell: UITableViewCell {
  var selections: [Bool] = []
  override func setSelected(_ selected: Bool, animated: Bool) {
    super.setSelected(selected, animated: animated)
    selections.append(selected)
    accessoryType = selected ? .checkmark : .none
  }
  override func setHighlighted(_ highlighted: Bool, animated: Bool) {
    super.setHighlighted(highlighted, animated: animated)
  }
}

/// A table controller whose rows are 30 points high except the second, 80.
private final class HeightsController: UITableViewController {
  var log: [String] = []
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    tableView.dequeueReusableCell(withIdentifier: "check", for: indexPath)
  }
  override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  {
    indexPath.row == 1 ? 80 : 30
  }
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    log.append("select \(indexPath.row)")
  }
  override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    log.append("deselect \(indexPath.row)")
  }
  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  { "Rows" }
}

/// Records what a presentation's delegate is told.
private final class SheetWatcher: UIAdaptivePresentationControllerDelegate {
  var log: [String] = []
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
  { log.append("attempt") }
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    log.append("will")
  }
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    log.append("did")
  }
}

/// Receives the photo album's completion through the selector table.
private final class AlbumClient {
  var saved: [UIImage] = []
  func image(_ image: UIImage, didFinishSavingWithError error: Error?, contextInfo: Any?) {
    saved.append(image)
  }
}

@MainActor @Suite struct UIKitBreadth2Tests {
  @Test func rowsTakeTheDelegatesHeightsAndATapDeselectsThePreviousRow() throws {
    try Runtime.withNew { runtime in
      let controller = HeightsController(style: .plain)
      controller.tableView.register(CheckCell.self, forCellReuseIdentifier: "check")
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      window.rootViewController = controller
      window.makeKeyAndVisible()
      runtime.runTurn()
      let table: UITableView = controller.tableView
      #expect(table.contentSize.height == 170)
      let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
      #expect(second.frame == CGRect(x: 0, y: 30, width: 320, height: 80))
      #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 109)) == IndexPath(row: 1, section: 0))
      #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 111)) == IndexPath(row: 2, section: 0))
      runtime.perform(try .tap(at: CGPoint(x: 100, y: 60)), on: window)
      runtime.perform(try .tap(at: CGPoint(x: 100, y: 120)), on: window)
      #expect(controller.log == ["select 1", "deselect 1", "select 2"])
      let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)) as? CheckCell)
      #expect(cell.isSelected && cell.accessoryType == .checkmark)
      #expect((second as? CheckCell)?.selections.suffix(2) == [true, false])
    }
  }

  @Test func cellStylesHaveTheirLabelsAndHeaderViewsAreReused() {
    Runtime.withNew { _ in
      let plain = UITableViewCell(style: .default, reuseIdentifier: nil)
      #expect(plain.detailTextLabel == nil && plain.imageView != nil)
      let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
      subtitle.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
      subtitle.textLabel?.text = "Title"
      subtitle.detailTextLabel?.text = "Detail"
      subtitle.layoutIfNeeded()
      #expect(subtitle.textLabel?.frame == CGRect(x: 16, y: 0, width: 288, height: 30))
      #expect(subtitle.detailTextLabel?.frame == CGRect(x: 16, y: 30, width: 288, height: 30))
      #expect(UITableViewCell(style: .value2, reuseIdentifier: nil).imageView == nil)
      #expect(subtitle.selectionStyle == .default && subtitle.accessoryType == .none)
      let table = UITableView(frame: .zero, style: .plain)
      #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "h") == nil)
      table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "h")
      let header = table.dequeueReusableHeaderFooterView(withIdentifier: "h")
      #expect(
        header?.reuseIdentifier == "h" && header?.textLabel?.superview === header?.contentView)
    }
  }

  @Test func imagesBecomeResizableAndReadAPNGsSize() {
    Runtime.withNew { _ in
      let image = UIImage(size: CGSize(width: 30, height: 20))
      let insets = UIEdgeInsets(top: 4, left: 5, bottom: 4, right: 5)
      let tiled = image.resizableImage(withCapInsets: insets)
      #expect(tiled.capInsets == insets && tiled.resizingMode == .tile && tiled.size == image.size)
      let stretched = image.resizableImage(withCapInsets: insets, resizingMode: .stretch)
      #expect(stretched.resizingMode == .stretch && image.capInsets == .zero)
      #expect(image.imageOrientation == .up && image.scale == 1)
      var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
      png += Array("IHDR".utf8) + [0, 0, 1, 0x2C, 0, 0, 0, 0xC8]
      #expect(UIImage(data: Data(png))?.size == CGSize(width: 300, height: 200))
      #expect(UIImage(data: Data(png), scale: 2)?.size == CGSize(width: 150, height: 100))
      #expect(UIImage(data: Data([1, 2, 3])) == nil)
    }
  }

  @Test func aDynamicColourResolvesPerTraitsAndNamedColoursNeedStandIns() {
    Runtime.withNew { runtime in
      let accent = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
      #expect(accent == .black)
      #expect(accent.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .white)
      #expect(UIColor.red.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .red)
      #expect(UIColor(named: "Brand") == nil)
      AssetStandIns.of(runtime).isOn = true
      #expect(UIColor(named: "Brand") != nil)
      #expect(diagnostics(runtime).contains { $0.contains("UIColor(named: \"Brand\")") })
    }
  }

  @Test func thePhotoAlbumAnswersAtTheNextTurnAndBitmapContextsNest() {
    Runtime.withNew { runtime in
      let client = AlbumClient()
      SelectorTable.register(
        "image:didFinishSavingWithError:contextInfo:", on: AlbumClient.self
      ) { target, arguments in
        guard let target = target as? AlbumClient,
          let image = SelectorTable.argument(arguments, 0, as: UIImage.self)
        else { return false }
        target.image(image, didFinishSavingWithError: nil, contextInfo: nil)
        return true
      }
      let image = UIImage(size: CGSize(width: 4, height: 4))
      UIImageWriteToSavedPhotosAlbum(
        image, client, Selector("image:didFinishSavingWithError:contextInfo:"), nil)
      #expect(client.saved.isEmpty)
      runtime.runTurn()
      #expect(client.saved.count == 1 && client.saved[0] === image)
      #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
      UIGraphicsBeginImageContextWithOptions(CGSize(width: 40, height: 30), false, 0)
      #expect(UIGraphicsGetCurrentContext() != nil)
      UIGraphicsBeginImageContext(CGSize(width: 10, height: 10))
      #expect(UIGraphicsGetImageFromCurrentImageContext()?.size == CGSize(width: 10, height: 10))
      UIGraphicsEndImageContext()
      #expect(UIGraphicsGetImageFromCurrentImageContext()?.size == CGSize(width: 40, height: 30))
      UIGraphicsEndImageContext()
      #expect(GraphicsContextStack.of(runtime).contexts.isEmpty)
    }
  }

  @Test func aMenuButtonShowsItsMenuInsteadOfItsPrimaryAction() throws {
    try Runtime.withNew { runtime in
      var log: [String] = []
      let sort = UIAction(title: "Sort", subtitle: "By date") { _ in log.append("sort") }
      let hidden = UIAction(title: "Hidden", attributes: .hidden) { _ in log.append("hidden") }
      let deferred = UIDeferredMenuElement { completion in
        completion([UIAction(title: "Later") { _ in log.append("later") }])
      }
      let menu = UIMenu(
        title: "Options",
        children: [sort, UIMenu(options: .displayInline, children: [hidden]), deferred])
      #expect(sort.subtitle == "By date")
      #expect(menu.headlessActions.map(\.title) == ["Sort", "Hidden", "Later"])
      #expect(!menu.headlessChoose(title: "Hidden"))
      #expect(menu.headlessChoose(title: "Later") && log == ["later"])
      let button = UIButton(type: .system, primaryAction: UIAction { _ in log.append("primary") })
      button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
      button.menu = menu
      button.showsMenuAsPrimaryAction = true
      let window = showInWindow(button, runtime)
      runtime.perform(try .tap(at: CGPoint(x: 50, y: 22)), on: window)
      #expect(button.headlessShownMenus.count == 1 && log == ["later"])
      button.showsMenuAsPrimaryAction = false
      runtime.perform(try .tap(at: CGPoint(x: 50, y: 22)), on: window)
      #expect(log == ["later", "primary"])
      let configuration = UIContextMenuConfiguration(actionProvider: { _ in menu })
      #expect(configuration.headlessMenu() === menu)
      let item = UIBarButtonItem(title: "More", menu: menu)
      #expect(item.menu === menu && item.title == "More")
    }
  }

  @Test func aSheetKeepsItsDetentsAndASwipeDismissesUnlessModal() {
    Runtime.withNew { runtime in
      let root = UIViewController()
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      window.rootViewController = root
      window.makeKeyAndVisible()
      runtime.runTurn()
      let sheet = UIViewController()
      let watcher = SheetWatcher()
      let controller = sheet.sheetPresentationController
      #expect(controller?.detents.map(\.identifier) == [.large])
      controller?.detents = [.medium(), .large()]
      controller?.prefersGrabberVisible = true
      sheet.presentationController?.delegate = watcher
      let context = HeadlessDetentContext(
        containerTraitCollection: .current, maximumDetentValue: 801)
      #expect(controller?.detents.map { $0.resolvedValue(in: context) } == [401, 801])
      root.present(sheet, animated: true)
      runtime.runTurn()
      sheet.isModalInPresentation = true
      #expect(sheet.presentationController?.headlessSwipeToDismiss() == false)
      #expect(root.presentedViewController === sheet)
      sheet.isModalInPresentation = false
      #expect(sheet.presentationController?.headlessSwipeToDismiss() == true)
      #expect(root.presentedViewController == nil && watcher.log == ["attempt", "will", "did"])
      let full = UIViewController()
      full.modalPresentationStyle = .fullScreen
      #expect(full.sheetPresentationController == nil)
    }
  }

  @Test func aPullRefreshesOnceAndCodeSendsNoEvent() {
    Runtime.withNew { _ in
      let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      let refresh = UIRefreshControl()
      var pulls = 0
      refresh.addAction(UIAction { _ in pulls += 1 }, for: .valueChanged)
      scroll.refreshControl = refresh
      #expect(refresh.superview === scroll)
      refresh.beginRefreshing()
      #expect(refresh.isRefreshing && pulls == 0)
      #expect(!refresh.headlessPull())
      refresh.endRefreshing()
      #expect(refresh.headlessPull() && pulls == 1 && refresh.isRefreshing)
      scroll.refreshControl = nil
      #expect(refresh.superview == nil)
    }
  }

  @Test func swipesPinchesAndEdgePansAreRecognized() throws {
    try Runtime.withNew { runtime in
      let host = GestureHost(runtime)
      let swipe = UISwipeGestureRecognizer(target: host, action: GestureHost.handle)
      swipe.direction = .left
      host.view.addGestureRecognizer(swipe)
      runtime.perform(
        try .drag(from: CGPoint(x: 190, y: 150), to: CGPoint(x: 110, y: 150), duration: 0.2),
        on: host.window)
      #expect(swipe.stateHistory.map(\.state) == [.ended])
      runtime.perform(
        try .drag(from: CGPoint(x: 110, y: 150), to: CGPoint(x: 190, y: 150), duration: 0.2),
        on: host.window)
      #expect(swipe.stateHistory.map(\.state) == [.ended, .failed])
      host.view.removeGestureRecognizer(swipe)
      var scales: [CGFloat] = []
      let pinch = UIPinchGestureRecognizer { r in
        if let r = r as? UIPinchGestureRecognizer { scales.append(r.scale) }
      }
      host.view.addGestureRecognizer(pinch)
      let script = try TouchScript([
        TouchSample(touch: 0, phase: .began, location: CGPoint(x: 140, y: 150), time: 0),
        TouchSample(touch: 1, phase: .began, location: CGPoint(x: 160, y: 150), time: 0),
        TouchSample(touch: 1, phase: .moved, location: CGPoint(x: 180, y: 150), time: 0.1),
        TouchSample(touch: 1, phase: .moved, location: CGPoint(x: 200, y: 150), time: 0.2),
        TouchSample(touch: 1, phase: .ended, location: CGPoint(x: 200, y: 150), time: 0.3),
        TouchSample(touch: 0, phase: .ended, location: CGPoint(x: 140, y: 150), time: 0.3),
      ])
      runtime.perform(script, on: host.window)
      #expect(pinch.stateHistory.map(\.state).first == .began)
      #expect(scales.first == 2 && scales.dropLast().last == 3)
      let edge = UIScreenEdgePanGestureRecognizer()
      edge.edges = .left
      #expect(UIRectEdge.all.rawValue == 15)
      #expect(UIRotationGestureRecognizer().rotation == 0)
      #expect(edge.edges == .left)
    }
  }
}

/// A grid of twelve squares, as a collection view controller subclass writes one.
private final class GridController: UICollectionViewController,
  UICollectionViewDelegateFlowLayout
{
  var selected: [IndexPath] = []
  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "square")
  }
  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { 12 }
  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "square", for: indexPath)
  }
  override func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    selected.append(indexPath)
  }
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize { CGSize(width: 100, height: 100) }
}

extension UIKitBreadth2Tests {
  @Test func aCollectionViewControllerIsItsViewsDataSource() throws {
    try Runtime.withNew { runtime in
      let layout = UICollectionViewFlowLayout()
      layout.minimumInteritemSpacing = 10
      let controller = GridController(collectionViewLayout: layout)
      #expect(controller.collectionViewLayout === layout)
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      window.rootViewController = controller
      window.makeKeyAndVisible()
      runtime.runTurn()
      let collection: UICollectionView = controller.collectionView
      #expect(collection.dataSource === controller && collection.delegate === controller)
      #expect(collection.numberOfItems(inSection: 0) == 12)
      #expect(collection.visibleCells.count > 0)
      runtime.perform(try .tap(at: CGPoint(x: 50, y: 50)), on: window)
      #expect(controller.selected == [IndexPath(item: 0, section: 0)])
    }
  }
}
