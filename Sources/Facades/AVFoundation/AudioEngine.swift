// The audio engine and audio files (AVFAudio's `AVAudioEngine`, `AVAudioPlayerNode`, the
// effect units, `AVAudioFile`, `AVAudioFormat`, `AVAudioTime`), headless: no file is decoded
// and no sound is made; the graph keeps what it is given (Docs/Semantics/OtherFrameworks.md
// OF-2.8).
import Foundation

public typealias AVAudioFramePosition = Int64
public typealias AVAudioFrameCount = UInt32
public typealias AVAudioNodeBus = Int
public typealias AVAudioChannelCount = UInt32

/// A sample rate and a channel count (AVFAudio's `AVAudioFormat`).
open class AVAudioFormat: NSObject {
  open private(set) var sampleRate: Double
  open private(set) var channelCount: AVAudioChannelCount

  /// The standard format (deinterleaved 32-bit float) of `sampleRate` and `channels`; nil for
  /// no channels.
  public init?(standardFormatWithSampleRate sampleRate: Double, channels: AVAudioChannelCount) {
    guard channels > 0 else { return nil }
    self.sampleRate = sampleRate
    channelCount = channels
  }

  /// The format nodes report: 44.1 kHz stereo.
  override init() {
    sampleRate = 44_100
    channelCount = 2
  }

  /// Whether the format is the standard one (always, here).
  open var isStandard: Bool { true }
}

/// A time on an audio timeline (AVFAudio's `AVAudioTime`).
open class AVAudioTime: NSObject {
  open private(set) var sampleTime: AVAudioFramePosition
  open private(set) var sampleRate: Double
  open var isSampleTimeValid: Bool { true }
  open var isHostTimeValid: Bool { false }
  open var hostTime: UInt64 { 0 }

  public init(sampleTime: AVAudioFramePosition, atRate sampleRate: Double) {
    self.sampleTime = sampleTime
    self.sampleRate = sampleRate
  }
}

/// An audio file (AVFAudio's `AVAudioFile`). Headless no audio is decoded: opening a file for
/// reading throws the error `AVAudioPlayer`'s initializers throw (OF-2.6), and no file is
/// written.
open class AVAudioFile: NSObject {
  open private(set) var url: URL
  open private(set) var length: AVAudioFramePosition = 0
  open var framePosition: AVAudioFramePosition = 0
  open private(set) var fileFormat: AVAudioFormat
  open private(set) var processingFormat: AVAudioFormat

  /// Opens `fileURL` for reading: always throws (OF-2.8).
  public init(forReading fileURL: URL) throws {
    throw AVAudioPlayer.undecodable
  }

  /// Opens `fileURL` for writing in `settings`' format: always throws (OF-2.8).
  public init(forWriting fileURL: URL, settings: [String: Any]) throws {
    throw AVAudioPlayer.undecodable
  }
}

/// When a player node's completion handler is called.
@available(iOS 11.0, macOS 10.13, *)
public enum AVAudioPlayerNodeCompletionCallbackType: Int, Sendable {
  case dataConsumed = 0
  case dataRendered = 1
  case dataPlayedBack = 2
}

/// A node of an audio engine's graph (AVFAudio's `AVAudioNode`).
open class AVAudioNode: NSObject {
  /// The engine the node is attached to.
  open internal(set) weak var engine: AVAudioEngine?
  open var numberOfInputs: Int { 1 }
  open var numberOfOutputs: Int { 1 }
  /// The time the node last rendered: nil, as nothing renders headless.
  open var lastRenderTime: AVAudioTime? { nil }

  open func reset() {}

  open func outputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat {
    AVAudioFormat()
  }

  open func inputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat { outputFormat(forBus: bus) }
}

/// A node that plays scheduled files (AVFAudio's `AVAudioPlayerNode`): it keeps what is
/// scheduled and whether it plays; nothing sounds and no completion is called (OF-2.8).
open class AVAudioPlayerNode: AVAudioNode {
  open private(set) var isPlaying = false
  open var volume: Float = 1
  open var pan: Float = 0
  /// How many files and segments were scheduled since the last ``stop()`` (a headless
  /// addition).
  public private(set) var scheduledCount = 0

  public override init() {}

