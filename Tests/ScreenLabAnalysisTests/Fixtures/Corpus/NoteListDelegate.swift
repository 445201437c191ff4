import UIKit

// A list and an editor linked by a weak delegate, written the way such screens are written;
// the editor's delegate is never assigned, and the list's callback reloads nothing.

struct Note {
  var title: String
}

protocol NoteEditorDelegate: AnyObject {
  func noteEditor(_ editor: NoteEditorController, didSave title: String, at row: Int)
}

final class NoteEditorController: UIViewController, UITextFieldDelegate {
  weak var delegate: NoteEditorDelegate?  // expect: SL301
  private let row: Int
  private let field = UITextField()

  init(row: Int) {
    self.row = row
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    field.delegate = self
    view.addSubview(field)
  }

  func textFieldDidEndEditing(_ textField: UITextField) {
    delegate?.noteEditor(self, didSave: textField.text ?? "", at: row)
  }
}

final class NoteListController: UIViewController, UITableViewDataSource, UITableViewDelegate,
  NoteEditorDelegate
{
  private var notes: [Note] = [Note(title: "Süt")]
  private let tableView = UITableView()

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "note")
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)
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
    let editor = NoteEditorController(row: indexPath.row)
    present(editor, animated: true)
  }

  func noteEditor(_ editor: NoteEditorController, didSave title: String, at row: Int) {
    notes[row].title = title  // expect: SL302
  }
}
