import ScreenLabAnalysis

/// UI changed off the main thread: the callbacks Apple documents as running on a background
/// queue, each with the same write sent back to the main queue (or a main-queue callback) as
/// its correct twin.
extension TwentyFirstRoundClassTests {
  static let offMainThread: [ClassVariant] = [
    ClassVariant(
      "sharedSessionCompletion", .uiWorkOffMainThread,
      reported: #"""
        import UIKit
        final class FeedController: UIViewController {
            @IBOutlet var statusLabel: UILabel!
            @IBOutlet var tableView: UITableView!
            var items: [String] = []

            func load(url: URL) {
                URLSession.shared.dataTask(with: url) { data, _, _ in
                    1️⃣self.statusLabel.text = "\(data?.count ?? 0) bytes"
                }.resume()
            }
        }
        """#,
      correct: #"""
        import UIKit
        final class FeedController: UIViewController {
            @IBOutlet var statusLabel: UILabel!
            @IBOutlet var tableView: UITableView!
            var items: [String] = []

            func load(url: URL) {
                URLSession.shared.dataTask(with: url) { data, _, _ in
                    DispatchQueue.main.async { self.statusLabel.text = "\(data?.count ?? 0) bytes" }
                }.resume()
            }
        }
        """#),
    ClassVariant(
      "customSessionTrailingClosure", .uiWorkOffMainThread,
      reported: #"""
        import UIKit
        final class FeedController: UIViewController {
            @IBOutlet var statusLabel: UILabel!
            @IBOutlet var tableView: UITableView!
            var items: [String] = []

            let session = URLSession(configuration: .default)
            func load(url: URL) {
                let task = session.dataTask(with: URLRequest(url: url)) { data, _, _ in
                    self.items = ["\(data?.count ?? 0)"]
                    1️⃣self.tableView.reloadData()
                }
                task.resume()
            }
        }
        """#,
      correct: #"""
        import UIKit
        final class FeedController: UIViewController {
            @IBOutlet var statusLabel: UILabel!
            @IBOutlet var tableView: UITableView!
            var items: [String] = []

            lazy var session = URLSession(configuration: .default, delegate: nil, delegateQueue: .main)
            func load(url: URL) {
                let task = session.dataTask(with: URLRequest(url: url)) { data, _, _ in
                    self.items = ["\(data?.count ?? 0)"]
                    self.tableView.reloadData()
                }
                task.resume()
            }
        }
        """#),
    ClassVariant(
      "writeThroughHelperMethod", .uiWorkOffMainThread,
      reported: #"""
        import UIKit
        final class FeedController: UIViewController {
            @IBOutlet var statusLabel: UILabel!
            @IBOutlet var tableView: UITableView!
            var items: [String] = []

            func load(url: URL) {
                URLSession.shared.dataTask(with: url) { data, _, _ in
                    1️⃣self.show(count: data?.count ?? 0)
                }.resume()
            }
            func show(count: Int) {
                statusLabel.text = "\(count)"
            }
        }
        """#,
      correct: #"""
        import UIKit
        final class FeedController: UIViewController {
            @IBOutlet var statusLabel: UILabel!
            @IBOutlet var tableView: UITableView!
            var items: [String] = []

            func load(url: URL) {
                URLSession.shared.dataTask(with: url) { data, _, _ in
                    DispatchQueue.main.async { self.show(count: data?.count ?? 0) }
                }.resume()
            }
            func show(count: Int) {
                statusLabel.text = "\(count)"
            }
        }
        """#),
    ClassVariant(
      "completionParameterOfServiceMethod", .uiWorkOffMainThread,
      reported: #"""
        import UIKit
        final class FeedController: UIViewController {
            @IBOutlet var statusLabel: UILabel!
            @IBOutlet var tableView: UITableView!
            var items: [String] = []

            func fetch(url: URL, completion: @escaping (Int) -> Void) {
                URLSession.shared.dataTask(with: url) { data, _, _ in
                    completion(data?.count ?? 0)
                }.resume()
            }
            func refresh(url: URL) {
                fetch(url: url) { count in
                    1️⃣self.statusLabel.text = "\(count)"
                }
            }
        }
        """#,
      correct: #"""
        import UIKit
        final class FeedController: UIViewController {
            @IBOutlet var statusLabel: UILabel!
            @IBOutlet var tableView: UITableView!
            var items: [String] = []

            func fetch(url: URL, completion: @escaping (Int) -> Void) {
                URLSession.shared.dataTask(with: url) { data, _, _ in
                    DispatchQueue.main.async { completion(data?.count ?? 0) }
                }.resume()
            }
            func refresh(url: URL) {
                fetch(url: url) { count in
                    self.statusLabel.text = "\(count)"
                }
            }
        }
        """#),
    ClassVariant(
      "globalQueue", .uiWorkOffMainThread,
      reported: #"""
        import UIKit
        final class FeedController: UIViewController {
            @IBOutlet var statusLabel: UILabel!
            @IBOutlet var tableView: UITableView!
            var items: [String] = []

            func crunch() {
                DispatchQueue.global(qos: .userInitiated).async {
                    let total = (0..<1000).reduce(0, +)
                    1️⃣self.statusLabel.text = "\(total)"
                }
            }
        }
        """#,
      correct: #"""
        import UIKit
        final class FeedController: UIViewController {
            @IBOutlet var statusLabel: UILabel!
            @IBOutlet var tableView: UITableView!
            var items: [String] = []

            func crunch() {
                DispatchQueue.global(qos: .userInitiated).async {
                    let total = (0..<1000).reduce(0, +)
                    DispatchQueue.main.async { self.statusLabel.text = "\(total)" }
                }
            }
        }
        """#),
    ClassVariant(
      "operationQueueInPlace", .uiWorkOffMainThread,
      reported: #"""
        import UIKit
        final class FeedController: UIViewController {
            @IBOutlet var statusLabel: UILabel!
            @IBOutlet var tableView: UITableView!
            var items: [String] = []

            func crunch() {
                OperationQueue().addOperation {
                    1️⃣self.statusLabel.isHidden = true
                }
            }
        }
        """#,
      correct: #"""
        import UIKit
        final class FeedController: UIViewController {
            @IBOutlet var statusLabel: UILabel!
            @IBOutlet var tableView: UITableView!
            var items: [String] = []

            func crunch() {
                OperationQueue.main.addOperation {
                    self.statusLabel.isHidden = true
                }
            }
        }
        """#),
    ClassVariant(
      "coreMotionQueueMadeInPlace", .uiWorkOffMainThread,
      reported: #"""
        import UIKit
        import CoreMotion
        final class TiltController: UIViewController {
            @IBOutlet var tiltLabel: UILabel!
            let motion = CMMotionManager()

            func start() {
                motion.startDeviceMotionUpdates(to: OperationQueue()) { data, _ in
                    guard let data else { return }
                    1️⃣self.tiltLabel.text = String(format: "%.2f", data.attitude.roll)
                }
            }
        }
        """#,
      correct: #"""
        import UIKit
        import CoreMotion
        final class TiltController: UIViewController {
            @IBOutlet var tiltLabel: UILabel!
            let motion = CMMotionManager()

            func start() {
                motion.startDeviceMotionUpdates(to: .main) { data, _ in
                    guard let data else { return }
                    self.tiltLabel.text = String(format: "%.2f", data.attitude.roll)
                }
            }
        }
        """#),
    ClassVariant(
      "coreMotionNamedQueue", .uiWorkOffMainThread,
      reported: #"""
        import UIKit
        import CoreMotion
        final class TiltController: UIViewController {
            @IBOutlet var tiltLabel: UILabel!
            let motion = CMMotionManager()

            let queue = OperationQueue()
            func start() {
                motion.startAccelerometerUpdates(to: queue) { data, _ in
                    1️⃣self.tiltLabel.text = "\(data?.acceleration.x ?? 0)"
                }
            }
        }
        """#,
      correct: #"""
        import UIKit
        import CoreMotion
        final class TiltController: UIViewController {
            @IBOutlet var tiltLabel: UILabel!
            let motion = CMMotionManager()

            func start() {
                motion.startAccelerometerUpdates(to: OperationQueue.main) { data, _ in
                    self.tiltLabel.text = "\(data?.acceleration.x ?? 0)"
                }
            }
        }
        """#),
    ClassVariant(
      "watchSessionDelegate", .uiWorkOffMainThread,
      reported: #"""
        import UIKit
        import WatchConnectivity
        final class PairedController: UIViewController, WCSessionDelegate {
            @IBOutlet var messageLabel: UILabel!
            func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: Error?) {}
            func sessionDidBecomeInactive(_ session: WCSession) {}
            func sessionDidDeactivate(_ session: WCSession) {}

            func session(_ session: WCSession, didReceiveMessage message: [String: Any]) {
                1️⃣messageLabel.text = message["text"] as? String
            }
        }
        """#,
      correct: #"""
        import UIKit
        import WatchConnectivity
        final class PairedController: UIViewController, WCSessionDelegate {
            @IBOutlet var messageLabel: UILabel!
            func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: Error?) {}
            func sessionDidBecomeInactive(_ session: WCSession) {}
            func sessionDidDeactivate(_ session: WCSession) {}

            func session(_ session: WCSession, didReceiveMessage message: [String: Any]) {
                DispatchQueue.main.async { self.messageLabel.text = message["text"] as? String }
            }
        }
        """#),
    ClassVariant(
      "photoLibraryObserver", .uiWorkOffMainThread,
      reported: #"""
        import UIKit
        import Photos
        final class AlbumController: UICollectionViewController, PHPhotoLibraryChangeObserver {
            var assets = PHFetchResult<PHAsset>()