  open func scheduleFile(
    _ file: AVAudioFile, at when: AVAudioTime?, completionHandler: (() -> Void)? = nil
  ) {
    scheduledCount += 1
  }

  @available(iOS 11.0, macOS 10.13, *)
  open func scheduleFile(
    _ file: AVAudioFile, at when: AVAudioTime?,
    completionCallbackType callbackType: AVAudioPlayerNodeCompletionCallbackType,
    completionHandler: ((AVAudioPlayerNodeCompletionCallbackType) -> Void)? = nil
  ) {
    scheduledCount += 1
  }

  open func scheduleSegment(
    _ file: AVAudioFile, startingFrame startFrame: AVAudioFramePosition,
    frameCount numberFrames: AVAudioFrameCount, at when: AVAudioTime?,
    completionHandler: (() -> Void)? = nil
  ) {
    scheduledCount += 1
  }

  /// Plays: only while the node's engine runs (OF-2.8).
  open func play() { isPlaying = engine?.isRunning == true }
  open func play(at when: AVAudioTime?) { play() }
  open func pause() { isPlaying = false }
  open func stop() {
    isPlaying = false
    scheduledCount = 0
  }

  open func nodeTime(forPlayerTime playerTime: AVAudioTime) -> AVAudioTime? { nil }
  open func playerTime(forNodeTime nodeTime: AVAudioTime) -> AVAudioTime? { nil }
}

/// A node that mixes its inputs (AVFAudio's `AVAudioMixerNode`).
open class AVAudioMixerNode: AVAudioNode {
  open var outputVolume: Float = 1
  open var volume: Float = 1
  open var pan: Float = 0
  public override init() {}
}

/// The engine's output to the hardware (AVFAudio's `AVAudioOutputNode`).
open class AVAudioOutputNode: AVAudioNode {}
/// The engine's input from the hardware (AVFAudio's `AVAudioInputNode`).
open class AVAudioInputNode: AVAudioNode {}

/// A node that processes audio (AVFAudio's `AVAudioUnit`).
open class AVAudioUnit: AVAudioNode {
  open var name: String { String(describing: type(of: self)) }
}

/// An effect unit (AVFAudio's `AVAudioUnitEffect`).
open class AVAudioUnitEffect: AVAudioUnit {
  open var bypass = false
  public override init() {}
}

/// An effect that changes the timing of audio (AVFAudio's `AVAudioUnitTimeEffect`).
open class AVAudioUnitTimeEffect: AVAudioUnit {
  open var bypass = false
  public override init() {}
}

/// Pitch and rate (AVFAudio's `AVAudioUnitTimePitch`): pitch in cents (-2400...2400, 0 by
/// default), rate (1/32...32, 1), overlap (3...32, 8); values are clamped to their ranges.
open class AVAudioUnitTimePitch: AVAudioUnitTimeEffect {
  open var pitch: Float = 0 { didSet { pitch = min(max(pitch, -2400), 2400) } }
  open var rate: Float = 1 { didSet { rate = min(max(rate, 1.0 / 32), 32) } }
  open var overlap: Float = 8 { didSet { overlap = min(max(overlap, 3), 32) } }
}

/// Playback rate that changes pitch too (AVFAudio's `AVAudioUnitVarispeed`): rate 0.25...4.
open class AVAudioUnitVarispeed: AVAudioUnitTimeEffect {
  open var rate: Float = 1 { didSet { rate = min(max(rate, 0.25), 4) } }
}

/// The reverb's factory presets.
public enum AVAudioUnitReverbPreset: Int, Sendable {
  case smallRoom = 0
  case mediumRoom = 1
  case largeRoom = 2
  case mediumHall = 3
  case largeHall = 4
  case plate = 5
  case mediumChamber = 6
  case largeChamber = 7
  case cathedral = 8
  case largeRoom2 = 9
  case mediumHall2 = 10
  case mediumHall3 = 11
  case largeHall2 = 12
}

/// A reverb (AVFAudio's `AVAudioUnitReverb`).
open class AVAudioUnitReverb: AVAudioUnitEffect {
  /// The last preset loaded (a headless addition).
  public private(set) var preset: AVAudioUnitReverbPreset?
  open var wetDryMix: Float = 0
  open func loadFactoryPreset(_ preset: AVAudioUnitReverbPreset) { self.preset = preset }
}

