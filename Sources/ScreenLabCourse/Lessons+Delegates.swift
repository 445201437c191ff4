import ScreenLab
import ScreenLabReport

// ScreenLab's own scenarios, not course text: the delegate lesson that seed 000 names as the
// previous one ("a broken link silently left the screen stale"), run on the headless UIKit.
// A list of notes (a table) opens an editor (a text field) for the tapped row; the editor
// tells the list through a weak delegate when the edit ends; the list writes its model and
// reloads the row. The Sync kernel compares the note as the editor saved it with what the
// row's label last drew (Docs/Semantics/UIKit.md §30-§33).

// MARK: - The scenario's app

/// A note of the list.
struct ScenarioNote {
  var title: String
}

/// The editor's link back to the list.
@MainActor
protocol NoteEditorDelegate: AnyObject {
  func noteEditor(_ editor: NoteEditorController, didSave title: String, at indexPath: IndexPath)
}

/// How the scenario breaks the link (none: intact).
enum DelegateBreak {
  case none, neverAssigned, deallocated, rowNotReloaded
}

/// The list: a table of notes, its data source and delegate, and the editor's delegate.
final class NoteListController: UIViewController, UITableViewDataSource, UITableViewDelegate,
  NoteEditorDelegate
{
  var notes: [ScenarioNote]
  let breakage: DelegateBreak
  let tableView = UITableView(frame: .zero, style: .plain)
  /// The editor opened by the last tap.
  var editor: NoteEditorController?

  init(notes: [ScenarioNote], breakage: DelegateBreak) {
    self.notes = notes
    self.breakage = breakage
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { return nil }

  override func loadView() {
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "note")
    tableView.dataSource = self
    tableView.delegate = self
    view = tableView
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    notes.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
    cell.textLabel?.text = notes[indexPath.row].title
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let editor = NoteEditorController(note: notes[indexPath.row], at: indexPath)
    switch breakage {
    case .neverAssigned: break
    // A helper made here and held only by the weak property: gone at once.
    case .deallocated:
      let relay = NoteListRelay(list: self)
      editor.delegate = relay
    case .none, .rowNotReloaded: editor.delegate = self
    }
    self.editor = editor
    view.window?.addSubview(editor.view)
  }

  func noteEditor(_ editor: NoteEditorController, didSave title: String, at indexPath: IndexPath) {
    notes[indexPath.row].title = title
    if breakage != .rowNotReloaded {
      tableView.reloadRows(at: [indexPath], with: .automatic)
    }
  }
}

/// A relay object the broken variant assigns without keeping.
@MainActor
final class NoteListRelay: NoteEditorDelegate {
  unowned let list: NoteListController

  init(list: NoteListController) { self.list = list }

  @MainActor
  func noteEditor(_ editor: NoteEditorController, didSave title: String, at indexPath: IndexPath) {
    list.noteEditor(editor, didSave: title, at: indexPath)
  }
}

/// The editor: a text field over the list, its delegate, and the link back.
final class NoteEditorController: UIViewController, UITextFieldDelegate {
  weak var delegate: (any NoteEditorDelegate)? {
    didSet { delegateAssignments += 1 }
  }
  /// How many times `delegate` was assigned (a weak property that empties itself is not).
  private(set) var delegateAssignments = 0
  /// The editor's model: the note as last saved.
  private(set) var note: ScenarioNote
  let indexPath: IndexPath
  let titleField = UITextField(frame: CGRect(x: 16, y: 100, width: 288, height: 34))
  /// Whether the delegate was nil when the edit ended.
  private(set) var delegateWasNilAtSave = false

  init(note: ScenarioNote, at indexPath: IndexPath) {
    self.note = note
    self.indexPath = indexPath
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { return nil }

  override func loadView() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    titleField.text = note.title
    titleField.delegate = self
    root.addSubview(titleField)
    view = root
  }

  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    // A title is one line of at most 40 characters.
    let length = (textField.text ?? "").utf16.count - range.length + string.utf16.count
    return !string.contains("\n") && length <= 40
  }

  func textFieldDidEndEditing(_ textField: UITextField) {
    note.title = textField.text ?? ""
    delegateWasNilAtSave = delegate == nil
    delegate?.noteEditor(self, didSave: note.title, at: indexPath)
  }
}

// MARK: - The measurement

