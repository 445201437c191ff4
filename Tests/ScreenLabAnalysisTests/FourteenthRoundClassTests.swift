import ScreenLabAnalysis
import Testing

/// The classes of the eleventh blind set (Docs/Analyzer.md, "The fourteenth round"), each with
/// a reported and an unreported twin written for the class, none of the set's files.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct FourteenthRoundClassTests {
  // MARK: - SL404, an @ObservedObject made by a lower-case call

  @Test func anObservedObjectMadeByALowerCaseTypeIsReported() {
    assertFindings(
      """
      struct ScannerScreen: View {
          1️⃣@ObservedObject var scanner = radioScanner()
          var body: some View {
              Button("Scan") { scanner.start() }
          }
      }
      """, [FindingSpec("1️⃣", .modelCreatedInPlace, mentions: ["'radioScanner'"])],
      rules: [.modelCreatedInPlace])
  }

  @Test func anObservedObjectFromAFactoryTheAnalysisSeesIsNotReported() {
    assertFindings(
      """
      func radioScanner() -> RadioScanner { RadioScanner.shared }
      struct ScannerScreen: View {
          @ObservedObject var scanner = radioScanner()
          var body: some View {
              Button("Scan") { scanner.start() }
          }
      }
      """, [], rules: [.modelCreatedInPlace])
  }

  // MARK: - SL207, a subview's frame read before layout

  @Test func aRadiusFromASubviewFrameBeforeLayoutIsReported() {
    assertFindings(
      """
      final class DialController: UIViewController {
          @IBOutlet var knob: UIView!
          @IBOutlet var badge: UILabel!
          override func viewWillLayoutSubviews() {
              super.viewWillLayoutSubviews()
              1️⃣knob.layer.cornerRadius = knob.bounds.height / 2
              badge.layer.cornerRadius = self.knob.frame.width / 4
          }
      }
      """,
      [
        FindingSpec(
          "1️⃣", .geometryBeforeLayout,
          mentions: ["'knob.layer.cornerRadius', 'badge.layer.cornerRadius'", "of 'knob'"])
      ], rules: [.geometryBeforeLayout])
  }

  @Test func aRadiusAfterLayoutOrFromTheRootViewIsNotReported() {
    assertFindings(
      """
      final class DialController: UIViewController {
          @IBOutlet var knob: UIView!
          let strip = UIView()
          override func viewWillLayoutSubviews() {
              super.viewWillLayoutSubviews()
              knob.layer.borderWidth = view.bounds.width / 100
              strip.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 8)
              strip.layer.cornerRadius = strip.frame.height / 2
          }
          override func viewDidLayoutSubviews() {
              super.viewDidLayoutSubviews()
              knob.layer.cornerRadius = knob.bounds.height / 2
          }
      }
      """, [], rules: [.geometryBeforeLayout])
  }

  // MARK: - SL407, a load restarted by hand on each change

  @Test func aTaskStartedOnEachChangeThatWritesAfterAwaitIsReported() {
    assertFindings(
      """
      struct AvatarPicker: View {
          @State private var selection: PhotosPickerItem?
          @State private var avatar: Image?
          var body: some View {
              PhotosPicker("Choose", selection: $selection)
                  .onChange(of: selection) { _ in
                      Task {
                          let data = try? await selection?.loadTransferable(type: Data.self)
                          1️⃣avatar = data.flatMap { UIImage(data: $0) }.map(Image.init)
                      }
                  }
          }
      }
      """,
      [FindingSpec("1️⃣", .loadNotKeyedOnInput, mentions: ["'avatar'", ".task(id: selection)"])],
      rules: [.loadNotKeyedOnInput])
  }

  @Test func aKeptTaskOrOneThatChecksItsInputIsNotReported() {
    assertFindings(
      """
      struct AvatarPicker: View {
          @State private var selection: PhotosPickerItem?
          @State private var avatar: Image?
          @State private var query = ""
          @State private var hits: [String] = []
          @State private var search: Task<Void, Never>?
          var body: some View {
              PhotosPicker("Choose", selection: $selection)
                  .onChange(of: selection) { picked in
                      Task {
                          let image = try? await picked?.loadTransferable(type: Image.self)
                          guard picked == selection else { return }
                          avatar = image
                      }
                  }
                  .onChange(of: query) { text in
                      search?.cancel()
                      search = Task { hits = await lookUp(text) }
                  }
          }
      }
      """, [], rules: [.loadNotKeyedOnInput])
    // The task clears the value it was started for and shows a constant flag: no result
    // shown late.
    assertFindings(
      """
      struct UploadButton: View {
          @State private var selection: PhotosPickerItem?
          @State private var isSending = false
          var body: some View {
              PhotosPicker("Upload", selection: $selection)
                  .onChange(of: selection) { picked in
                      Task {
                          isSending = true
                          await uploader.send(picked)
                          isSending = false
                          selection = nil
                      }
                  }
          }
      }
      """, [], rules: [.loadNotKeyedOnInput])
  }

  // MARK: - SL304, a permission request's handler

  @Test func anAlertFromAPermissionHandlerOffTheMainQueueIsReported() {
    assertFindings(
      """
      final class CameraController: UIViewController {
          @IBOutlet var status: UILabel!
          func askForCamera() {
              AVCaptureDevice.requestAccess(for: .video) { granted in
                  if granted {
                      DispatchQueue.main.async { self.status.text = "Ready" }
                  } else {
                      1️⃣Alerts.show(message: "Camera access is off", target: self)
                  }
              }
          }
      }
      """, [FindingSpec("1️⃣", .uiWorkOffMainThread, mentions: ["show(…)"])],
      rules: [.uiWorkOffMainThread])
  }

  @Test func aPermissionHandlerThatHopsToMainOrAnAppRequestIsNotReported() {
    assertFindings(
      """
      final class CameraController: UIViewController {
          @IBOutlet var status: UILabel!
          let permissions = Permissions()
          func askForCamera() {
              AVCaptureDevice.requestAccess(for: .video) { granted in
                  DispatchQueue.main.async {
                      if !granted { Alerts.show(message: "Camera access is off", target: self) }
                  }
              }
              permissions.requestAccess(for: .video) { granted in
                  self.status.text = granted ? "Ready" : "Off"
              }
          }
      }
      """, [], rules: [.uiWorkOffMainThread])
  }

  // MARK: - SL314, a pending one-shot timer a stop leaves

  static func metronome(stop: String) -> String {
    """
    final class PulseController: UIViewController {
        @IBOutlet var dot: UIView!
        var beat = Timer()
        var flash = Timer()
        func start() {
            beat = Timer.scheduledTimer(timeInterval: 0.5, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
        }
        func stop() {
            \(stop)
            UIView.animate(withDuration: 0.3) { self.dot.alpha = 0 }
        }
        @objc func tick() {
            dot.alpha = 1
            flash = Timer.scheduledTimer(timeInterval: 0.1, target: self, selector: #selector(dim), userInfo: nil, repeats: false)
        }
        @objc func dim() {
            dot.alpha = 0.3
        }
    }
    """
  }

  @Test func aStopThatLeavesThePendingFlashIsReported() {
    assertFindings(
      Self.metronome(stop: "1️⃣beat.invalidate()"),
      [FindingSpec("1️⃣", .resetNotShown, mentions: ["'flash'", "'dim()'", "'dot.alpha'"])],
      rules: [.resetNotShown])
  }

  @Test func aStopThatAlsoCancelsTheFlashIsNotReported() {
    assertFindings(
      Self.metronome(stop: "beat.invalidate()\n        flash.invalidate()"), [],
      rules: [.resetNotShown])
  }

  // MARK: - SL201, an animation added before it is configured

  static func sparkline(setUp: String, draw: String) -> String {
    """
    final class Sparkline: UIView {
        let trace = CAShapeLayer()
        var reveal = CABasicAnimation()
        override init(frame: CGRect) {
            super.init(frame: frame)
            layer.addSublayer(trace)
            \(setUp)
            play()
        }
        required init?(coder: NSCoder) { fatalError("no storyboard") }
        func play() {
            trace.strokeEnd = 1
            1️⃣trace.add(reveal, forKey: "reveal")
        }
        override func draw(_ rect: CGRect) {
            \(draw)
            reveal.duration = 1.5
        }
    }
    """
  }

  @Test func anAnimationAddedBeforeItsKeyPathIsSetIsReported() {
    assertFindings(
      Self.sparkline(setUp: "trace.lineWidth = 2", draw: "reveal.keyPath = \"strokeEnd\""),
      [
        FindingSpec(
          "1️⃣", .animationWithoutModelWrite, mentions: ["'reveal'", "draw(_:)", "copies"])
      ], rules: [.animationWithoutModelWrite])
  }

  @Test func anAnimationConfiguredInSetUpIsNotReported() {
    assertFindings(
      Self.sparkline(
        setUp: "reveal.keyPath = \"strokeEnd\"", draw: "reveal.keyPath = \"strokeEnd\""
      ).replacingOccurrences(of: "1️⃣", with: ""), [], rules: [.animationWithoutModelWrite])
  }
}
