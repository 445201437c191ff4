// Imitates: a feed that parsed on a global queue and called reloadData() there too.
// swift-format-ignore-file
import UIKit

final class FeedController: UITableViewController {
    private var posts: [String] = []

    func reload(_ raw: [String]) {
        DispatchQueue.global(qos: .userInitiated).async {
            let parsed = raw.map { $0.uppercased() }
            self.posts = parsed
            self.tableView.reloadData() // bug: SL304
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        posts.count
    }
}
