import AVFoundation
import AVKit
import Foundation
import HeadlessSwiftUI
import Runtime
import Testing

private final class Scanner: AVCaptureMetadataOutputObjectsDelegate {
  var codes: [String] = []
  func metadataOutput(
    _ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject],
    from connection: AVCaptureConnection
  ) {
    codes += metadataObjects.compactMap {
      ($0 as? AVMetadataMachineReadableCodeObject)?.stringValue
    }
  }
}

@MainActor
struct AVFoundationTests {
  @Test func theHeadlessProcessHasNoCameraAndIsNeverGrantedOne() async {
    #expect(AVCaptureDevice.default(for: .video) == nil)
    #expect(
      AVCaptureDevice.DiscoverySession(
        deviceTypes: [.builtInWideAngleCamera], mediaType: .video, position: .back
      ).devices.isEmpty)
    #expect(await AVCaptureDevice.requestAccess(for: .video) == false)
    #expect(AVCaptureDevice.authorizationStatus(for: .video) == .denied)
  }

  @Test func aSessionKeepsItsOutputsAndRunningState() {
    let session = AVCaptureSession()
    let output = AVCaptureMetadataOutput()
    #expect(session.canAddOutput(output))
    session.addOutput(output)
    #expect(!session.canAddOutput(output))
    session.startRunning()
    #expect(session.isRunning)
    session.stopRunning()
    #expect(!session.isRunning)
    let layer = AVCaptureVideoPreviewLayer(session: session)
    #expect(layer.session === session)
  }

  @Test func aMetadataOutputHandsOnlyTheRequestedTypesToItsDelegate() {
    let output = AVCaptureMetadataOutput()
    let scanner = Scanner()
    output.setMetadataObjectsDelegate(scanner, queue: .main)
    output.metadataObjectTypes = [.qr]
    output.deliver([
      AVMetadataMachineReadableCodeObject(type: .ean13, stringValue: "4006381333931"),
      AVMetadataMachineReadableCodeObject(type: .qr, stringValue: "hello"),
    ])
    #expect(scanner.codes == ["hello"])
  }

  @Test func aPlayersTimeFollowsTheVirtualClockAtItsRate() {
    Runtime.withNew { runtime in
      let player = AVPlayer(url: URL(string: "https://example.com/movie.mp4")!)
      #expect(player.timeControlStatus == .paused)
      runtime.advance(by: 1)
      #expect(player.currentTime().seconds == 0)
      player.play()
      #expect(player.timeControlStatus == .playing)
      runtime.advance(by: 2)
      #expect(player.currentTime().seconds == 2)
      player.rate = 0.5
      runtime.advance(by: 2)
      #expect(player.currentTime().seconds == 3)
      player.pause()
      runtime.advance(by: 5)
      #expect(player.currentTime().seconds == 3)
      player.seek(to: CMTime(seconds: 10, preferredTimescale: 600))
      #expect(player.currentTime().seconds == 10)
      #expect(player.currentItem?.duration == .indefinite)
    }
  }

  @Test func aVideoPlayerIsABlackAreaUnderItsOverlay() {
    struct Screen: View {
      let player = AVPlayer()
      var body: some View {
        VideoPlayer(player: player) { Text("Başlık") }
      }
    }
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: Screen(), runtime: runtime)
      #expect(host.dump().contains("VideoPlayer"))
      #expect(host.dump().contains("Text \"Başlık\""))
    }
  }

  @Test func aPlayerViewControllersViewIsBlack() {
    Runtime.withNew { _ in
      let controller = AVPlayerViewController()
      controller.player = AVPlayer()
      #expect(controller.view.backgroundColor == .black)
    }
  }

  @Test func aPlayerLayerKeepsItsPlayerAndGravityAndShowsNoVideo() {
    Runtime.withNew { runtime in
      let player = AVPlayer(url: URL(fileURLWithPath: "/movie.mp4"))
      let layer = AVPlayerLayer(player: player)
      #expect(layer.player === player)
      #expect(layer.videoGravity == .resizeAspect)
      layer.videoGravity = .resizeAspectFill
      layer.frame = CGRect(x: 0, y: 0, width: 320, height: 180)
      player.play()
      runtime.runTurn()
      // Nothing is decoded: no frame is ever ready and the video has no rectangle.
      #expect(!layer.isReadyForDisplay)
      #expect(layer.videoRect == .zero)
      // Presentation copies keep the player and the gravity.
      let copy = AVPlayerLayer(layer: layer)
      #expect(copy.player === player)
      #expect(copy.videoGravity == .resizeAspectFill)
    }
  }
}
