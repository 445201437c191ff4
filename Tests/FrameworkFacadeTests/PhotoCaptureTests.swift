import AVFoundation
import Foundation
import Runtime
import Synchronization
import Testing

// Still photos from a capture session (Docs/Semantics/OtherFrameworks.md OF-2.10).

private final class Shutter: AVCapturePhotoCaptureDelegate {
  var calls: [String] = []
  func photoOutput(
    _ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto,
    error: (any Error)?
  ) {
    calls.append("photo")
  }
  func photoOutput(
    _ output: AVCapturePhotoOutput,
    didFinishCaptureFor resolvedSettings: AVCaptureResolvedPhotoSettings, error: (any Error)?
  ) {
    calls.append("finish")
  }
}

@MainActor
struct PhotoCaptureTests {
  @Test func settingsGetTheirOwnIdentifiersAndNoPhotoIsTakenWithoutACamera() {
    let settings = AVCapturePhotoSettings()
    settings.flashMode = .auto
    #expect(settings.format[AVVideoCodecKey] as? AVVideoCodecType == .jpeg)
    let again = AVCapturePhotoSettings(from: settings)
    #expect(again.uniqueID > settings.uniqueID)
    #expect(again.flashMode == .auto)
    let copy = settings.copy() as? AVCapturePhotoSettings
    #expect(copy !== settings && copy?.uniqueID == settings.uniqueID)
    let heif = AVCapturePhotoSettings(format: [AVVideoCodecKey: AVVideoCodecType.hevc])
    #expect((heif.format[AVVideoCodecKey] as? AVVideoCodecType)?.rawValue == "hvc1")

    let session = AVCaptureSession()
    let output = AVCapturePhotoOutput()
    session.addOutput(output)
    session.startRunning()
    let shutter = Shutter()
    output.capturePhoto(with: settings, delegate: shutter)
    #expect(shutter.calls.isEmpty)
    #expect(output.connection(with: .video) == nil)
    #expect(output.supportedFlashModes.isEmpty)
    let layer = AVCaptureVideoPreviewLayer(session: session)
    #expect(layer.connection == nil)
  }

  @Test func preparingSettingsKeepsThemAndReportsNothingPreparedLater() {
    Runtime.withNew { runtime in
      let output = AVCapturePhotoOutput()
      let settings = [AVCapturePhotoSettings()]
      let answers = Mutex<[Bool]>([])
      output.setPreparedPhotoSettingsArray(settings) { prepared, _ in
        answers.withLock { $0.append(prepared) }
      }
      #expect(output.preparedPhotoSettingsArray.map(\.uniqueID) == settings.map(\.uniqueID))
      #expect(answers.withLock { $0 }.isEmpty)
      runtime.advance(frames: 0)
      #expect(answers.withLock { $0 } == [false])
    }
  }
}
