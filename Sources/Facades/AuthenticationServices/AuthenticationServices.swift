// `import AuthenticationServices` on a platform without Apple's framework (Linux): Sign in with
// Apple's button, provider, request and controller (Docs/Semantics/OtherFrameworks.md §18).
// Apple's AuthenticationServices brings UIKit, so this facade re-exports the `UIKit` facade.
// Declared in Package.swift only where the platform has no framework of this name.
import Foundation
@_exported import UIKit

/// Where an authorization interface is presented: a window (AuthenticationServices'
/// `ASPresentationAnchor`, `UIWindow` on iOS).
public typealias ASPresentationAnchor = UIWindow

/// The Sign in with Apple button (AuthenticationServices' `ASAuthorizationAppleIDButton`), a
/// control: it keeps its type, style and corner radius and sends its actions as any control.
@available(iOS 13.0, *)
open class ASAuthorizationAppleIDButton: UIControl {
  /// The button's title.
  public enum ButtonType: Int, Sendable {
    case signIn = 0
    case `continue` = 1
    case signUp = 2
    /// `.signIn`, Apple's default.
    public static var `default`: ButtonType { .signIn }
  }

  /// The button's colours.
  public enum Style: Int, Sendable {
    case white = 0
    case whiteOutline = 1
    case black = 2
  }

  /// The title the button was made with.
  public let buttonType: ButtonType
  /// The colours the button was made with.
  public let buttonStyle: Style
  /// The radius of the button's corners.
  open var cornerRadius: CGFloat {
    get { layer.cornerRadius }
    set { layer.cornerRadius = newValue }
  }

  /// A button of `type` and `style`.
  public init(authorizationButtonType type: ButtonType, authorizationButtonStyle style: Style) {
    buttonType = type
    buttonStyle = style
    super.init(frame: .zero)
  }

  /// A button of `type` and `style` (the Swift spelling Apple's SDK gives the same initializer).
  public convenience init(type: ButtonType, style: Style) {
    self.init(authorizationButtonType: type, authorizationButtonStyle: style)
  }

  /// A "Sign in with Apple" button in black.
  public convenience init() {
    self.init(authorizationButtonType: .signIn, authorizationButtonStyle: .black)
  }

  public convenience override init(frame: CGRect) {
    self.init(authorizationButtonType: .signIn, authorizationButtonStyle: .black)
    self.frame = frame
  }

  /// Not available: Apple's button is made in code.
  public required init?(coder: NSCoder) { nil }
}

/// What an authorization gives (AuthenticationServices' `ASAuthorizationCredential`).
public protocol ASAuthorizationCredential: AnyObject, Sendable {}

/// What makes authorization requests (AuthenticationServices' `ASAuthorizationProvider`).
public protocol ASAuthorizationProvider: AnyObject, Sendable {}

/// A completed authorization (AuthenticationServices' `ASAuthorization`).
open class ASAuthorization: @unchecked Sendable {
  /// The kinds of information an authorization asks for (`ASAuthorization.Scope`).
  public struct Scope: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fullName = Scope(rawValue: "full_name")
    public static let email = Scope(rawValue: "email")
  }

  /// The provider that authorized.
  public let provider: any ASAuthorizationProvider
  /// What the provider gave.
  public let credential: any ASAuthorizationCredential
  init(provider: any ASAuthorizationProvider, credential: any ASAuthorizationCredential) {
    self.provider = provider
    self.credential = credential
  }
}

/// A request of an authorization provider (AuthenticationServices' `ASAuthorizationRequest`).
open class ASAuthorizationRequest: @unchecked Sendable {
  /// The provider that made the request.
  public let provider: any ASAuthorizationProvider
  init(provider: any ASAuthorizationProvider) { self.provider = provider }
}

/// An OpenID request (AuthenticationServices' `ASAuthorizationOpenIDRequest`).
open class ASAuthorizationOpenIDRequest: ASAuthorizationRequest, @unchecked Sendable {
  /// The information asked for (nil: none).
  open var requestedScopes: [ASAuthorization.Scope]?
  /// A value the app passes through to the identity token.
  open var nonce: String?
  /// A value the app gets back with the credential.
  open var state: String?
}

