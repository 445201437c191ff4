import Foundation
import HeadlessCoreGraphics
import HeadlessQuartzCore
import Runtime

// MARK: - Core Media's time, which AVFoundation brings

public typealias CMTimeValue = Int64
public typealias CMTimeScale = Int32

/// A time as a rational number of seconds: `value / timescale`.
public struct CMTime: Equatable, Comparable, Sendable {
  public var value: CMTimeValue
  public var timescale: CMTimeScale

  public init(value: CMTimeValue, timescale: CMTimeScale) {
    self.value = value
    self.timescale = timescale
  }

  public init(seconds: Double, preferredTimescale: CMTimeScale) {
    self.init(
      value: CMTimeValue((seconds * Double(preferredTimescale)).rounded()),
      timescale: preferredTimescale)
  }

  /// The time in seconds; NaN when the timescale is 0 (an invalid or indefinite time).
  public var seconds: Double { timescale == 0 ? .nan : Double(value) / Double(timescale) }

  public static let zero = CMTime(value: 0, timescale: 1)
  /// A time not known, such as the duration of media that has not loaded.
  public static let indefinite = CMTime(value: 0, timescale: 0)
  public static let invalid = CMTime(value: 0, timescale: 0)

  public static func < (lhs: CMTime, rhs: CMTime) -> Bool { lhs.seconds < rhs.seconds }
  public static func == (lhs: CMTime, rhs: CMTime) -> Bool {
    lhs.timescale == 0 || rhs.timescale == 0
      ? lhs.timescale == rhs.timescale && lhs.value == rhs.value
      : lhs.seconds == rhs.seconds
  }
}

public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime {
  CMTime(value: value, timescale: timescale)
}

public func CMTimeMakeWithSeconds(_ seconds: Double, preferredTimescale: Int32) -> CMTime {
  CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}

public func CMTimeGetSeconds(_ time: CMTime) -> Double { time.seconds }

// MARK: - Playback

/// Media at a URL. Nothing is loaded headless: its duration stays indefinite (OF-2.3).
open class AVAsset: NSObject {
  open var duration: CMTime { .indefinite }
}

open class AVURLAsset: AVAsset {
  public let url: URL
  public init(url: URL, options: [String: Any]? = nil) { self.url = url }
}

/// An asset as a player plays it.
open class AVPlayerItem: NSObject {
  public let asset: AVAsset

  public init(asset: AVAsset) { self.asset = asset }
  public convenience init(url: URL) { self.init(asset: AVURLAsset(url: url)) }

  open var duration: CMTime { asset.duration }
}

/// A player: its time advances at its rate on the virtual clock of the runtime it was made
/// in, and nothing is decoded or shown (OF-2.3).
open class AVPlayer: NSObject {
  /// Whether a player plays, waits or is paused.
  public enum TimeControlStatus: Int, Sendable {
    case paused = 0
    case waitingToPlayAtSpecifiedRate = 1
    case playing = 2
  }

  /// The runtime whose clock the player's time follows.
  let runtime: Runtime
  /// The item time at ``anchor``, and the runtime time then.
  private var base: Double = 0
  private var anchor: Double

  open private(set) var currentItem: AVPlayerItem?
  open var volume: Float = 1
  open var isMuted = false
  open var actionAtItemEnd: ActionAtItemEnd = .pause

  /// What a player does when its item ends (headless items never end).
  public enum ActionAtItemEnd: Int, Sendable {
    case advance = 0
    case pause = 1
    case none = 2
  }

  public init(playerItem item: AVPlayerItem?) {
    runtime = Runtime.current
    anchor = runtime.now
    currentItem = item
  }

  public override convenience init() { self.init(playerItem: nil) }

  public convenience init(url URL: URL) { self.init(playerItem: AVPlayerItem(url: URL)) }

  /// The playback rate: 0 paused, 1 normal speed. Setting it keeps the current time.
  open var rate: Float = 0 {
    willSet { base = currentSeconds }
    didSet { anchor = runtime.now }
  }

  /// `playing` while the rate is not 0 and there is an item; `paused` otherwise.
  open var timeControlStatus: TimeControlStatus {
    rate != 0 && currentItem != nil ? .playing : .paused
  }

  private var currentSeconds: Double {
    guard currentItem != nil else { return 0 }
    return base + (runtime.now - anchor) * Double(rate)
  }

  /// The item's current time: where it was, plus the virtual time since at the rate.
  open func currentTime() -> CMTime {
    CMTime(seconds: currentSeconds, preferredTimescale: 600)
  }

  open func play() { rate = 1 }
  open func pause() { rate = 0 }

  open func seek(to time: CMTime) {
    base = max(time.seconds.isNaN ? 0 : time.seconds, 0)
    anchor = runtime.now
  }

  open func seek(to time: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void) {
    seek(to: time)
    completionHandler(true)
  }

  open func replaceCurrentItem(with item: AVPlayerItem?) {
    currentItem = item
    base = 0
    anchor = runtime.now
  }
}

/// A player that plays its items one after another.
open class AVQueuePlayer: AVPlayer {
  public init(items: [AVPlayerItem]) { super.init(playerItem: items.first) }
}

/// A layer that shows a player's video (OF-2.9): headless, nothing is decoded, so the layer
/// stays empty; it keeps its player and gravity and copies them into presentation copies.
@available(iOS 4.0, *)
open class AVPlayerLayer: CALayer {
  /// The player whose video the layer shows.
  open var player: AVPlayer?
  /// How the video fills the bounds: `resizeAspect` by default.
  open var videoGravity: AVLayerVideoGravity = .resizeAspect

  /// A layer showing `player`'s video.
  public convenience init(player: AVPlayer?) {
    self.init()
    self.player = player
  }

  public override init() { super.init() }

  public override init(layer: Any) {
    super.init(layer: layer)
    if let other = layer as? AVPlayerLayer {
      player = other.player
      videoGravity = other.videoGravity
    }
  }

  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Whether the first video frame of the player's item is ready: never, headless (no frame
  /// is ever decoded).
  open var isReadyForDisplay: Bool { false }

  /// Where the video image sits in the bounds: zero, as for an item without video (no
  /// video track is ever loaded).
  @available(iOS 7.0, *)
  open var videoRect: CGRect { .zero }
}
