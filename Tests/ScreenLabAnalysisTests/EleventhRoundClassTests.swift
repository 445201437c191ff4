import ScreenLabAnalysis
import Testing

/// The classes of the eleventh round, built on the eighth blind set's misses and false alarms
/// (Docs/Analyzer.md, "The eleventh round"), each with a reported and an unreported twin: an
/// `ObservableObject` that publishes nothing (SL402), `@ObjectBinding` read as
/// `@ObservedObject` and a media player made with the view struct (SL404), a playing flag
/// that the end of playback never resets (SL414), a timer given a getter (SL313), a stop
/// that resets what a timer showed without showing it (SL314), and a `UIImageView` subclass
/// whose `draw(_:)` only calls `super` (not SL109).
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct EleventhRoundClassTests {
  // MARK: - SL402, an ObservableObject that publishes nothing

  @Test func theValuesOfAnObjectThatPublishesNothingAreReported() {
    assertFindings(
      """
      enum TimerMode { case initial, running }
      final class TimerManager: ObservableObject {
          1️⃣var timerMode: TimerMode = .initial
          2️⃣var secondsLeft = 60
          var player: AVPlayer?
          private var ticks = 0
          let total = 60
      }
      """,
      [
        FindingSpec("1️⃣", .unpublishedProperty, mentions: ["timerMode", "@Published"]),
        FindingSpec("2️⃣", .unpublishedProperty, mentions: ["secondsLeft"]),
      ], rules: [.unpublishedProperty])
  }

  @Test func anObjectThatPublishesOrAnnouncesOrIsObservableIsNotReportedAsSilent() {
    assertFindings(
      """
      final class Published: ObservableObject {
          @Published var secondsLeft = 60
          var mode: Int = 0
      }
      final class ByHand: ObservableObject {
          var secondsLeft = 60 { willSet { objectWillChange.send() } }
      }
      final class Configured: ObservableObject {
          var title: String
          init(title: String) { self.title = title }
      }
      @Observable final class Tracked {
          var secondsLeft = 60
      }
      final class Plain: NSObject {
          var secondsLeft = 60
      }
      """, [], rules: [.unpublishedProperty])
  }

  // MARK: - SL404, @ObjectBinding and players

  @Test func anObjectBindingFilledByTheInitializerIsReported() {
    assertFindings(
      """
      struct RemoteImage: View {
          @ObjectBinding var loader: ImageLoader
          init(url: URL?) {
              1️⃣loader = ImageLoader(url: url)
          }
          var body: some View { Image(uiImage: loader.image) }
      }
      """, [FindingSpec("1️⃣", .modelCreatedInPlace, mentions: ["loader"])],
      rules: [.modelCreatedInPlace])
  }

  static let playerView = """
    struct PlayerView: View {
        @State private var isPlaying = false
        private let avPlayer: AVPlayer
        init(url: URL) {
            1️⃣self.avPlayer = AVPlayer(url: url)
        }
        var body: some View {
            Button(action: toggle) {
                Image(systemName: isPlaying ? "pause.circle.fill" : "play.circle.fill")
            }
        }
        private func toggle() {
            isPlaying.toggle()
            if isPlaying { start() } else { avPlayer.pause() }
        }
        private func start() {
            isPlaying = true
            avPlayer.play()
        }
    }
    """

  @Test func aPlayerTheViewMakesInItsInitializerIsReported() {
    assertFindings(
      Self.playerView, [FindingSpec("1️⃣", .modelCreatedInPlace, mentions: ["AVPlayer"])],
      rules: [.modelCreatedInPlace])
  }

  @Test func aPlayerKeptInStateOrPassedInIsNotReported() {
    assertFindings(
      """
      struct PlayerView: View {
          @State private var avPlayer: AVPlayer
          let other: AVPlayer
          init(url: URL, other: AVPlayer) {
              _avPlayer = State(initialValue: AVPlayer(url: url))
              self.other = other
          }
          var body: some View {
              Button("Play") { avPlayer.play(); other.play() }
          }
      }
      """, [], rules: [.modelCreatedInPlace])
  }

  // MARK: - SL414

  @Test func aPlayingFlagNothingResetsAtTheEndIsReported() {
    assertFindings(
      """
      struct PlayerView: View {
          @State private var 1️⃣isPlaying = false
          private let player: AVPlayer
          var body: some View {
              Button(action: start) {
                  Image(systemName: isPlaying ? "pause.circle.fill" : "play.circle.fill")
              }
          }
          private func start() {
              isPlaying = true
              player.play()
          }
      }
      struct SoundButton: View {
          @State private var 2️⃣playing = false
          @StateObject private var manager = SoundManager()
          var body: some View {
              Image(systemName: playing ? "pause" : "play")
                  .onTapGesture {
                      playing.toggle()
                      if playing { manager.player?.play() } else { manager.player?.pause() }
                  }
          }
      }
      final class SoundManager: ObservableObject {
          @Published var player: AVAudioPlayer?
      }
      """,
      [
        FindingSpec("1️⃣", .playbackStateNotReset, mentions: ["isPlaying", "end of playback"]),
        FindingSpec("2️⃣", .playbackStateNotReset, mentions: ["playing"]),
      ], rules: [.playbackStateNotReset])
  }

  @Test func aModelsPlayingFlagNothingResetsAtTheEndIsReported() {
    assertFindings(
      """
      final class AudioModel: ObservableObject {
          @Published var 1️⃣isPlaying = false
          @Published var title = ""
          private var player: AVAudioPlayer?
          func play(_ url: URL) {
              player = try? AVAudioPlayer(contentsOf: url)
              player?.play()
              isPlaying = true
          }
      }
      """, [FindingSpec("1️⃣", .playbackStateNotReset, mentions: ["isPlaying", "AudioModel"])],
      rules: [.playbackStateNotReset])
    // The delegate learns of the end.
    assertFindings(
      """
      final class AudioModel: NSObject, ObservableObject, AVAudioPlayerDelegate {
          @Published var isPlaying = false
          private var player: AVAudioPlayer?
          func play(_ url: URL) {
              player = try? AVAudioPlayer(contentsOf: url)
              player?.delegate = self
              player?.play()
              isPlaying = true
          }
          func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {
              isPlaying = false
          }
      }
      """, [], rules: [.playbackStateNotReset])
  }

  @Test func aPlayingFlagResetAtTheEndOrNotShownIsNotReported() {
    // The end is observed.
    assertFindings(
      """
      struct PlayerView: View {
          @State private var isPlaying = false
          @State private var player = AVPlayer()
          var body: some View {
              Button(isPlaying ? "Pause" : "Play") {
                  isPlaying = true
                  player.play()
              }
              .onReceive(NotificationCenter.default.publisher(for: .AVPlayerItemDidPlayToEndTime)) { _ in
                  isPlaying = false
              }
          }
      }
      """, [], rules: [.playbackStateNotReset])
    // The flag is only read in an action: the screen does not show it.
    assertFindings(
      """
      struct PlayerView: View {
          @State private var started = false
          @State private var player = AVPlayer()
          var body: some View {
              Button("Play") {
                  if !started { player.play() }
                  started = true
              }
          }
      }
      """, [], rules: [.playbackStateNotReset])
  }

  // MARK: - SL414, timers that stop themselves

  static func countdown(end: String) -> String {
    """
    struct CountdownView: View {
        @State private var remaining = 10
        @State private var 1️⃣isRunning = false
        var body: some View {
            VStack {
                Text("\\(remaining)")
                Button(isRunning ? "Stop" : "Start") { start() }
            }
        }
        func start() {
            isRunning = true
            Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
                remaining -= 1
                if remaining == 0 { \(end) }
            }
        }
        func finish() { isRunning = false }
    }
    """
  }

  @Test func aRunningFlagATimerThatStopsItselfNeverResetsIsReported() {
    assertFindings(
      Self.countdown(end: "timer.invalidate()"),
      [FindingSpec("1️⃣", .playbackStateNotReset, mentions: ["isRunning", "invalidate()"])],
      rules: [.playbackStateNotReset])
  }

  @Test func aRunningFlagTheTimerResetsOrThatNoTimerEndsIsNotReported() {
    assertFindings(
      Self.countdown(end: "timer.invalidate(); isRunning = false"), [],
      rules: [.playbackStateNotReset])
    assertFindings(
      Self.countdown(end: "timer.invalidate(); finish()"), [], rules: [.playbackStateNotReset])
    // A timer that runs until the user stops it: no end of its own.
    assertFindings(Self.countdown(end: "print(remaining)"), [], rules: [.playbackStateNotReset])
  }

  // MARK: - SL313

  @Test func aTimerGivenAGetterIsReportedAndOneGivenAMethodIsNot() {
    assertFindings(
      """
      final class StopwatchController: UIViewController {
          @IBOutlet var timeLabel: UILabel!
          var timer = Timer()
          @IBAction func start(_ sender: Any) {
              timer = Timer.scheduledTimer(timeInterval: 0.01, target: self, selector: 1️⃣#selector(getter: timeLabel), userInfo: nil, repeats: true)
          }
          @IBAction func startAgain(_ sender: Any) {
              timer = Timer.scheduledTimer(timeInterval: 0.01, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
          }
          @objc func tick() { timeLabel.text = "1" }
      }
      """, [FindingSpec("1️⃣", .actionNamesGetter, mentions: ["timeLabel"])],
      rules: [.actionNamesGetter])
  }

  // MARK: - SL314

  static func scrubber(stop: String) -> String {
    """
    final class SoundController: UIViewController {
        @IBOutlet weak var seek: UISlider!
        var timer = Timer()
        var player = AVAudioPlayer()
        @IBAction func play(_ sender: Any) {
            player.play()
            timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(updateSeek), userInfo: nil, repeats: true)
        }
        @objc func updateSeek() {
            seek.value = Float(player.currentTime)
        }
        @IBAction func stop(_ sender: Any) {
            player.stop()
            \(stop)
        }
        @IBAction func rewind(_ sender: Any) {
            player.currentTime = 0
        }
    }
    """
  }

  @Test func aResetWhereTheTimerThatShowsItStopsIsReported() {
    assertFindings(
      Self.scrubber(stop: "timer.invalidate()\n        1️⃣player.currentTime = 0"),
      [FindingSpec("1️⃣", .resetNotShown, mentions: ["seek.value", "player.currentTime"])],
      rules: [.resetNotShown])
  }

  @Test func aResetThatIsShownOrWhereTheTimerRunsOnIsNotReported() {
    assertFindings(
      Self.scrubber(
        stop: "timer.invalidate()\n        player.currentTime = 0\n        seek.value = 0"),
      [], rules: [.resetNotShown])
    assertFindings(
      Self.scrubber(
        stop: "timer.invalidate()\n        player.currentTime = 0\n        updateSeek()"),
      [], rules: [.resetNotShown])
    // The timer still runs: its next firing shows the reset.
    assertFindings(Self.scrubber(stop: "player.currentTime = 0"), [], rules: [.resetNotShown])
  }

  // MARK: - SL109, an override that draws nothing

  @Test func anImageViewDrawThatOnlyCallsSuperIsNotReported() {
    assertFindings(
      """
      final class Waves: UIImageView {
          var level = 0 { didSet { setNeedsDisplay() } }
          override func draw(_ rect: CGRect) {
              super.draw(rect)
          }
      }
      """, [], rules: [.drawNeverCalled])
    assertFindings(
      """
      final class 1️⃣Waves: UIImageView {
          override func draw(_ rect: CGRect) {
              super.draw(rect)
              UIColor.red.setFill()
          }
      }
      """, [FindingSpec("1️⃣", .drawNeverCalled)], rules: [.drawNeverCalled])
  }
}
