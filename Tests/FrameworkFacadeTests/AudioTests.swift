import AVFoundation
import Foundation
import Testing

/// Audio playback and the audio session (Docs/Semantics/OtherFrameworks.md OF-2.6, OF-2.7).
struct AudioTests {
  @Test func noPlayerIsMadeBecauseNoAudioIsDecoded() {
    let file = URL(fileURLWithPath: "/tmp/screenlab-no-such-sound.mp3")
    for attempt in [
      { try AVAudioPlayer(contentsOf: file) }, { try AVAudioPlayer(data: Data([0, 1, 2])) },
      { try AVAudioPlayer(contentsOf: file, fileTypeHint: "public.mp3") },
    ] {
      do {
        _ = try attempt()
        Issue.record("a player was made")
      } catch let error as NSError {
        #expect(error.domain == NSOSStatusErrorDomain)
        #expect(error.code == 0x7479_703F)  // 'typ?'
      }
    }
  }

  @Test func aPlayerMadeWithoutAudioPlaysNothing() {
    let player = AVAudioPlayer()
    #expect(!player.prepareToPlay())
    #expect(!player.play())
    #expect(!player.isPlaying && player.duration == 0 && player.url == nil)
  }

  @Test func anAudioFileIsNeverReadAndTheEngineKeepsItsGraph() throws {
    let file = URL(fileURLWithPath: "/tmp/screenlab-no-such-sound.wav")
    #expect(throws: NSError.self) { try AVAudioFile(forReading: file) }
    let engine = AVAudioEngine()
    let player = AVAudioPlayerNode()
    let pitch = AVAudioUnitTimePitch()
    pitch.pitch = 5000
    #expect(pitch.pitch == 2400)
    let echo = AVAudioUnitDistortion()
    echo.loadFactoryPreset(.multiEcho1)
    #expect(echo.preset?.rawValue == 12)
    engine.attach(player)
    engine.attach(pitch)
    engine.connect(player, to: pitch, format: nil)
    engine.connect(pitch, to: engine.outputNode, format: nil)
    #expect(engine.attachedNodes.count == 3 && engine.connections.count == 2)
    #expect(player.engine === engine)
    player.play()
    #expect(!player.isPlaying)  // the engine is not running
    try engine.start()
    player.play()
    #expect(player.isPlaying && player.lastRenderTime == nil)
    engine.stop()
    #expect(!engine.isRunning && !player.isPlaying)
    engine.detach(pitch)
    #expect(engine.connections.isEmpty && pitch.engine == nil)
  }

  @Test func theSessionKeepsItsCategoryModeOptionsAndActivation() throws {
    let session = AVAudioSession.sharedInstance()
    #expect(session === AVAudioSession.sharedInstance())
    try session.setCategory(.playback, mode: .spokenAudio, options: [.duckOthers])
    #expect(session.category == .playback)
    #expect(session.mode == .spokenAudio)
    #expect(session.categoryOptions == [.duckOthers])
    try session.setActive(true)
    #expect(session.isActive)
    try session.setCategory(.ambient)
    #expect(session.mode == .default)
    #expect(session.categoryOptions == [])
  }
}