/// The distortion's factory presets.
public enum AVAudioUnitDistortionPreset: Int, Sendable {
  case drumsBitBrush = 0
  case drumsBufferBeats = 1
  case drumsLoFi = 2
  case multiBrokenSpeaker = 3
  case multiCellphoneConcert = 4
  case multiDecimated1 = 5
  case multiDecimated2 = 6
  case multiDecimated3 = 7
  case multiDecimated4 = 8
  case multiDistortedFunk = 9
  case multiDistortedCubed = 10
  case multiDistortedSquared = 11
  case multiEcho1 = 12
  case multiEcho2 = 13
  case multiEchoTight1 = 14
  case multiEchoTight2 = 15
  case multiEverythingIsBroken = 16
  case speechAlienChatter = 17
  case speechCosmicInterference = 18
  case speechGoldenPi = 19
  case speechRadioTower = 20
  case speechWaves = 21
}

/// A distortion (AVFAudio's `AVAudioUnitDistortion`).
open class AVAudioUnitDistortion: AVAudioUnitEffect {
  /// The last preset loaded (a headless addition).
  public private(set) var preset: AVAudioUnitDistortionPreset?
  open var preGain: Float = -6
  open var wetDryMix: Float = 50
  open func loadFactoryPreset(_ preset: AVAudioUnitDistortionPreset) { self.preset = preset }
}

/// A delay (AVFAudio's `AVAudioUnitDelay`).
open class AVAudioUnitDelay: AVAudioUnitEffect {
  open var delayTime: TimeInterval = 1
  open var feedback: Float = 50
  open var lowPassCutoff: Float = 15_000
  open var wetDryMix: Float = 100
}

/// A graph of audio nodes (AVFAudio's `AVAudioEngine`), headless: it keeps its nodes and
/// connections and whether it runs; it renders nothing (OF-2.8).
open class AVAudioEngine: NSObject {
  /// The nodes attached (the mixer, output and input nodes once read).
  @available(iOS 13.0, macOS 10.15, *)
  open private(set) var attachedNodes: Set<AVAudioNode> = []
  /// The connections made, as (source, destination) pairs (a headless addition).
  public private(set) var connections: [(source: AVAudioNode, destination: AVAudioNode)] = []
  open private(set) var isRunning = false

  public override init() {}

  private lazy var mixer = implicit(AVAudioMixerNode())
  private lazy var output = implicit(AVAudioOutputNode())
  private lazy var input = implicit(AVAudioInputNode())

  /// The engine's mixer, attached on first use.
  open var mainMixerNode: AVAudioMixerNode { mixer }
  /// The engine's output, attached on first use.
  open var outputNode: AVAudioOutputNode { output }
  /// The engine's input, attached on first use.
  open var inputNode: AVAudioInputNode { input }

  private func implicit<Node: AVAudioNode>(_ node: Node) -> Node {
    attach(node)
    return node
  }

  open func attach(_ node: AVAudioNode) {
    attachedNodes.insert(node)
    node.engine = self
  }

  open func detach(_ node: AVAudioNode) {
    attachedNodes.remove(node)
    connections.removeAll { $0.source === node || $0.destination === node }
    node.engine = nil
  }

  open func connect(_ node1: AVAudioNode, to node2: AVAudioNode, format: AVAudioFormat?) {
    connections.append((node1, node2))
  }

  open func connect(
    _ node1: AVAudioNode, to node2: AVAudioNode, fromBus bus1: AVAudioNodeBus,
    toBus bus2: AVAudioNodeBus, format: AVAudioFormat?
  ) {
    connect(node1, to: node2, format: format)
  }

  open func disconnectNodeOutput(_ node: AVAudioNode) {
    connections.removeAll { $0.source === node }
  }

  open func disconnectNodeInput(_ node: AVAudioNode) {
    connections.removeAll { $0.destination === node }
  }

  open func prepare() {}

  /// Starts the engine: it runs (and renders nothing).
  open func start() throws { isRunning = true }

  open func pause() { isRunning = false }

  /// Stops the engine and its player nodes.
  open func stop() {
    isRunning = false
    for case let player as AVAudioPlayerNode in attachedNodes { player.pause() }
  }

  open func reset() {}
}
