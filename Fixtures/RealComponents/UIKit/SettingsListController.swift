import UIKit

/// One row of the settings list.
struct SettingsRow {
  let title: String
  let detail: String
  let symbol: String
  var isOn: Bool
}

/// A grouped settings screen as an iOS 15-era app writes one: value-style cells with
/// checkmarks, row heights from the delegate, an edit button, a refresh control, a menu in
/// the navigation bar, bar appearances, keyboard observers and the status bar settings.
final class SettingsListController: UITableViewController {
  private var rows: [SettingsRow] = [
    SettingsRow(title: "Notifications", detail: "Daily", symbol: "bell", isOn: true),
    SettingsRow(
      title: "Appearance", detail: "System", symbol: "circle.lefthalf.filled", isOn: false),
    SettingsRow(title: "Storage", detail: "1.2 GB", symbol: "internaldrive", isOn: false),
    SettingsRow(title: "About", detail: "v2.4", symbol: "info.circle", isOn: false),
  ]
  private var keyboardHeight: CGFloat = 0
  private var observers: [NSObjectProtocol] = []
  private var sortNewestFirst = true

  override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
  override var prefersHomeIndicatorAutoHidden: Bool { false }

  init() {
    super.init(style: .insetGrouped)
    title = "Settings"
    tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 4)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(SettingsCell.self, forCellReuseIdentifier: SettingsCell.reuseID)
    tableView.register(
      UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
    tableView.rowHeight = 52
    configureBars()
    let refresh = UIRefreshControl()
    refresh.attributedTitle = NSAttributedString(string: "Checking for updates")
    refresh.addAction(
      UIAction { [weak self] _ in self?.finishRefresh() }, for: .valueChanged)
    tableView.refreshControl = refresh
    observeKeyboard()
  }

  private func configureBars() {
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = .secondarySystemBackground
    appearance.shadowColor = nil
    appearance.titleTextAttributes = [.foregroundColor: UIColor.label]
    navigationItem.standardAppearance = appearance
    navigationItem.scrollEdgeAppearance = appearance.copy()
    navigationController?.navigationBar.prefersLargeTitles = true

    let search = UISearchController(searchResultsController: nil)
    search.searchResultsUpdater = self
    search.obscuresBackgroundDuringPresentation = false
    search.searchBar.placeholder = "Search settings"
    navigationItem.searchController = search
    navigationItem.hidesSearchBarWhenScrolling = false
    definesPresentationContext = true

    let sortMenu = UIMenu(
      title: "Sort", options: .displayInline,
      children: [
        UIAction(title: "Newest first", state: sortNewestFirst ? .on : .off) { [weak self] _ in
          self?.sortNewestFirst = true
        },
        UIAction(title: "Oldest first", state: sortNewestFirst ? .off : .on) { [weak self] _ in
          self?.sortNewestFirst = false
        },
      ])
    let more = UIDeferredMenuElement { completion in
      completion([UIAction(title: "Reset all", attributes: .destructive) { _ in }])
    }
    navigationItem.rightBarButtonItems = [
      editButtonItem,
      UIBarButtonItem(
        image: UIImage(systemName: "ellipsis.circle"), menu: UIMenu(children: [sortMenu, more])),
    ]
  }

  private func observeKeyboard() {
    let center = NotificationCenter.default
    observers.append(
      center.addObserver(
        forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main
      ) { [weak self] note in
        let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?
          .cgRectValue
        MainActor.assumeIsolated { self?.keyboardHeight = frame?.height ?? 0 }
      })
    observers.append(
      center.addObserver(
        forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main
      ) { [weak self] _ in
        MainActor.assumeIsolated { self?.keyboardHeight = 0 }
      })
  }

  private func finishRefresh() {
    rows[3] = SettingsRow(
      title: "About", detail: UIDevice.current.systemVersion, symbol: "info.circle", isOn: false)
    tableView.reloadData()
    tableView.refreshControl?.endRefreshing()
  }

  override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    tableView.allowsSelection = !editing
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(alongsideTransition: { _ in
      self.tableView.separatorInset.left = size.width > 500 ? 60 : 20
    })
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
      tableView.reloadData()
    }
  }

  // MARK: - Data source and delegate

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: SettingsCell.reuseID, for: indexPath)
    let row = rows[indexPath.row]
    cell.textLabel?.text = row.title
    cell.detailTextLabel?.text = row.detail
    cell.imageView?.image = UIImage(systemName: row.symbol)
    cell.accessoryType = row.isOn ? .checkmark : .disclosureIndicator
    cell.accessibilityLabel = "\(row.title), \(row.detail)"
    cell.accessibilityTraits = .button
    return cell
  }

  override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  {
    indexPath.row == 0 ? 64 : UITableView.automaticDimension
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  {
    "General"
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    rows[indexPath.row].isOn.toggle()
    tableView.cellForRow(at: indexPath)?.accessoryType =
      rows[indexPath.row].isOn ? .checkmark : .disclosureIndicator
    UISelectionFeedbackGenerator().selectionChanged()
  }

  override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    tableView.cellForRow(at: indexPath)?.setHighlighted(false, animated: true)
  }

  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    indexPath.row != 3
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    rows.remove(at: indexPath.row)
    tableView.reloadData()
  }
}

extension SettingsListController: UISearchResultsUpdating {
  func updateSearchResults(for searchController: UISearchController) {
    let query = searchController.searchBar.text?.lowercased() ?? ""
    for (index, row) in rows.enumerated() {
      let path = IndexPath(row: index, section: 0)
      tableView.cellForRow(at: path)?.alpha =
        query.isEmpty || row.title.lowercased().contains(query) ? 1 : 0.3
    }
  }
}

/// A value-style cell that dims its image while highlighted.
final class SettingsCell: UITableViewCell {
  static let reuseID = "SettingsCell"

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .value1, reuseIdentifier: reuseIdentifier)
    selectionStyle = .default
    imageView?.tintColor = .systemBlue
    autoresizingMask = [.flexibleWidth]
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func setHighlighted(_ highlighted: Bool, animated: Bool) {
    super.setHighlighted(highlighted, animated: animated)
    imageView?.alpha = highlighted ? 0.5 : 1
  }

  override func setSelected(_ selected: Bool, animated: Bool) {
    super.setSelected(selected, animated: animated)
    detailTextLabel?.textColor = selected ? .label : .secondaryLabel
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    accessoryType = .none
    imageView?.image = nil
  }
}
