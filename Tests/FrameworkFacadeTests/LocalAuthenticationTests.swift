import Foundation
import LocalAuthentication
import Runtime
import Synchronization
import Testing

// LocalAuthentication as a view controller's unlock screen uses it
// (Docs/Semantics/OtherFrameworks.md §19): headless the device has no sensor and no passcode.

/// The shape of an unlock screen's check: ask, and fall back to a message with the reason.
private func unlockMessage(_ context: LAContext) -> String {
  var error: NSError?
  guard context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) else {
    switch LAError.Code(rawValue: error?.code ?? 0) {
    case .biometryNotAvailable: return "no biometry"
    case .biometryNotEnrolled: return "not enrolled"
    default: return "other"
    }
  }
  return "can evaluate"
}

@MainActor
struct LocalAuthenticationTests {
  @Test func noPolicyCanBeEvaluatedAndEachSaysWhy() {
    let context = LAContext()
    #expect(unlockMessage(context) == "no biometry")
    #expect(context.biometryType == .none)
    var error: NSError?
    #expect(!context.canEvaluatePolicy(.deviceOwnerAuthentication, error: &error))
    #expect(error?.domain == LAErrorDomain)
    #expect(error?.code == LAError.passcodeNotSet.rawValue)
    #expect(!context.canEvaluatePolicy(.deviceOwnerAuthentication, error: nil))
    context.invalidate()
    #expect(!context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
    #expect(error?.code == LAError.Code.invalidContext.rawValue)
  }

  @Test func evaluatingFailsOnALaterTurnWithTheSameReason() async {
    Runtime.withNew { runtime in
      let answers = Mutex<[String]>([])
      LAContext().evaluatePolicy(
        .deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock your notes"
      ) { success, error in
        let code = (error as? LAError)?.code
        answers.withLock { $0.append("\(success) \(code.map { "\($0.rawValue)" } ?? "none")") }
      }
      #expect(answers.withLock { $0 }.isEmpty)
      runtime.advance(frames: 0)
      #expect(answers.withLock { $0 } == ["false -6"])
    }
    await #expect(throws: LAError(.passcodeNotSet)) {
      _ = try await LAContext().evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Pay")
    }
  }
}
