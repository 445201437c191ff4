// `import AVKit` on a platform without Apple's AVKit (Linux): the player views that view files
// use — SwiftUI's `VideoPlayer` and UIKit's `AVPlayerViewController` — showing a black video
// area and decoding nothing (Docs/Semantics/OtherFrameworks.md §2). AVKit brings AVFoundation,
// as Apple's does. Declared in Package.swift only where the platform has no framework of this
// name.
@_exported import AVFoundation
import HeadlessCoreGraphics
import HeadlessSwiftUI
import HeadlessUIKit

/// A SwiftUI view that plays a player's media: a black area the size it is given, with the
/// overlay on top; no frame is decoded, and the player's time follows the virtual clock
/// (OF-2.3).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, *)
public struct VideoPlayer<VideoOverlay: View>: View {
  /// The player whose media is shown.
  public let player: AVPlayer?
  let overlay: VideoOverlay

  public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) {
    self.player = player
    overlay = videoOverlay()
  }

  public var body: some View {
    ZStack {
      Rectangle().fill(Color.black)
      overlay
    }
  }
}

extension VideoPlayer where VideoOverlay == EmptyView {
  public init(player: AVPlayer?) {
    self.init(player: player) { EmptyView() }
  }
}

/// What an ``AVPlayerViewController`` tells its delegate. The headless controller enters no
/// full screen and starts no picture in picture, so it calls none of the methods a delegate
/// may implement (OF-2.5).
public protocol AVPlayerViewControllerDelegate: AnyObject {}

/// A view controller that shows a player's media with playback controls: a black view,
/// headless; no frame is decoded and no control is drawn (OF-2.5).
open class AVPlayerViewController: UIViewController {
  open var player: AVPlayer?
  open var showsPlaybackControls = true
  open var videoGravity: AVLayerVideoGravity = .resizeAspect
  open var entersFullScreenWhenPlaybackBegins = false
  open var exitsFullScreenWhenPlaybackEnds = false
  open var allowsPictureInPicturePlayback = true
  open var updatesNowPlayingInfoCenter = true
  open weak var delegate: (any AVPlayerViewControllerDelegate)?

  open override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .black
  }
}
