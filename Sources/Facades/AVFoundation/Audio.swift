// Audio playback and the audio session (Docs/Semantics/OtherFrameworks.md OF-2.6, OF-2.7): the
// headless process decodes no audio and has no audio route, so a player is never made and the
// session only keeps its settings.
import Foundation

/// Plays audio from a file or data. Headless no audio is decoded: every initializer throws
/// the error Apple's throws for a file type it cannot read (OF-2.6).
open class AVAudioPlayer: NSObject {
  /// Audio File Services' "unsupported file type" (`kAudioFileUnsupportedFileTypeError`,
  /// `'typ?'`).
  static var undecodable: NSError { NSError(domain: NSOSStatusErrorDomain, code: 1_954_115_647) }

  /// A player with no audio (`NSObject`'s initializer, which Apple's class keeps): it plays
  /// nothing, as a player of no file would (OF-2.6).
  public override init() { super.init() }

  public init(contentsOf url: URL) throws { throw Self.undecodable }
  public init(data: Data) throws { throw Self.undecodable }
  public init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
    throw Self.undecodable
  }
  public init(data: Data, fileTypeHint utiString: String?) throws { throw Self.undecodable }

  @discardableResult open func prepareToPlay() -> Bool { false }
  @discardableResult open func play() -> Bool { false }
  @discardableResult open func play(atTime time: TimeInterval) -> Bool { false }
  open func pause() {}
  open func stop() {}
  open var isPlaying: Bool { false }
  open var numberOfChannels: Int { 0 }
  open var duration: TimeInterval { 0 }
  open var url: URL? { nil }
  open var data: Data? { nil }
  open var pan: Float = 0
  open var volume: Float = 1
  open func setVolume(_ volume: Float, fadeDuration duration: TimeInterval) {
    self.volume = volume
  }
  open var enableRate = false
  open var rate: Float = 1
  open var currentTime: TimeInterval = 0
  open var deviceCurrentTime: TimeInterval { 0 }
  open var numberOfLoops = 0
  open weak var delegate: (any AVAudioPlayerDelegate)?
  open var isMeteringEnabled = false
  open func updateMeters() {}
  open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
  open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
}

/// The delegate of an audio player; its methods are optional, as Apple's (`@objc optional`
/// there; empty default implementations here).
public protocol AVAudioPlayerDelegate: AnyObject {
  func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
  func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?)
}

extension AVAudioPlayerDelegate {
  public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
  public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?) {}
}

/// The app's audio session: it keeps the category, mode, options and activation it is given
/// and routes nothing (OF-2.7).
open class AVAudioSession: NSObject {
  /// The kind of audio the app plays or records.
  public struct Category: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
    public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
    public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
    public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
    public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
    public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
  }

  /// A specialization of the category.
  public struct Mode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
    public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
    public static let videoChat = Mode(rawValue: "AVAudioSessionModeVideoChat")
    public static let gameChat = Mode(rawValue: "AVAudioSessionModeGameChat")
    public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
    public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
    public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
    public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
    public static let voicePrompt = Mode(rawValue: "AVAudioSessionModeVoicePrompt")
  }

  /// How the app's audio mixes with others'.
  public struct CategoryOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
    public static let duckOthers = CategoryOptions(rawValue: 0x2)
    public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
    public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
    public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 0x11)
    public static let allowBluetoothA2DP = CategoryOptions(rawValue: 0x20)
    public static let allowAirPlay = CategoryOptions(rawValue: 0x40)
  }

  /// Options of `setActive(_:options:)`.
  public struct SetActiveOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
  }

  /// The process's one session.
  open class func sharedInstance() -> AVAudioSession { SharedAudioSession.session }

  override init() {}

  /// The category, `soloAmbient` until set.
  open private(set) var category: AVAudioSession.Category = .soloAmbient
  /// The mode, `default` until set.
  open private(set) var mode: AVAudioSession.Mode = .default
  /// The options of the category.
  open private(set) var categoryOptions: AVAudioSession.CategoryOptions = []
  /// Whether the session was activated (a headless addition: Apple's does not say).
  public private(set) var isActive = false

  open func setCategory(_ category: AVAudioSession.Category) throws {
    try setCategory(category, mode: .default, options: [])
  }

  open func setCategory(
    _ category: AVAudioSession.Category, options: AVAudioSession.CategoryOptions = []
  ) throws {
    try setCategory(category, mode: .default, options: options)
  }

  open func setCategory(
    _ category: AVAudioSession.Category, mode: AVAudioSession.Mode,
    options: AVAudioSession.CategoryOptions = []
  ) throws {
    self.category = category
    self.mode = mode
    categoryOptions = options
  }

  open func setMode(_ mode: AVAudioSession.Mode) throws { self.mode = mode }

  open func setActive(_ active: Bool, options: AVAudioSession.SetActiveOptions = []) throws {
    isActive = active
  }

  /// The output volume: 0.5 headless [S].
  open var outputVolume: Float { 0.5 }
}

/// The process's audio session, made on first use.
private enum SharedAudioSession {
  nonisolated(unsafe) static let session = AVAudioSession()
}
