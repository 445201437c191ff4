import ScreenLabAnalysis
import Testing

/// The classes of the seventeenth round (Docs/Analyzer.md, "The seventeenth round"), each with
/// a reported and an unreported twin written for the class, none of a corpus's files.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct SeventeenthRoundClassTests {
  // MARK: - SL317, a button's title written through its label

  static func scoreBoard(_ reset: String) -> String {
    """
    final class ScoreBoardController: UIViewController {
        @IBOutlet weak var serveButton: UIButton!
        @IBOutlet weak var scoreLabel: UILabel!
        var score = 0
        @IBAction func resetTapped(_ sender: Any) {
            score = 0
            scoreLabel.text = "0"
            \(reset)
        }
    }
    """
  }

  @Test func aButtonTitleWrittenOnItsLabelIsReported() {
    assertFindings(
      Self.scoreBoard(#"1️⃣serveButton.titleLabel?.text = "Serve""#),
      [
        FindingSpec(
          "1️⃣", .buttonTitleSetOnLabel, mentions: ["'serveButton'", "setTitle(_:for:)"])
      ],
      rules: [.buttonTitleSetOnLabel])
  }

  @Test func aButtonTitleSetForItsStateIsNotReported() {
    assertFindings(
      Self.scoreBoard(#"serveButton.setTitle("Serve", for: .normal)"#), [],
      rules: [.buttonTitleSetOnLabel])
  }

  @Test func aTitleLabelOfAViewThatIsNoButtonIsNotReported() {
    assertFindings(
      """
      final class BadgeView: UIView {
          let titleLabel = UILabel()
      }
      final class BadgeController: UIViewController {
          let badge = BadgeView()
          func show(_ name: String) { badge.titleLabel.text = name }
      }
      """, [], rules: [.buttonTitleSetOnLabel])
  }

  @Test func aButtonSubclassWritingItsOwnLabelIsReported() {
    assertFindings(
      """
      final class CounterButton: UIButton {
          var count = 0 {
              didSet { 1️⃣titleLabel?.text = "\\(count)" }
          }
      }
      """, [FindingSpec("1️⃣", .buttonTitleSetOnLabel)], rules: [.buttonTitleSetOnLabel])
  }

  @Test func aLabelGivenTheStoredTitleIsNotReported() {
    assertFindings(
      """
      final class PillButton: UIButton {
          func refreshLabel() {
              let title = currentTitle
              titleLabel?.text = title
          }
      }
      """, [], rules: [.buttonTitleSetOnLabel])
  }

  // MARK: - SL318, a reused cell's image set late or on some paths

  static func posterCell(_ body: String, reuse: String = "") -> String {
    """
    final class PosterCell: UITableViewCell {
        @IBOutlet weak var posterView: UIImageView!
        @IBOutlet weak var titleLabel: UILabel!
        \(reuse)
        func configure(with film: Film) {
            titleLabel.text = film.title
            \(body)
        }
    }
    """
  }

  static let download = """
    1️⃣URLSession.shared.dataTask(with: film.posterURL) { data, _, _ in
                guard let data else { return }
                DispatchQueue.main.async { self.posterView.image = UIImage(data: data) }
            }.resume()
    """

  @Test func aPosterSetOnlyWhenItsDownloadEndsIsReported() {
    assertFindings(
      Self.posterCell(Self.download),
      [
        FindingSpec(
          "1️⃣", .cellContentNotReset, mentions: ["'posterView.image'", "prepareForReuse()"])
      ],
      rules: [.cellContentNotReset])
  }

  @Test func aPosterClearedBeforeItsDownloadIsNotReported() {
    assertFindings(
      Self.posterCell("posterView.image = nil\n" + Self.download)
        .replacingOccurrences(of: "1️⃣", with: ""), [], rules: [.cellContentNotReset])
  }

  @Test func aPosterClearedInPrepareForReuseIsNotReported() {
    assertFindings(
      Self.posterCell(
        Self.download,
        reuse: """
          override func prepareForReuse() {
                  super.prepareForReuse()
                  posterView.image = nil
              }
          """
      ).replacingOccurrences(of: "1️⃣", with: ""), [], rules: [.cellContentNotReset])
  }

  @Test func aPlaceholderSetInTheBranchThatConfiguresTheItemIsNotReported() {
    assertFindings(
      Self.posterCell(
        """
        if let address = film.posterURL {
                    titleLabel.text = film.title + " (poster)"
                    posterView.image = UIImage(named: "placeholder")
                    URLSession.shared.dataTask(with: address) { data, _, _ in
                        DispatchQueue.main.async { self.posterView.image = data.flatMap(UIImage.init) }
                    }.resume()
                }
        """), [], rules: [.cellContentNotReset])
  }

  @Test func anImageSetInABlockThatRunsAtOnceIsNotReported() {
    assertFindings(
      Self.posterCell("autoreleasepool { posterView.image = film.poster }"), [],
      rules: [.cellContentNotReset])
  }

  @Test func anOptionalImageSetOnlyWhenPresentIsReported() {
    assertFindings(
      Self.posterCell("1️⃣if let poster = film.poster { posterView.image = poster }"),
      [FindingSpec("1️⃣", .cellContentNotReset)], rules: [.cellContentNotReset])
  }

  @Test func anOptionalImageSetOnBothBranchesIsNotReported() {
    assertFindings(
      Self.posterCell(
        #"if let poster = film.poster { posterView.image = poster } else { posterView.image = nil }"#
      ), [], rules: [.cellContentNotReset])
  }

  @Test func aPosterClearedByTheItemsObserverIsNotReported() {
    assertFindings(
      """
      final class ThumbnailCell: UICollectionViewCell {
          @IBOutlet weak var thumbnailView: UIImageView!
          var address: URL? {
              didSet {
                  thumbnailView.image = nil
                  load()
              }
          }
          private func load() {
              guard let address else { return }
              URLSession.shared.dataTask(with: address) { data, _, _ in
                  DispatchQueue.main.async { self.thumbnailView.image = data.flatMap(UIImage.init) }
              }.resume()
          }
      }
      """, [], rules: [.cellContentNotReset])
  }

  static func gallery(cell: String, image: String) -> String {
    """
    final class GalleryController: UIViewController, UITableViewDataSource {
        var photos: [URL] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { photos.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = \(cell)
            1️⃣URLSession.shared.dataTask(with: photos[indexPath.row]) { data, _, _ in
                DispatchQueue.main.async { \(image) = data.flatMap(UIImage.init) }
            }.resume()
            return cell
        }
    }
    """
  }

  @Test func aStockCellsImageSetOnlyByTheDownloadIsReported() {
    assertFindings(
      Self.gallery(
        cell: #"tableView.dequeueReusableCell(withIdentifier: "Photo", for: indexPath)"#,
        image: "cell.imageView?.image"),
      [FindingSpec("1️⃣", .cellContentNotReset, mentions: ["'cell.imageView.image'"])],
      rules: [.cellContentNotReset])
  }

  @Test func aCellOfAnUnseenClassIsReportedOnlyForTheImageLandingInAReusedCell() {
    // Its own prepareForReuse() may clear the image, so the download is not reported as an
    // image never reset; since the nineteenth round the write is, as an image that may land in
    // a cell since reused for another row (nothing checks the row, nothing cancels the task).
    assertFindings(
      Self.gallery(
        cell: #"tableView.dequeueReusableCell(withIdentifier: "Photo", for: indexPath)"#
          + " as! PhotoCell",
        image: "2️⃣cell.photoView.image"
      ).replacingOccurrences(of: "1️⃣", with: ""),
      [FindingSpec("2️⃣", .cellContentNotReset, mentions: ["cellForRow(at:)"])],
      rules: [.cellContentNotReset])
  }

  static func checklist(_ cellForRow: String) -> String {
    """
    final class ChecklistController: UITableViewController {
        var tasks: [String] = []
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Task", for: indexPath)
            cell.textLabel?.text = tasks[indexPath.row]
            \(cellForRow)
            return cell
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            guard let cell = tableView.cellForRow(at: indexPath) else { return }
            1️⃣cell.accessoryType = cell.accessoryType == .checkmark ? .none : .checkmark
        }
    }
    """
  }

  @Test func aCheckmarkSetOnTheCellOnlyIsReported() {
    assertFindings(
      Self.checklist(""),
      [FindingSpec("1️⃣", .cellContentNotReset, mentions: ["cellForRowAt never sets one"])],
      rules: [.cellContentNotReset])
  }

  @Test func aCheckmarkTheDataSourceSetsIsNotReported() {
    assertFindings(
      Self.checklist("cell.accessoryType = done.contains(indexPath.row) ? .checkmark : .none")
        .replacingOccurrences(of: "1️⃣", with: ""), [], rules: [.cellContentNotReset])
  }

  @Test func aCheckmarkOnCellsMadeOnceAndKeptIsNotReported() {
    assertFindings(
      """
      final class IntervalController: UITableViewController {
          let choices = ["1 h", "1 day", "1 week"]
          var chosen = 0
          lazy var rows: [UITableViewCell] = choices.enumerated().map { index, title in
              let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
              cell.textLabel?.text = title
              cell.accessoryType = index == chosen ? .checkmark : .none
              return cell
          }
          override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
              rows[indexPath.row]
          }
          override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
              let cell = tableView.cellForRow(at: indexPath)
              cell?.accessoryType = .checkmark
              chosen = indexPath.row
          }
      }
      """, [], rules: [.cellContentNotReset])
  }

  // MARK: - SL303, a list read once from storage another screen writes

  static func reminders(_ extra: String) -> String {
    """
    final class RemindersController: UIViewController, UITableViewDataSource {
        @IBOutlet weak var tableView: UITableView!
        var reminders: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            1️⃣reminders = UserDefaults.standard.stringArray(forKey: "reminders") ?? []
        }
        \(extra)
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            reminders.count
        }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Reminder", for: indexPath)
            cell.textLabel?.text = reminders[indexPath.row]
            return cell
        }
    }
    """
  }

  @Test func aListReadOnceFromTheUserDefaultsIsReported() {
    assertFindings(
      Self.reminders(""),
      [
        FindingSpec(
          "1️⃣", .listDataWithoutReload, mentions: ["'reminders'", "viewWillAppear(_:)"])
      ],
      rules: [.listDataWithoutReload])
  }

  @Test func aListReadAgainWhenItReappearsIsNotReported() {
    assertFindings(
      Self.reminders(
        """
        override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                reminders = UserDefaults.standard.stringArray(forKey: "reminders") ?? []
                tableView.reloadData()
            }
        """
      ).replacingOccurrences(of: "1️⃣", with: ""), [], rules: [.listDataWithoutReload])
  }

  @Test func aListThatChangesItsOwnRowsIsNotReported() {
    assertFindings(
      Self.reminders(
        """
        @IBAction func addTapped(_ sender: Any) {
                reminders.append("New reminder")
                tableView.reloadData()
            }
        """
      ).replacingOccurrences(of: "1️⃣", with: ""), [], rules: [.listDataWithoutReload])
  }

  // MARK: - SL206, geometry read before layout

  static func avatarView(_ extra: String) -> String {
    """
    final class ProfileHeaderView: UIView {
        @IBOutlet private var avatarView: UIImageView!
        override func awakeFromNib() {
            super.awakeFromNib()
            setUpAvatar()
        }
        private func setUpAvatar() {
            1️⃣avatarView.layer.cornerRadius = avatarView.frame.size.height / 2
            avatarView.clipsToBounds = true
        }
        \(extra)
    }
    """
  }

  @Test func aCornerRadiusFromAnOutletsNibFrameIsReported() {
    assertFindings(
      Self.avatarView(""),
      [
        FindingSpec(
          "1️⃣", .layerSizedOnce, mentions: ["'avatarView.layer.cornerRadius'", "layoutSubviews()"])
      ],
      rules: [.layerSizedOnce])
  }

  @Test func aCornerRadiusKeptInLayoutSubviewsIsNotReported() {
    assertFindings(
      Self.avatarView(
        """
        override func layoutSubviews() {
                super.layoutSubviews()
                avatarView.layer.cornerRadius = avatarView.bounds.height / 2
            }
        """
      ).replacingOccurrences(of: "1️⃣", with: ""), [], rules: [.layerSizedOnce])
  }

  static func gradientController(_ extra: String) -> String {
    """
    final class WelcomeController: UIViewController {
        let backdrop = CAGradientLayer()
        override func viewDidLoad() {
            super.viewDidLoad()
            backdrop.colors = [UIColor.systemTeal.cgColor, UIColor.systemBlue.cgColor]
            1️⃣backdrop.frame = view.bounds
            view.layer.insertSublayer(backdrop, at: 0)
        }
        \(extra)
    }
    """
  }

  @Test func aGradientSizedInViewDidLoadIsReported() {
    assertFindings(
      Self.gradientController(""),
      [FindingSpec("1️⃣", .layerSizedOnce, mentions: ["viewDidLayoutSubviews()"])],
      rules: [.layerSizedOnce])
  }

  @Test func aGradientResizedAfterLayoutIsNotReported() {
    assertFindings(
      Self.gradientController(
        """
        override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                backdrop.frame = view.bounds
            }
        """
      ).replacingOccurrences(of: "1️⃣", with: ""), [], rules: [.layerSizedOnce])
  }

  // MARK: - SL415, rows identified by a key two items can share

  static func journal(_ key: String) -> String {
    """
    struct JournalEntry: Identifiable {
        let id = UUID()
        var title: String
    }
    struct JournalView: View {
        @State private var entries: [JournalEntry] = []
        @State private var draft = ""
        var body: some View {
            List {
                ForEach(entries, 1️⃣id: \\.\(key)) { entry in Text(entry.title) }
                    .onDelete { entries.remove(atOffsets: $0) }
            }
            Button("Add") { entries.append(JournalEntry(title: draft)) }
        }
    }
    """
  }

  @Test func rowsIdentifiedByTheirTitleAreReported() {
    assertFindings(
      Self.journal("title"),
      [FindingSpec("1️⃣", .rowsIdentifiedByTypedText, mentions: ["by 'title'", "unique id"])],
      rules: [.rowsIdentifiedByTypedText])
  }

  @Test func rowsIdentifiedByTheirIDAreNotReported() {
    assertFindings(
      Self.journal("id").replacingOccurrences(of: "1️⃣", with: ""), [],
      rules: [.rowsIdentifiedByTypedText])
  }

  @Test func aFixedListIdentifiedByTitleIsNotReported() {
    assertFindings(
      """
      struct Planet { let name: String }
      struct PlanetList: View {
          let planets = [Planet(name: "Mercury"), Planet(name: "Venus")]
          var body: some View {
              List(planets, id: \\.name) { Text($0.name) }
          }
      }
      """, [], rules: [.rowsIdentifiedByTypedText])
  }
}
