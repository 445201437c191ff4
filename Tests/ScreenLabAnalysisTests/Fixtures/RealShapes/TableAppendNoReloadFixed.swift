// Imitates: the to-do table controller after the Add action inserted the new row.
// swift-format-ignore-file
import UIKit

final class TasksController: UITableViewController {
    private var tasks: [String] = []

    @objc func addTapped() {
        tasks.append("New task")
        tableView.insertRows(at: [IndexPath(row: tasks.count - 1, section: 0)], with: .automatic)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        tasks.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "task", for: indexPath)
        cell.textLabel?.text = tasks[indexPath.row]
        return cell
    }
}
