import ScreenLabAnalysis
import Testing

/// Classes of false alarms seen on public code after the spinner and list rules were built:
/// a style its clients set only on new objects or never change, a view's own state it always
/// redraws, a draw pass's cache that other code only resets, a rotation written as a whole
/// transform, a repeat count the caller chooses, a list filled by a method only set-up code
/// calls, a list reload handed on as a function, a model that announces its own changes, and
/// a loader that updates the shown cell itself. Each class has correct code that must stay
/// silent and a twin that is still reported (Docs/Analyzer.md, SL101, SL105, SL201 and
/// SL303).
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct SpinnerAndListClassTests {
  /// SL101 at the declaration (1️⃣) and at the client's write (2️⃣), or nothing.
  static func declarationAndWrite(reported: Bool) -> [FindingSpec] {
    reported
      ? [
        FindingSpec("1️⃣", .drawnPropertyWithoutRedraw),
        FindingSpec("2️⃣", .drawnPropertyWithoutRedraw),
      ] : []
  }

  // MARK: - SL101: clients that only set up new objects

  @Test func aStyleItsClientsSetOnlyOnNewObjectsIsNotReportedAtItsDeclaration() {
    // Every bar gets its colour before it is added, so its first draw reads it. A client that
    // recolours a bar already on screen leaves it stale: reported at the write, and at the
    // declaration that lacks the observer. The drawn value (`fraction`) is reported at its
    // declaration either way: any client that changes it must remember the redraw.
    for recoloursShownBar in [false, true] {
      assertFindings(
        """
        final class Bar: UIView {
            var 1️⃣fraction: CGFloat = 0
            var 2️⃣fillColor: UIColor = .green
            override func draw(_ rect: CGRect) {
                fillColor.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: rect.width * fraction, height: rect.height))
            }
        }
        final class BarsView: UIView {
            private var bars: [Bar] = []
            private let total = Bar()
            func show(_ values: [CGFloat]) {
                bars.forEach { $0.removeFromSuperview() }
                bars = values.map { value in
                    let bar = Bar()
                    bar.fraction = value
                    bar.fillColor = value > 0.5 ? .red : .green
                    return bar
                }
                bars.forEach(addSubview)
            }
            func highlightTotal() {
                \(recoloursShownBar ? "3️⃣total.fillColor = .orange" : "print(total)")
            }
        }
        """,
        [FindingSpec("1️⃣", .drawnPropertyWithoutRedraw)]
          + (recoloursShownBar
            ? [
              FindingSpec("2️⃣", .drawnPropertyWithoutRedraw),
              FindingSpec("3️⃣", .drawnPropertyWithoutRedraw),
            ] : []),
        rules: [.drawnPropertyWithoutRedraw])
    }
  }

  @Test func aStyleNothingChangesAfterTheFirstDrawIsNotReportedAtItsDeclaration() {
    // The chart's client sets only its data; the colour stays as it was first drawn. A
    // client that changes the colour of the chart on screen is reported at the write and at
    // the declaration.
    for restyles in [false, true] {
      assertFindings(
        """
        final class ChartView: UIView {
            var 1️⃣lineColor: UIColor = .systemBlue
            var data: [Double] = [] { didSet { setNeedsDisplay() } }
            override func draw(_ rect: CGRect) {
                lineColor.setStroke()
                let line = UIBezierPath()
                for (index, value) in data.enumerated() {
                    line.addLine(to: CGPoint(x: Double(index) * 8, y: value))
                }
                line.stroke()
            }
        }
        final class StatsController: UIViewController {
            let chart = ChartView()
            func load(_ values: [Double], alert: Bool) {
                chart.data = values
                \(restyles ? "if alert { 2️⃣chart.lineColor = .systemRed }" : "print(alert)")
            }
        }
        """,
        Self.declarationAndWrite(reported: restyles), rules: [.drawnPropertyWithoutRedraw])
    }
  }

  @Test func aViewsOwnStateItAlwaysRedrawsIsNotReportedAtItsDeclaration() {
    // `phase` is internal, but only the view changes it, each time with a redraw (the display
    // link's handler redraws); its client sets `points`. A client that sets `phase` itself
    // without a redraw is reported at the write and at the declaration.
    for clientWritesPhase in [false, true] {
      assertFindings(
        """
        final class WaveView: UIView {
            var points: [CGFloat] = [] { didSet { restart() } }
            var 1️⃣phase: CGFloat = 0
            private var link: CADisplayLink?
            private func restart() {
                phase = 0
                link?.invalidate()
                link = CADisplayLink(target: self, selector: #selector(step))
                link?.add(to: .main, forMode: .common)
            }
            @objc private func step() {
                phase += 0.1
                setNeedsDisplay()
            }
            override func draw(_ rect: CGRect) {
                let wave = UIBezierPath()
                for (index, point) in points.enumerated() {
                    wave.addLine(to: CGPoint(x: CGFloat(index), y: point * sin(phase)))
                }
                wave.stroke()
            }
        }
        final class SoundController: UIViewController {
            let wave = WaveView()
            func show(_ samples: [CGFloat]) {
                wave.points = samples
                \(clientWritesPhase ? "2️⃣wave.phase = .pi" : "print(samples.count)")
            }
        }
        """,
        Self.declarationAndWrite(reported: clientWritesPhase), rules: [.drawnPropertyWithoutRedraw])
    }
  }

  // MARK: - SL105: a cache the draw pass fills and other code only resets

  @Test func aCacheOtherCodeOnlyResetsIsNotStateMutation() {
    // `layoutSubviews()` throws the path away when the bounds change; only the draw pass
    // builds and reads it. When other code reads the path too (hit testing), the draw pass
    // changes state that code sees: reported.
    for hitTests in [false, true] {
      assertFindings(
        """
        final class BubbleView: UIView {
            var text = "" { didSet { setNeedsDisplay() } }
            private var outline: UIBezierPath?
            override func layoutSubviews() {
                super.layoutSubviews()
                outline = nil
                setNeedsDisplay()
            }
            \(hitTests
              ? "override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { outline?.contains(point) ?? false }"
              : "")
            override func draw(_ rect: CGRect) {
                if outline == nil {
                    1️⃣outline = UIBezierPath(roundedRect: bounds, cornerRadius: 12)
                }
                UIColor.systemTeal.setFill()
                outline?.fill()
                (text as NSString).draw(in: bounds.insetBy(dx: 12, dy: 6), withAttributes: nil)
            }
        }
        """, hitTests ? [FindingSpec("1️⃣", .mutationInDraw)] : [], rules: [.mutationInDraw])
    }
  }

  // MARK: - SL201: a rotation of the whole transform

  @Test func aWholeTransformRotatedByWholeTurnsIsNotASnapBack() {
    // The angle reaches the animation through two constants; a quarter turn is a snap-back.
    for (angle, reported) in [("2 * CGFloat.pi", false), ("CGFloat.pi / 2", true)] {
      assertFindings(
        """
        final class Dial: UIView {
            let needle = CALayer()
            func turn() {
                let angle = \(angle)
                let rotation = CATransform3DMakeRotation(angle, 0, 0, 1)
                let turn = CABasicAnimation(keyPath: "transform")
                turn.toValue = NSValue(caTransform3D: rotation)
                turn.duration = 0.4
                1️⃣needle.add(turn, forKey: "turn")
            }
        }
        """, reported ? [FindingSpec("1️⃣", .animationWithoutModelWrite)] : [],
        rules: [.animationWithoutModelWrite])
    }
  }

  @Test func aSpinnerWhoseCallerPassesAnEndlessRepeatCountStopsByHalfTurns() {
    // `spin(_:)` repeats as often as its caller says; `awakeFromNib` asks for ever, so the
    // type is a spinner and the single half turn of `stop()` is not seen. Without the endless
    // caller the half turn flips the bar the other way and back: a snap-back.
    for endless in [true, false] {
      assertFindings(
        """
        final class ActivityBar: UIView {
            let bar = UIView()
            override func awakeFromNib() {
                addSubview(bar)
                spin(\(endless ? "Float.infinity" : "3"))
            }
            func spin(_ times: Float) {
                let offset = -1.01 * CGFloat.pi
                let rotation = CATransform3DMakeRotation(CGFloat(offset), 0, 0, 1)
                let animation = CABasicAnimation(keyPath: "transform")
                animation.toValue = NSValue(caTransform3D: rotation)
                animation.isCumulative = true
                animation.repeatCount = Float(times)
                1️⃣layer.add(animation, forKey: "spin")
            }
            func stop() {
                layer.removeAllAnimations()
                spin(1)
            }
        }
        """, endless ? [] : [FindingSpec("1️⃣", .animationWithoutModelWrite)],
        rules: [.animationWithoutModelWrite])
    }
  }

  // MARK: - SL303: a reload handed on, a cell updated in place

  @Test func aReloadHandedToTheMainQueueAsAFunctionCoversTheWrite() {
    // `DispatchQueue.main.async(execute: reload)` calls `reload()`, which reloads the table.
    // A reference to a method that does not reload covers nothing.
    for (handed, reported) in [("reload", false), ("log", true)] {
      assertFindings(
        """
        final class FeedController: UIViewController, UITableViewDataSource {
            @IBOutlet weak var tableView: UITableView!
            var titles: [String] = []
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                titles.count
            }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell()
                cell.textLabel?.text = titles[indexPath.row]
                return cell
            }
            func decode(_ data: Data) {
                let names = (try? JSONDecoder().decode([String].self, from: data)) ?? []
                for name in names {
                    1️⃣titles.append(name)
                }
                DispatchQueue.main.async(execute: \(handed))
            }
            func reload() { tableView.reloadData() }
            func log() { print(titles.count) }
        }
        """, reported ? [FindingSpec("1️⃣", .listDataWithoutReload)] : [],
        rules: [.listDataWithoutReload])
    }
  }

  @Test func aMethodOnlySetUpCallsFillsTheListBeforeItIsShown() {
    // `loadItems()` runs only from `viewDidLoad()`, before the table first asks for its
    // rows. The same method called from a button, or a write in its completion handler
    // (which may run after the first display), is reported.
    for (caller, reported) in [("viewDidLoad", false), ("refreshTapped", true)] {
      assertFindings(
        """
        final class MenuController: UITableViewController {
            var items: [String] = []
            var remote: [String] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                \(caller == "viewDidLoad" ? "loadItems()" : "")
                fetchRemote()
            }
            @IBAction func refreshTapped(_ sender: Any) {
                \(caller == "refreshTapped" ? "loadItems()" : "")
            }
            private func loadItems() {
                1️⃣items = ["Home", "Settings", "About"]
            }
            private func fetchRemote() {
                URLSession.shared.dataTask(with: URL(string: "https://example.com")!) { data, _, _ in
                    DispatchQueue.main.async {
                        2️⃣self.remote = data.map { [String(decoding: $0, as: UTF8.self)] } ?? []
                    }
                }.resume()
            }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                items.count + remote.count
            }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
                cell.textLabel?.text = items[indexPath.row]
                return cell
            }
        }
        """,
        (reported ? [FindingSpec("1️⃣", .listDataWithoutReload)] : [])
          + [FindingSpec("2️⃣", .listDataWithoutReload)], rules: [.listDataWithoutReload])
    }
  }

  @Test func aWriteToAModelThatAnnouncesItsChangesIsLeftToTheModel() {
    // `items` tells its owner through `onChange`, which the controller points at a reload
    // (or publishes it, for a subscriber); the rule does not follow the callback, and the
    // model's announcement is the reload. A model that announces nothing leaves the rows.
    for announcement in ["{ didSet { onChange?() } }", "", "@Published"] {
      let declaration =
        announcement.hasPrefix("@")
        ? "\(announcement) var items: [String] = []"
        : "var items: [String] = [] \(announcement)"
      assertFindings(
        """
        final class ListViewModel {
            \(declaration)
            var onChange: (() -> Void)?
        }
        final class SearchController: UIViewController, UITableViewDataSource {
            @IBOutlet var tableView: UITableView!
            let viewModel = ListViewModel()
            override func viewDidLoad() {
                super.viewDidLoad()
                viewModel.onChange = { [weak self] in self?.tableView.reloadData() }
            }
            func search(_ text: String) {
                1️⃣viewModel.items = viewModel.items.filter { $0.contains(text) }
            }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                viewModel.items.count
            }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell()
                cell.textLabel?.text = viewModel.items[indexPath.row]
                return cell
            }
        }
        """, announcement.isEmpty ? [FindingSpec("1️⃣", .listDataWithoutReload)] : [],
        rules: [.listDataWithoutReload])
    }
  }

  @Test func aLoaderThatUpdatesTheShownCellItselfNeedsNoReload() {
    // The image goes into the cache the cell provider reads and, in the same completion,
    // into the image view of the cell that asked for it (a nested function run on the main
    // queue): the row on screen already shows it. Writing only the cache leaves the row as
    // it was.
    for updatesCell in [true, false] {
      assertFindings(
        """
        final class GalleryController: UIViewController, UICollectionViewDataSource {
            @IBOutlet weak var collectionView: UICollectionView!
            var urls: [URL] = []
            var thumbnails: [URL: UIImage] = [:]
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                urls.count
            }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "thumb", for: indexPath) as! ThumbCell
                if let image = thumbnails[urls[indexPath.item]] {
                    cell.imageView.image = image
                } else {
                    fetch(urls[indexPath.item], into: cell.imageView)
                }
                return cell
            }
            func fetch(_ url: URL, into imageView: UIImageView) {
                URLSession.shared.dataTask(with: url) { data, _, _ in
                    guard let data, let image = UIImage(data: data) else { return }
                    func show() {
                        1️⃣self.thumbnails[url] = image
                        \(updatesCell ? "imageView.image = image" : "print(url)")
                    }
                    DispatchQueue.main.async(execute: show)
                }.resume()
            }
        }
        final class ThumbCell: UICollectionViewCell {
            let imageView = UIImageView()
        }
        """, updatesCell ? [] : [FindingSpec("1️⃣", .listDataWithoutReload)],
        rules: [.listDataWithoutReload])
    }
  }
}