            func photoLibraryDidChange(_ changeInstance: PHChange) {
                guard let details = changeInstance.changeDetails(for: assets) else { return }
                assets = details.fetchResultAfterChanges
                1️⃣collectionView.reloadData()
            }
        }
        """#,
      correct: #"""
        import UIKit
        import Photos
        final class AlbumController: UICollectionViewController, PHPhotoLibraryChangeObserver {
            var assets = PHFetchResult<PHAsset>()

            func photoLibraryDidChange(_ changeInstance: PHChange) {
                guard let details = changeInstance.changeDetails(for: assets) else { return }
                DispatchQueue.main.async {
                    self.assets = details.fetchResultAfterChanges
                    self.collectionView.reloadData()
                }
            }
        }
        """#),
    ClassVariant(
      "notificationSettingsHandler", .uiWorkOffMainThread,
      reported: #"""
        import UIKit
        import UserNotifications
        final class ReminderController: UIViewController {
            @IBOutlet var reminderSwitch: UISwitch!

            func refresh() {
                UNUserNotificationCenter.current().getNotificationSettings { settings in
                    1️⃣self.reminderSwitch.isOn = settings.authorizationStatus == .authorized
                }
            }
        }
        """#,
      correct: #"""
        import UIKit
        import UserNotifications
        final class ReminderController: UIViewController {
            @IBOutlet var reminderSwitch: UISwitch!