extension Lesson {
  /// One scenario of the delegate family: the list drawn, row 0 tapped, its title edited
  /// in the text field, the edit ended, the editor closed, one frame run.
  static func delegateScenario(_ breakage: DelegateBreak)
    -> @MainActor (inout LessonOutput) -> Void
  {
    { out in
      Runtime.withNew { runtime in
        let list = NoteListController(
          notes: [ScenarioNote(title: "Süt"), ScenarioNote(title: "Ekmek")], breakage: breakage)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = list
        window.makeKeyAndVisible()
        runtime.runTurn()
        out.recorder?.attach(to: runtime) { SVGRenderer.render(window) }
        let row = IndexPath(row: 0, section: 0)
        let screen = Screen("NoteList")
        var saved = list.notes[0].title
        @MainActor
        func measure(_ turkish: String, _ english: String) -> [Verdict] {
          let label = list.tableView.cellForRow(at: row)?.textLabel
          screen.set("row0.title", drawnTextOf: label)
          return out.check(
            out.label(turkish, english), model: ["row0.title": saved], screen: screen,
            keys: ["row0.title"])
        }
        let drawn = measure("liste-cizildi", "list-drawn")

        guard let tap = try? TouchScript.tap(at: CGPoint(x: 160, y: 22)) else { return }
        runtime.perform(tap, on: window)
        guard let editor = list.editor else {
          out.print(out.label("neden: satır seçilmedi", "cause: no row was selected"))
          return
        }
        let reloadsBefore = list.tableView.reloadedRows.count + list.tableView.reloadDataCount
        let drawsBefore = list.tableView.cellForRow(at: row)?.textLabel?.headless.drawCount ?? 0
        editor.titleField.becomeFirstResponder()
        editor.titleField.insertText(" ve yumurta")
        editor.titleField.insertText("\n")
        editor.titleField.resignFirstResponder()
        editor.view.removeFromSuperview()
        runtime.advance(frames: 1)
        saved = editor.note.title
        let edited = measure("not-kaydedildi", "note-saved")

        let reloads =
          list.tableView.reloadedRows.count + list.tableView.reloadDataCount - reloadsBefore
        let draws =
          (list.tableView.cellForRow(at: row)?.textLabel?.headless.drawCount ?? 0) - drawsBefore
        out.print(
          DelegateCause(
            delegateWasNil: editor.delegateWasNilAtSave,
            assignments: editor.delegateAssignments,
            listModel: list.notes[0].title, saved: saved, reloads: reloads, draws: draws
          ).line(out.language))
        out.countVerdicts(drawn + edited)
        out.recorder?.finish(runtime)
        withExtendedLifetime(window) {}
      }
    }
  }
}

/// Why the row shows what it shows, from what was measured.
struct DelegateCause {
  let delegateWasNil: Bool
  let assignments: Int
  let listModel: String
  let saved: String
  let reloads: Int
  let draws: Int

  func line(_ language: Language) -> String {
    let tr: String
    let en: String
    if delegateWasNil && assignments == 0 {
      tr = "temsilci hiç atanmadı: kayıt sonunda delegate nil, liste haber almadı"
      en =
        "the delegate was never assigned: delegate was nil when the edit ended; the list was "
        + "not told"
    } else if delegateWasNil {
      tr =
        "temsilci \(assignments) kez atandı ama serbest bırakıldı (weak → nil): liste haber "
        + "almadı"
      en =
        "the delegate was assigned \(assignments) time(s) but deallocated (weak → nil): the "
        + "list was not told"
    } else if listModel == saved && reloads == 0 {
      tr =
        "temsilci çağrıldı, liste modeli yazıldı ama satır yeniden yüklenmedi (reloadRows yok): "
        + "hücre son çizimini gösteriyor"
      en =
        "the delegate was called and the list's model written, but the row was not reloaded "
        + "(no reloadRows): the cell shows its last draw"
    } else {
      tr = "temsilci çağrıldı, satır yeniden yüklendi (\(reloads)), hücre \(draws) kez çizildi"
      en = "the delegate was called, the row reloaded (\(reloads)), the cell drawn \(draws) time(s)"
    }
    return (language == .tr ? "neden: " : "cause: ") + (language == .tr ? tr : en)
  }
}

extension Lesson {
  /// A ScreenLab scenario of the delegate family (marked as not course text).
  fileprivate static func delegateLesson(
    _ slug: String, _ breakage: DelegateBreak, _ turkish: String, _ english: String
  ) -> Lesson {
    .scenario(
      "temsilci/" + slug, "ScreenLab senaryosu (ders metni değil): " + turkish,
      "ScreenLab scenario (not course text): " + english, seed: "000",
      run: delegateScenario(breakage))
  }

  static let delegateIntact = delegateLesson(
    "baglanti-saglam", .none, "temsilci bağlantısı sağlam, satır yeniden yüklenir",
    "the delegate link is intact, the row is reloaded")
  static let delegateNeverAssigned = delegateLesson(
    "atanmamis", .neverAssigned, "temsilci hiç atanmadı, liste bayat kalır",
    "the delegate is never assigned, the list stays stale")
  static let delegateDeallocated = delegateLesson(
    "serbest-birakildi", .deallocated, "temsilci serbest bırakıldı (weak → nil), liste bayat kalır",
    "the delegate is deallocated (weak → nil), the list stays stale")
  static let delegateRowNotReloaded = delegateLesson(
    "satir-yenilenmedi", .rowNotReloaded, "temsilci çağrıldı ama satır yeniden yüklenmedi",
    "the delegate is called but the row is not reloaded")
}

extension Lesson {
  /// The delegate family, in `lesson list` order.
  static let delegateScenarios: [Lesson] = [
    delegateIntact, delegateNeverAssigned, delegateDeallocated, delegateRowNotReloaded,
  ]
}
