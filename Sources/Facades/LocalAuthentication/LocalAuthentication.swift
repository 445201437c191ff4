// `import LocalAuthentication` on a platform without Apple's framework (Linux): a context that
// asks the device owner to authenticate with biometrics or the passcode
// (Docs/Semantics/OtherFrameworks.md §19). Headless there is no sensor and no passcode: every
// policy is unavailable, with the error Apple gives for it. Declared in Package.swift only where
// the platform has no framework of this name.
import Foundation
import Runtime

/// The domain of LocalAuthentication's errors.
public let LAErrorDomain = "com.apple.LocalAuthentication"

/// What the device owner is asked to authenticate with (LocalAuthentication's `LAPolicy`, with
/// the SDK's raw values).
public enum LAPolicy: Int, Sendable {
  /// Touch ID, Face ID or Optic ID.
  case deviceOwnerAuthenticationWithBiometrics = 1
  /// Biometrics, falling back to the device passcode.
  case deviceOwnerAuthentication = 2
}

/// The biometric sensor of the device (LocalAuthentication's `LABiometryType`).
public enum LABiometryType: Int, Sendable {
  case none = 0
  case touchID = 1
  case faceID = 2
  @available(iOS 17.0, *) case opticID = 4
}

/// A LocalAuthentication error (LocalAuthentication's `LAError`), bridged to an `NSError` of
/// ``LAErrorDomain`` with its code.
public struct LAError: CustomNSError, Hashable, Error {
  /// The kinds of error, with the SDK's raw values.
  public enum Code: Int, Sendable, Equatable {
    case authenticationFailed = -1
    case userCancel = -2
    case userFallback = -3
    case systemCancel = -4
    case passcodeNotSet = -5
    case biometryNotAvailable = -6
    case biometryNotEnrolled = -7
    case biometryLockout = -8
    case appCancel = -9
    case invalidContext = -10
    case notInteractive = -1004
  }

  /// The error's kind.
  public let code: Code

  public init(_ code: Code) { self.code = code }

  public static var errorDomain: String { LAErrorDomain }
  public var errorCode: Int { code.rawValue }

  public static var authenticationFailed: Code { .authenticationFailed }
  public static var userCancel: Code { .userCancel }
  public static var userFallback: Code { .userFallback }
  public static var systemCancel: Code { .systemCancel }
  public static var passcodeNotSet: Code { .passcodeNotSet }
  public static var biometryNotAvailable: Code { .biometryNotAvailable }
  public static var biometryNotEnrolled: Code { .biometryNotEnrolled }
  public static var biometryLockout: Code { .biometryLockout }
  public static var appCancel: Code { .appCancel }
  public static var invalidContext: Code { .invalidContext }
  public static var notInteractive: Code { .notInteractive }
}

/// A context in which the device owner authenticates (LocalAuthentication's `LAContext`).
///
/// Headless the device has no biometric sensor and no passcode set (OF-19.1): no policy can be
/// evaluated, `canEvaluatePolicy(_:error:)` says why, and `evaluatePolicy` fails with the same
/// error without asking anyone.
open class LAContext: NSObject {
  /// The sensor, known once a policy was checked: `.none` headless.
  open private(set) var biometryType: LABiometryType = .none
  /// The title of the fallback button (kept; nil: Apple's "Enter Password").
  open var localizedFallbackTitle: String?
  /// The title of the cancel button (kept).
  open var localizedCancelTitle: String?
  /// The reason shown by the system's prompt (kept).
  open var localizedReason: String = ""
  /// Whether the context may show a prompt (kept).
  open var interactionNotAllowed = false
  /// How long a Touch ID unlock of the device counts as this context's (kept).
  open var touchIDAuthenticationAllowableReuseDuration: TimeInterval = 0
  /// The enrolled biometry's state: nil while no policy has succeeded.
  open var evaluatedPolicyDomainState: Data? { nil }
  private var invalidated = false

  public override init() { super.init() }

  /// Why `policy` cannot be evaluated on this device (OF-19.1).
  func failure(for policy: LAPolicy) -> LAError.Code {
    if invalidated { return .invalidContext }
    switch policy {
    case .deviceOwnerAuthenticationWithBiometrics: return .biometryNotAvailable
    case .deviceOwnerAuthentication: return .passcodeNotSet
    }
  }

  /// Whether `policy` can be evaluated: false headless, with the reason written to `error`
  /// (OF-19.1). Apple's parameter is an `NSErrorPointer`; `&error` on a `NSError?` passes here
  /// as there.
  open func canEvaluatePolicy(_ policy: LAPolicy, error: UnsafeMutablePointer<NSError?>?) -> Bool {
    error?.pointee = LAError(failure(for: policy)) as NSError
    return false
  }

  /// Asks the owner to authenticate: headless `reply` gets false and the error
  /// `canEvaluatePolicy(_:error:)` gives, in a later turn of the main queue (OF-19.2).
  open func evaluatePolicy(
    _ policy: LAPolicy, localizedReason: String,
    reply: @escaping @Sendable (Bool, (any Error)?) -> Void
  ) {
    let error = LAError(failure(for: policy))
    Runtime.enqueueOnBoundMainQueue { reply(false, error) }
  }

  /// Asks the owner to authenticate: headless throws the error `canEvaluatePolicy(_:error:)`
  /// gives (OF-19.2).
  open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
    throw LAError(failure(for: policy))
  }

  /// Ends the context: every later evaluation fails with ``LAError/Code/invalidContext``.
  open func invalidate() { invalidated = true }
}
