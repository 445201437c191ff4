import ScreenLabAnalysis
import Testing

/// The classes of the twelfth round, built on the ninth blind set's misses (Docs/Analyzer.md,
/// "The twelfth round"), each with a reported and an unreported twin: a touch whose
/// cancellation nobody handles (SL110), and models made with the view (SL404): given as
/// `.init()`, of a class that is observable through a base the analysis does not see, the
/// app's own player, and a Combine subject; and a reusable cell that flips or hides its
/// subviews on its own and is not put back on reuse (SL315), and a layer sized from the
/// view's bounds once while the layout pass resizes its siblings (SL206).
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct TwelfthRoundClassTests {
  // MARK: - SL110, a cancelled touch

  static func board(cancelled: String) -> String {
    """
    final class BoardView: UIView {
        var lifted: UIImage?
        var fingerAt = CGPoint.zero
        override func draw(_ rect: CGRect) {
            lifted?.draw(at: fingerAt)
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            lifted = UIImage(named: "piece")
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            fingerAt = touches.first?.location(in: self) ?? .zero
            setNeedsDisplay()
        }
        1️⃣override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            lifted = nil
            setNeedsDisplay()
        }
    \(cancelled)
    }
    """
  }

  @Test func aDrawnTouchStateThatACancelledTouchLeavesIsReported() {
    assertFindings(
      Self.board(cancelled: ""),
      [
        FindingSpec(
          "1️⃣", .touchesCancelledNotHandled, mentions: ["'lifted'", "touchesCancelled(_:with:)"])
      ], rules: [.touchesCancelledNotHandled])
  }

  @Test func aViewThatHandlesTheCancelledTouchIsNotReported() {
    assertFindings(
      Self.board(
        cancelled: """
              override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
                  touchesEnded(touches, with: event)
              }
          """
      ).replacingOccurrences(of: "1️⃣", with: ""), [], rules: [.touchesCancelledNotHandled])
  }

  @Test func anEndOfTouchThatClearsNothingTheTouchSetIsNotReported() {
    assertFindings(
      """
      final class PadView: UIView {
          var taps = 0
          override func draw(_ rect: CGRect) {
              UIBezierPath(rect: CGRect(x: 0, y: 0, width: taps * 4, height: 4)).fill()
          }
          override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
              super.touchesBegan(touches, with: event)
          }
          override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
              taps += 1
              setNeedsDisplay()
          }
      }
      """, [], rules: [.touchesCancelledNotHandled])
  }

  // MARK: - SL404, models made with the view

  @Test func anObservedModelGivenAsImplicitInitIsReported() {
    assertFindings(
      """
      final class FeedModel: ObservableObject {
          @Published var items: [String] = []
      }
      struct FeedView: View {
          1️⃣@ObservedObject var model: FeedModel = .init()
          var body: some View { List(model.items, id: \\.self) { Text($0) } }
      }
      """, [FindingSpec("1️⃣", .modelCreatedInPlace, mentions: ["'model'", "FeedModel"])],
      rules: [.modelCreatedInPlace])
  }

  @Test func anOwnedModelGivenAsImplicitInitIsNotReported() {
    assertFindings(
      """
      final class FeedModel: ObservableObject {
          @Published var items: [String] = []
      }
      struct FeedView: View {
          @StateObject var model: FeedModel = .init()
          var body: some View { List(model.items, id: \\.self) { Text($0) } }
      }
      """, [], rules: [.modelCreatedInPlace])
  }

  @Test func anObservedModelOfAClassObservableThroughAnUnseenBaseIsReported() {
    assertFindings(
      """
      final class BasketState: BaseState {
          @Published var items: [String] = []
      }
      struct BasketView: View {
          1️⃣@ObservedObject var state = BasketState()
          var body: some View { List(state.items, id: \\.self) { Text($0) } }
      }
      """, [FindingSpec("1️⃣", .modelCreatedInPlace, mentions: ["'state'", "BasketState"])],
      rules: [.modelCreatedInPlace])
  }

  @Test func anObservedModelOfAClassObservableThroughAnUnseenBasePassedInIsNotReported() {
    assertFindings(
      """
      final class BasketState: BaseState {
          @Published var items: [String] = []
      }
      struct BasketView: View {
          @ObservedObject var state: BasketState
          var body: some View { List(state.items, id: \\.self) { Text($0) } }
      }
      """, [], rules: [.modelCreatedInPlace])
  }

  static func playerView(_ declaration: String) -> String {
    """
    struct PlayerView: View {
        @State var playing = false
        \(declaration)
        var body: some View {
            Button(playing ? "Pause" : "Play") {
                if playing { audio.pause() } else { audio.play() }
                playing.toggle()
            }
        }
    }
    """
  }

  @Test func theAppsOwnPlayerMadeWithTheViewIsReported() {
    assertFindings(
      Self.playerView("let 1️⃣audio = AudioPlayer()"),
      [FindingSpec("1️⃣", .modelCreatedInPlace, mentions: ["'audio'", "AudioPlayer"])],
      rules: [.modelCreatedInPlace])
  }

  @Test func theAppsOwnPlayerPassedInOrOwnedIsNotReported() {
    assertFindings(Self.playerView("let audio: AudioPlayer"), [], rules: [.modelCreatedInPlace])
    assertFindings(
      Self.playerView("@State private var audio = AudioPlayer()"), [],
      rules: [.modelCreatedInPlace])
    // A value type named like a player holds nothing a new copy loses.
    assertFindings(
      "struct AudioPlayer { func play() {}; func pause() {} }\n"
        + Self.playerView("let audio = AudioPlayer()"), [], rules: [.modelCreatedInPlace])
  }

  static func subjectView(_ declaration: String) -> String {
    """
    struct CounterView: View {
        \(declaration)
        @State var bag = Set<AnyCancellable>()
        @State var shown = 0
        var body: some View {
            VStack {
                Button("Listen") { subject.sink { shown = $0 }.store(in: &bag) }
                Button("Send") { subject.send(shown + 1) }
                Text("\\(shown)")
            }
        }
    }
    """
  }

  @Test func aSubjectMadeWithTheViewThatTheViewSubscribesToIsReported() {
    assertFindings(
      Self.subjectView("var 1️⃣subject = PassthroughSubject<Int, Never>()"),
      [FindingSpec("1️⃣", .modelCreatedInPlace, mentions: ["'subject'", "subscribed"])],
      rules: [.modelCreatedInPlace])
  }

  @Test func aSubjectPassedInOrKeptInStateIsNotReported() {
    assertFindings(
      Self.subjectView("let subject: PassthroughSubject<Int, Never>"), [],
      rules: [.modelCreatedInPlace])
    assertFindings(
      Self.subjectView("@State private var subject = PassthroughSubject<Int, Never>()"), [],
      rules: [.modelCreatedInPlace])
  }

  // MARK: - SL315, a cell's own state not reset on reuse

  static func card(_ extra: String, configure: String = "") -> String {
    """
    final class CardCell: UICollectionViewCell {
        let front = UIImageView(frame: .zero)
        let back = UIImageView(frame: .zero)
        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.addSubview(back)
        }
        1️⃣func show(face: UIImage) {
            front.image = face
            \(configure)
        }
        func flip(completion: @escaping () -> Void) {
            UIView.transition(from: back, to: front, duration: 0.3, options: [.transitionFlipFromLeft]) { _ in
                completion()
            }
        }
    \(extra)
    }
    """
  }

  @Test func aCellThatFlipsItselfAndIsNotPutBackOnReuseIsReported() {
    assertFindings(
      Self.card(""),
      [FindingSpec("1️⃣", .cellStateNotReset, mentions: ["'CardCell'", "flip()", "'back'"])],
      rules: [.cellStateNotReset])
  }

  @Test func aCellPutBackOnReuseOrByItsConfigurationIsNotReported() {
    let reset = """
          override func prepareForReuse() {
              super.prepareForReuse()
              front.removeFromSuperview()
              contentView.addSubview(back)
          }
      """
    assertFindings(
      Self.card(reset).replacingOccurrences(of: "1️⃣", with: ""), [], rules: [.cellStateNotReset])
    assertFindings(
      Self.card("", configure: "front.removeFromSuperview(); contentView.addSubview(back)")
        .replacingOccurrences(of: "1️⃣", with: ""), [], rules: [.cellStateNotReset])
  }

  @Test func aCellWhoseShownStateTheItemGivesIsNotReported() {
    assertFindings(
      """
      final class RowCell: UITableViewCell {
          @IBOutlet weak var titleLabel: UILabel!
          @IBOutlet weak var star: UIImageView!
          func configure(title: String) {
              titleLabel.text = title
          }
          func setFavorite(_ on: Bool) {
              star.isHidden = !on
          }
      }
      """, [], rules: [.cellStateNotReset])
  }

  // MARK: - SL206, a layer sized once

  static func shimmer(layout: String) -> String {
    """
    final class ShimmerView: UIView {
        private let gradient = CAGradientLayer()
        private let label = CATextLayer()
        override init(frame: CGRect) {
            super.init(frame: frame)
            gradient.frame = bounds
            label.frame = bounds
            layer.addSublayer(gradient)
            let mask = CAShapeLayer()
            mask.frame = bounds
            mask.path = UIBezierPath(rect: bounds).cgPath
            mask.addSublayer(label)
            gradient.mask = mask
        }
        required init?(coder: NSCoder) { fatalError() }
        1️⃣override func layoutSubviews() {
            super.layoutSubviews()
            gradient.frame = bounds
            label.frame = bounds
    \(layout)
        }
    }
    """
  }

  @Test func aLayerSizedOnceWhileTheLayoutResizesItsSiblingsIsReported() {
    assertFindings(
      Self.shimmer(layout: ""),
      [
        FindingSpec(
          "1️⃣", .layerSizedOnce, mentions: ["sizes 'gradient', 'label'", "but not 'mask', which"])
      ],
      rules: [.layerSizedOnce])
  }

  @Test func aLayerTheLayoutReachesIsNotReported() {
    assertFindings(
      Self.shimmer(layout: "gradient.mask?.frame = bounds").replacingOccurrences(
        of: "1️⃣", with: ""), [], rules: [.layerSizedOnce])
  }

  @Test func aViewWhoseLayoutSizesNoLayerFromItsBoundsIsNotReported() {
    assertFindings(
      """
      final class BadgeView: UIView {
          private let ring = CAShapeLayer()
          private let label = UILabel()
          override init(frame: CGRect) {
              super.init(frame: frame)
              ring.frame = bounds
              layer.addSublayer(ring)
          }
          required init?(coder: NSCoder) { fatalError() }
          override func layoutSubviews() {
              super.layoutSubviews()
              label.sizeToFit()
          }
      }
      """, [], rules: [.layerSizedOnce])
  }
}
