// Imitates: the parking-lots list after its data property reloaded the table when set.
// swift-format-ignore-file
import UIKit

struct Lot: Decodable { let name: String }

final class LotsController: UIViewController, UITableViewDataSource {
    @IBOutlet private var tableView: UITableView!
    private var lots: [Lot] = [] {
        didSet { tableView.reloadData() }
    }

    func refresh(from url: URL) {
        URLSession.shared.dataTask(with: url) { data, _, _ in
            let decoded = (try? JSONDecoder().decode([Lot].self, from: data ?? Data())) ?? []
            DispatchQueue.main.async {
                self.lots = decoded
            }
        }.resume()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { lots.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "lot", for: indexPath)
        cell.textLabel?.text = lots[indexPath.row].name
        return cell
    }
}