            func refresh() {
                UNUserNotificationCenter.current().getNotificationSettings { settings in
                    DispatchQueue.main.async {
                        self.reminderSwitch.isOn = settings.authorizationStatus == .authorized
                    }
                }
            }
        }
        """#),
    ClassVariant(
      "threadBlock", .uiWorkOffMainThread,
      reported: #"""
        import UIKit
        final class FeedController: UIViewController {
            @IBOutlet var statusLabel: UILabel!
            @IBOutlet var tableView: UITableView!
            var items: [String] = []

            func crunch() {
                Thread.detachNewThread {
                    let total = (0..<1000).reduce(0, +)
                    1️⃣self.statusLabel.text = "\(total)"
                }
            }
        }
        """#,
      correct: #"""
        import UIKit
        final class FeedController: UIViewController {
            @IBOutlet var statusLabel: UILabel!
            @IBOutlet var tableView: UITableView!
            var items: [String] = []

            func crunch() {
                Thread.detachNewThread {
                    let total = (0..<1000).reduce(0, +)
                    DispatchQueue.main.async { self.statusLabel.text = "\(total)" }
                }
            }
        }
        """#),
    ClassVariant(
      "biometricReplyVersusGeocoder", .uiWorkOffMainThread,
      reported: #"""
        import UIKit
        import LocalAuthentication
        import CoreLocation
        final class LockController: UIViewController {
            @IBOutlet var stateLabel: UILabel!

            func unlock() {
                LAContext().evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock") { success, _ in
                    1️⃣self.stateLabel.text = success ? "Open" : "Locked"
                }
            }
        }
        """#,
      correct: #"""
        import UIKit
        import LocalAuthentication
        import CoreLocation
        final class LockController: UIViewController {
            @IBOutlet var stateLabel: UILabel!

            func place(_ location: CLLocation) {
                CLGeocoder().reverseGeocodeLocation(location) { marks, _ in
                    self.stateLabel.text = marks?.first?.locality
                }
            }
        }
        """#),
    ClassVariant(
      "pathMonitorOnOwnQueue", .uiWorkOffMainThread,
      reported: #"""
        import UIKit
        import Network
        final class ReachabilityController: UIViewController {
            @IBOutlet var offlineBanner: UIView!
            let monitor = NWPathMonitor()

            func watch() {
                monitor.pathUpdateHandler = { path in
                    1️⃣self.offlineBanner.isHidden = path.status == .satisfied
                }
                monitor.start(queue: DispatchQueue(label: "monitor"))
            }
        }
        """#,
      correct: #"""
        import UIKit
        import Network
        final class ReachabilityController: UIViewController {
            @IBOutlet var offlineBanner: UIView!
            let monitor = NWPathMonitor()

            func watch() {
                monitor.pathUpdateHandler = { path in
                    self.offlineBanner.isHidden = path.status == .satisfied
                }
                monitor.start(queue: .main)
            }
        }
        """#),
  ]
}
