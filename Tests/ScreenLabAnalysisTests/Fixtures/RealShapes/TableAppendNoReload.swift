// Imitates: a to-do table controller whose Add action appended the task and never told the table.
// swift-format-ignore-file
import UIKit

final class TasksController: UITableViewController {
    private var tasks: [String] = []

    @objc func addTapped() {
        tasks.append("New task") // bug: SL303
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
