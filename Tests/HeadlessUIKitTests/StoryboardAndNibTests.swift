import Foundation
import Testing

@testable import HeadlessUIKit

/// A controller that loads its cells from a nib, as template code does.
private final class NibCellList: UITableViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UINib(nibName: "ItemCell", bundle: nil), forCellReuseIdentifier: "item")
  }
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    2
  }
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
  }
}

@MainActor @Suite struct StoryboardAndNibTests {
  @Test func aStoryboardThatIsNotInTheBundleStopsTheProgram() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { _ = UIStoryboard(name: "Main", bundle: nil) }
    }
    let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(stderr.contains("Could not find a storyboard named 'Main'"))
  }

  @Test func aMissingNibStopsTheProgramUnlessStoodIn() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        Runtime.withNew { _ in _ = UINib(nibName: "ItemCell", bundle: nil) }
      }
    }
    let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(stderr.contains("Could not load NIB in bundle"))
    #expect(stderr.contains("'ItemCell'"))
  }

  @Test func aStandInNibInstantiatesNothingAndItsCellsAreStoodIn() {
    Runtime.withNew { runtime in
      DisplayCycle.of(runtime).standsInForStoryboardPrototypes = true
      let nib = UINib(nibName: "Card", bundle: nil)
      #expect(nib.instantiate(withOwner: nil).isEmpty)
      #expect(Bundle.main.loadNibNamed("Card", owner: nil)?.isEmpty == true)
      let list = NibCellList(style: .plain)
      #expect(list.storyboard == nil)
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      window.rootViewController = list
      window.makeKeyAndVisible()
      runtime.runTurn()
      #expect(list.tableView.visibleCells.count == 2)
      let notes = runtime.trace.events(.diagnostic).map(\.message)
      #expect(notes.contains { $0.contains("UINib(nibName: \"ItemCell\")") })
      #expect(notes.contains { $0.contains("stands in for the storyboard's prototype cell") })
    }
  }

  class OwnedHeader: UIView {
    var label: UILabel?
  }
  final class DerivedHeader: OwnedHeader {}

  @Test func aStandInNibConnectsTheOutletsRegisteredForItsOwnersClass() {
    Runtime.withNew { runtime in
      DisplayCycle.of(runtime).standsInForStoryboardPrototypes = true
      UINib.headlessConnectOutlets(ofOwner: OwnedHeader.self) { owner in
        (owner as? OwnedHeader)?.label = UILabel()
      }
      let header = OwnedHeader()
      #expect(Bundle.main.loadNibNamed("OwnedHeader", owner: header)?.isEmpty == true)
      #expect(header.label != nil)
      // Another owner's class (a subclass has its own nib), or no owner, connects nothing.
      let derived = DerivedHeader()
      #expect(UINib(nibName: "Derived", bundle: nil).instantiate(withOwner: derived).isEmpty)
      #expect(derived.label == nil)
      #expect(UINib(nibName: "OwnedHeader", bundle: nil).instantiate(withOwner: nil).isEmpty)
    }
  }
}
