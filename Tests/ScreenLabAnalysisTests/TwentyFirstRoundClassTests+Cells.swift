import ScreenLabAnalysis

/// Reused cells not reset, reloads missing after a data change, and animations whose model
/// value is not set.
extension TwentyFirstRoundClassTests {
  static let reusedCells: [ClassVariant] = [
    ClassVariant(
      "optionalImageOnlyWhenPresent", .cellContentNotReset,
      reported: #"""
        import UIKit
        struct Song { let title: String; let cover: UIImage?; let liked: Bool; let url: URL }
        final class SongsController: UITableViewController {
            var songs: [Song] = []

            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Song", for: indexPath)
                let song = songs[indexPath.row]
                cell.textLabel?.text = song.title
                1️⃣if let cover = song.cover {
                    cell.imageView?.image = cover
                }
                return cell
            }
        }
        """#,
      correct: #"""
        import UIKit
        struct Song { let title: String; let cover: UIImage?; let liked: Bool; let url: URL }
        final class SongsController: UITableViewController {
            var songs: [Song] = []

            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Song", for: indexPath)
                let song = songs[indexPath.row]
                cell.textLabel?.text = song.title
                if let cover = song.cover {
                    cell.imageView?.image = cover
                } else {
                    cell.imageView?.image = nil
                }
                return cell
            }
        }
        """#),
    ClassVariant(
      "accessoryOnlyWhenLiked", .cellContentNotReset,
      reported: #"""
        import UIKit
        struct Song { let title: String; let cover: UIImage?; let liked: Bool; let url: URL }
        final class SongsController: UITableViewController {
            var songs: [Song] = []

            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Song", for: indexPath)
                cell.textLabel?.text = songs[indexPath.row].title
                1️⃣if songs[indexPath.row].liked {
                    cell.accessoryType = .checkmark
                }
                return cell
            }
        }
        """#,
      correct: #"""
        import UIKit
        struct Song { let title: String; let cover: UIImage?; let liked: Bool; let url: URL }
        final class SongsController: UITableViewController {
            var songs: [Song] = []

            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Song", for: indexPath)
                cell.textLabel?.text = songs[indexPath.row].title
                cell.accessoryType = songs[indexPath.row].liked ? .checkmark : .none
                return cell
            }
        }
        """#),
    ClassVariant(
      "lateImageIntoReusedCell", .cellContentNotReset,
      reported: #"""
        import UIKit
        struct Song { let title: String; let cover: UIImage?; let liked: Bool; let url: URL }
        final class SongsController: UITableViewController {
            var songs: [Song] = []

            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Song", for: indexPath)
                cell.textLabel?.text = songs[indexPath.row].title
                1️⃣URLSession.shared.dataTask(with: songs[indexPath.row].url) { data, _, _ in
                    DispatchQueue.main.async {
                        cell.imageView?.image = data.flatMap(UIImage.init(data:))
                    }
                }.resume()
                return cell
            }
        }
        """#,
      correct: #"""
        import UIKit
        struct Song { let title: String; let cover: UIImage?; let liked: Bool; let url: URL }
        final class SongsController: UITableViewController {
            var songs: [Song] = []

            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Song", for: indexPath)
                cell.textLabel?.text = songs[indexPath.row].title
                cell.imageView?.image = nil
                URLSession.shared.dataTask(with: songs[indexPath.row].url) { data, _, _ in
                    DispatchQueue.main.async {
                        guard tableView.indexPath(for: cell) == indexPath else { return }
                        cell.imageView?.image = data.flatMap(UIImage.init(data:))
                    }
                }.resume()
                return cell
            }
        }
        """#),
  ]

  static let reloadAfterDataChange: [ClassVariant] = [
    ClassVariant(
      "appendInAction", .listDataWithoutReload,
      reported: #"""
        import UIKit
        final class TodoController: UIViewController, UITableViewDataSource {
            @IBOutlet var tableView: UITableView!
            var todos: [String] = []
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { todos.count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Todo", for: indexPath)
                cell.textLabel?.text = todos[indexPath.row]
                return cell
            }

            @IBAction func add(_ sender: Any) {
                1️⃣todos.append("New")
            }
        }
        """#,
      correct: #"""
        import UIKit
        final class TodoController: UIViewController, UITableViewDataSource {
            @IBOutlet var tableView: UITableView!
            var todos: [String] = []
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { todos.count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Todo", for: indexPath)
                cell.textLabel?.text = todos[indexPath.row]
                return cell
            }

            @IBAction func add(_ sender: Any) {
                todos.append("New")
                tableView.reloadData()
            }
        }
        """#),
    ClassVariant(
      "removeInHelperCalledByAction", .listDataWithoutReload,
      reported: #"""
        import UIKit
        final class TodoController: UIViewController, UITableViewDataSource {
            @IBOutlet var tableView: UITableView!
            var todos: [String] = []
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { todos.count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Todo", for: indexPath)
                cell.textLabel?.text = todos[indexPath.row]
                return cell
            }

            @IBAction func clear(_ sender: Any) {
                dropFirst()
            }
            func dropFirst() {
                1️⃣todos.removeFirst()
            }
        }
        """#,
      correct: #"""
        import UIKit
        final class TodoController: UIViewController, UITableViewDataSource {
            @IBOutlet var tableView: UITableView!
            var todos: [String] = []
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { todos.count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Todo", for: indexPath)
                cell.textLabel?.text = todos[indexPath.row]
                return cell
            }

            @IBAction func clear(_ sender: Any) {
                dropFirst()
                tableView.reloadData()
            }
            func dropFirst() {
                todos.removeFirst()
            }
        }
        """#),
    ClassVariant(
      "collectionRemoveInAction", .listDataWithoutReload,
      reported: #"""
        import UIKit
        final class GalleryController: UIViewController, UICollectionViewDataSource {
            @IBOutlet var collectionView: UICollectionView!
            var names: [String] = []
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { names.count }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "Name", for: indexPath)
            }

            @IBAction func removeLast(_ sender: Any) {
                1️⃣names.removeLast()
            }
        }
        """#,
      correct: #"""
        import UIKit
        final class GalleryController: UIViewController, UICollectionViewDataSource {
            @IBOutlet var collectionView: UICollectionView!
            var names: [String] = []
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { names.count }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "Name", for: indexPath)
            }

            @IBAction func removeLast(_ sender: Any) {
                names.removeLast()
                collectionView.deleteItems(at: [IndexPath(item: names.count, section: 0)])
            }
        }
        """#),
    ClassVariant(
      "collectionAppendInDelegateCallback", .listDataWithoutReload,
      reported: #"""
        import UIKit
        final class GalleryController: UIViewController, UICollectionViewDataSource {
            @IBOutlet var collectionView: UICollectionView!
            var names: [String] = []
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { names.count }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "Name", for: indexPath)
            }

            func picker(didPick name: String) {
                1️⃣names.append(name)
            }
        }
        """#,
      correct: #"""
        import UIKit
        final class GalleryController: UIViewController, UICollectionViewDataSource {
            @IBOutlet var collectionView: UICollectionView!
            var names: [String] = []
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { names.count }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "Name", for: indexPath)
            }

            func picker(didPick name: String) {
                names.append(name)
                collectionView.reloadData()
            }
        }
        """#),
  ]

  static let animationModelValues: [ClassVariant] = [
    ClassVariant(
      "opacityForwardsNoModel", .snapBackMasked,
      reported: #"""
        import UIKit
        final class PulseView: UIView {

            func fadeOut() {
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.toValue = 0
                fade.fillMode = .forwards
                1️⃣fade.isRemovedOnCompletion = false
                layer.add(fade, forKey: "fade")
            }
        }
        """#,
      correct: #"""
        import UIKit
        final class PulseView: UIView {

            func fadeOut() {
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.fromValue = layer.opacity
                fade.toValue = 0
                layer.opacity = 0
                layer.add(fade, forKey: "fade")
            }
        }
        """#),
    ClassVariant(
      "rotationNeverWritten", .animationWithoutModelWrite,
      reported: #"""
        import UIKit
        final class PulseView: UIView {

            func spinOnce() {
                let spin = CABasicAnimation(keyPath: "transform.rotation.z")
                spin.toValue = CGFloat.pi / 2
                spin.duration = 0.3
                1️⃣layer.add(spin, forKey: "spin")
            }
        }
        """#,
      correct: #"""
        import UIKit
        final class PulseView: UIView {

            func spinOnce() {
                let spin = CABasicAnimation(keyPath: "transform.rotation.z")
                spin.fromValue = 0
                spin.toValue = CGFloat.pi / 2
                spin.duration = 0.3
                layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
                layer.add(spin, forKey: "spin")
            }
        }
        """#),
    ClassVariant(
      "strokeEndOnShapeLayer", .animationWithoutModelWrite,
      reported: #"""
        import UIKit
        final class RingView: UIView {
            let ring = CAShapeLayer()
            func fill(to value: CGFloat) {
                let grow = CABasicAnimation(keyPath: "strokeEnd")
                grow.toValue = value
                grow.duration = 0.5
                1️⃣ring.add(grow, forKey: "grow")
            }
        }
        """#,
      correct: #"""
        import UIKit
        final class RingView: UIView {
            let ring = CAShapeLayer()
            func fill(to value: CGFloat) {
                let grow = CABasicAnimation(keyPath: "strokeEnd")
                grow.fromValue = ring.strokeEnd
                grow.toValue = value
                grow.duration = 0.5
                ring.strokeEnd = value
                ring.add(grow, forKey: "grow")
            }
        }
        """#),
    ClassVariant(
      "constraintInBlockWithoutLayout", .constraintChangeNotLaidOut,
      reported: #"""
        import UIKit
        final class DrawerController: UIViewController {
            @IBOutlet var drawerHeight: NSLayoutConstraint!

            func open() {
                UIView.animate(withDuration: 0.3) {
                    1️⃣self.drawerHeight.constant = 300
                }
            }
        }
        """#,
      correct: #"""
        import UIKit
        final class DrawerController: UIViewController {
            @IBOutlet var drawerHeight: NSLayoutConstraint!

            func open() {
                drawerHeight.constant = 300
                UIView.animate(withDuration: 0.3) {
                    self.view.layoutIfNeeded()
                }
            }
        }
        """#),
    ClassVariant(
      "constraintInPropertyAnimator", .constraintChangeNotLaidOut,
      reported: #"""
        import UIKit
        final class DrawerController: UIViewController {
            @IBOutlet var drawerHeight: NSLayoutConstraint!

            func open() {
                UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) {
                    1️⃣self.drawerHeight.constant = 300
                }.startAnimation()
            }
        }
        """#,
      correct: #"""
        import UIKit
        final class DrawerController: UIViewController {
            @IBOutlet var drawerHeight: NSLayoutConstraint!

            func open() {
                drawerHeight.constant = 300
                UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) {
                    self.view.layoutIfNeeded()
                }.startAnimation()
            }
        }
        """#),
  ]
}