/// A request for an Apple ID authorization (AuthenticationServices'
/// `ASAuthorizationAppleIDRequest`).
open class ASAuthorizationAppleIDRequest: ASAuthorizationOpenIDRequest, @unchecked Sendable {
  /// The user the app already knows, when it asks again.
  open var user: String?
}

/// What an Apple ID authorization gives (AuthenticationServices'
/// `ASAuthorizationAppleIDCredential`). Headless none is ever given (OF-18.2).
open class ASAuthorizationAppleIDCredential: ASAuthorizationCredential, @unchecked Sendable {
  public let user: String
  public let fullName: PersonNameComponents?
  public let email: String?
  public let identityToken: Data?
  public let authorizationCode: Data?
  init(user: String) {
    self.user = user
    fullName = nil
    email = nil
    identityToken = nil
    authorizationCode = nil
  }
}

/// Makes Apple ID requests and answers a user's credential state (AuthenticationServices'
/// `ASAuthorizationAppleIDProvider`).
open class ASAuthorizationAppleIDProvider: ASAuthorizationProvider, @unchecked Sendable {
  /// A user's authorization state for the app.
  public enum CredentialState: Int, Sendable {
    case revoked = 0
    case authorized = 1
    case notFound = 2
    case transferred = 3
  }

  public init() {}

  /// A new request, with no scopes.
  open func createRequest() -> ASAuthorizationAppleIDRequest {
    ASAuthorizationAppleIDRequest(provider: self)
  }

  /// Calls `completion` with the state of `userID`'s authorization: `.notFound` headless, where
  /// no Apple ID is signed in (OF-18.2).
  open func getCredentialState(
    forUserID userID: String,
    completion: @escaping @Sendable (CredentialState, Error?) -> Void
  ) {
    completion(.notFound, nil)
  }
}

/// The errors of an authorization (AuthenticationServices' `ASAuthorizationError`).
public struct ASAuthorizationError: Error, Hashable, Sendable {
  public enum Code: Int, Sendable {
    case unknown = 1000
    case canceled = 1001
    case invalidResponse = 1002
    case notHandled = 1003
    case failed = 1004
    case notInteractive = 1005
  }
  public let code: Code
  public init(_ code: Code) { self.code = code }
  public static let errorDomain = "com.apple.AuthenticationServices.AuthorizationError"
}

/// Runs authorization requests (AuthenticationServices' `ASAuthorizationController`).
@MainActor
open class ASAuthorizationController {
  /// The requests the controller was made with.
  public let authorizationRequests: [ASAuthorizationRequest]
  /// Told how the requests ended; not retained.
  open weak var delegate: (any ASAuthorizationControllerDelegate)?
  /// Asked where to present the interface; not retained.
  open weak var presentationContextProvider:
    (any ASAuthorizationControllerPresentationContextProviding)?

  public init(authorizationRequests: [ASAuthorizationRequest]) {
    self.authorizationRequests = authorizationRequests
  }

  /// Whether ``performRequests()`` was called (ScreenLab's, for tests).
  public private(set) var requestsPerformed = false

  /// Starts the requests: Apple shows its sheet and tells the delegate when the user signs in
  /// or cancels. Headless no sheet is shown and no one answers it, so the delegate is never
  /// told (OF-18.2).
  open func performRequests() { requestsPerformed = true }
}

/// What an authorization controller tells its delegate (AuthenticationServices'
/// `ASAuthorizationControllerDelegate`); both methods are optional.
@MainActor
public protocol ASAuthorizationControllerDelegate: AnyObject {
  func authorizationController(
    controller: ASAuthorizationController,
    didCompleteWithAuthorization authorization: ASAuthorization)
  func authorizationController(
    controller: ASAuthorizationController, didCompleteWithError error: Error)
}

extension ASAuthorizationControllerDelegate {
  public func authorizationController(
    controller: ASAuthorizationController,
    didCompleteWithAuthorization authorization: ASAuthorization
  ) {}
  public func authorizationController(
    controller: ASAuthorizationController, didCompleteWithError error: Error
  ) {}
}

/// Gives the window an authorization interface is shown in (AuthenticationServices'
/// `ASAuthorizationControllerPresentationContextProviding`).
@MainActor
public protocol ASAuthorizationControllerPresentationContextProviding: AnyObject {
  func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor
}
