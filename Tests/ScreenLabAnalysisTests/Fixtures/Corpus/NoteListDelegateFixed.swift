import UIKit

// The same screens with the link intact: the delegate assigned where the editor is made, the
// row reloaded after the model write. Nothing to report.

struct TodoItem {
  var title: String
}

protocol TodoEditorDelegate: AnyObject {
  func todoEditor(_ editor: TodoEditorController, didSave title: String, at row: Int)
}

final class TodoEditorController: UIViewController, UITextFieldDelegate {
  weak var delegate: TodoEditorDelegate?
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
    delegate?.todoEditor(self, didSave: textField.text ?? "", at: row)
  }
}

final class TodoListController: UIViewController, UITableViewDataSource, UITableViewDelegate,
  TodoEditorDelegate
{
  private var items: [TodoItem] = [TodoItem(title: "Süt")]
  private let tableView = UITableView()

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
    cell.textLabel?.text = items[indexPath.row].title
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let editor = TodoEditorController(row: indexPath.row)
    editor.delegate = self
    present(editor, animated: true)
  }

  func todoEditor(_ editor: TodoEditorController, didSave title: String, at row: Int) {
    items[row].title = title
    tableView.reloadRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
  }
}
