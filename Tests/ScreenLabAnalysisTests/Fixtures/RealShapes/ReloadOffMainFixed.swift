// Imitates: the feed after the model write and the reload moved back to the main queue.
// swift-format-ignore-file
import UIKit

final class FeedController: UITableViewController {
    private var posts: [String] = []

    func reload(_ raw: [String]) {
        DispatchQueue.global(qos: .userInitiated).async {
            let parsed = raw.map { $0.uppercased() }
            DispatchQueue.main.async {
                self.posts = parsed
                self.tableView.reloadData()
            }
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        posts.count
    }
}
