// XCTest, not Swift Testing: these facades re-export the `UIKit` facade, which re-exports
// `CoreImage`, for which the toolchain's Testing module declares a cross-import overlay that
// exists only on Apple's platforms (see WebKitTests).
import AuthenticationServices
import Foundation
import MessageUI
import SafariServices
import XCTest

// SafariServices' browser controller and MessageUI's composers as view controllers use them
// and AuthenticationServices' Sign in with Apple (Docs/Semantics/OtherFrameworks.md §16 to §18).

/// A controller that offers mail only when the device can send it, as app code does.
private final class ContactController: UIViewController, MFMailComposeViewControllerDelegate {
  var shown: UIViewController?
  func send() {
    guard MFMailComposeViewController.canSendMail() else { return }
    let mail = MFMailComposeViewController()
    mail.mailComposeDelegate = self
    shown = mail
  }
}

/// A delegate that adopts only the message composer's required method.
private final class MessageListener: MFMessageComposeViewControllerDelegate {
  var results: [MessageComposeResult] = []
  func messageComposeViewController(
    _ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult
  ) { results.append(result) }
}

final class SafariAndMessageTests: XCTestCase {
  @MainActor func testASafariControllerKeepsItsURLConfigurationCopyAndBarColours() async throws {
    let url = try XCTUnwrap(URL(string: "https://example.com/a"))
    let configuration = SFSafariViewController.Configuration()
    XCTAssertTrue(!configuration.entersReaderIfAvailable)
    XCTAssertTrue(configuration.barCollapsingEnabled)
    configuration.entersReaderIfAvailable = true
    let safari = SFSafariViewController(url: url, configuration: configuration)
    configuration.barCollapsingEnabled = false
    XCTAssertTrue(safari.url == url)
    XCTAssertTrue(safari.configuration.entersReaderIfAvailable)
    XCTAssertTrue(safari.configuration.barCollapsingEnabled)
    XCTAssertTrue(safari.configuration !== safari.configuration)
    XCTAssertTrue(safari.dismissButtonStyle == .done)
    XCTAssertTrue(safari.preferredBarTintColor == nil)
    let plain = SFSafariViewController(url: url)
    XCTAssertTrue(!plain.configuration.entersReaderIfAvailable)
    XCTAssertTrue(plain.delegate == nil)
    // It is a view controller: presented, it is the presenter's presented controller.
    let presenter = UIViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = presenter
    window.makeKeyAndVisible()
    presenter.present(plain, animated: false)
    XCTAssertTrue(presenter.presentedViewController === plain)
  }

  @MainActor func testNoMailOrMessageCanBeSentHeadlessAndTheComposerIsNotOffered() async {
    XCTAssertTrue(!MFMailComposeViewController.canSendMail())
    XCTAssertTrue(!MFMessageComposeViewController.canSendText())
    XCTAssertTrue(!MFMessageComposeViewController.canSendSubject())
    XCTAssertTrue(!MFMessageComposeViewController.canSendAttachments())
    let contact = ContactController()
    contact.send()
    XCTAssertTrue(contact.shown == nil)
  }

  @MainActor func testAMailComposerKeepsWhatItIsGivenAndIsANavigationController() async {
    let mail = MFMailComposeViewController()
    mail.setToRecipients(["a@example.com"])
    mail.setCcRecipients(nil)
    mail.setSubject("Hello")
    mail.setMessageBody("<b>Hi</b>", isHTML: true)
    mail.addAttachmentData(Data([1, 2]), mimeType: "application/octet-stream", fileName: "a.bin")
    XCTAssertTrue(mail.toRecipients == ["a@example.com"])
    XCTAssertTrue(mail.ccRecipients == nil)
    XCTAssertTrue(mail.subject == "Hello")
    XCTAssertTrue(mail.messageBody == "<b>Hi</b>")
    XCTAssertTrue(mail.isMessageBodyHTML)
    XCTAssertTrue(mail.attachments.map(\.fileName) == ["a.bin"])
    let navigation: UINavigationController = mail
    XCTAssertTrue(navigation.viewControllers.isEmpty)
    XCTAssertTrue(MFMailComposeResult.sent.rawValue == 2)
    XCTAssertTrue(MessageComposeResult.failed.rawValue == 2)
    let message = MFMessageComposeViewController()
    message.recipients = ["555"]
    message.body = "Hi"
    let listener = MessageListener()
    message.messageComposeDelegate = listener
    listener.messageComposeViewController(message, didFinishWith: .sent)
    XCTAssertTrue(listener.results == [.sent])
    XCTAssertTrue(message.recipients == ["555"])
  }
}

/// A login screen that starts Sign in with Apple from its button, as app code does.
private final class LoginController: UIViewController, ASAuthorizationControllerDelegate,
  ASAuthorizationControllerPresentationContextProviding
{
  var started: ASAuthorizationController?
  var failures = 0
  func signIn() {
    let request = ASAuthorizationAppleIDProvider().createRequest()
    request.requestedScopes = [.fullName, .email]
    let controller = ASAuthorizationController(authorizationRequests: [request])
    controller.delegate = self
    controller.presentationContextProvider = self
    controller.performRequests()
    started = controller
  }
  func authorizationController(
    controller: ASAuthorizationController, didCompleteWithError error: Error
  ) { failures += 1 }
  func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor {
    view.window ?? UIWindow()
  }
}

/// Sign in with Apple (Docs/Semantics/OtherFrameworks.md §18).
final class AuthenticationServicesTests: XCTestCase {
  @MainActor func testTheButtonIsAControlOfItsTypeAndStyle() async {
    let button = ASAuthorizationAppleIDButton(type: .continue, style: .whiteOutline)
    XCTAssertTrue(button.buttonType == .continue)
    XCTAssertTrue(button.buttonStyle == .whiteOutline)
    button.cornerRadius = 8
    XCTAssertTrue(button.layer.cornerRadius == 8)
    let plain = ASAuthorizationAppleIDButton()
    XCTAssertTrue(plain.buttonType == .signIn)
    XCTAssertTrue(plain.buttonStyle == .black)
    XCTAssertTrue(ASAuthorizationAppleIDButton.ButtonType.default == .signIn)
    let control: UIControl = plain
    XCTAssertTrue(control.isEnabled)
  }

  @MainActor func testARequestKeepsItsScopesAndNoOneAnswersTheSheet() async {
    let login = LoginController()
    login.signIn()
    let request = login.started?.authorizationRequests.first as? ASAuthorizationAppleIDRequest
    XCTAssertTrue(request?.requestedScopes == [.fullName, .email])
    XCTAssertTrue(request?.provider is ASAuthorizationAppleIDProvider)
    XCTAssertTrue(login.started?.requestsPerformed == true)
    XCTAssertTrue(login.failures == 0)
    nonisolated(unsafe) var state: ASAuthorizationAppleIDProvider.CredentialState?
    ASAuthorizationAppleIDProvider().getCredentialState(forUserID: "u") { answer, _ in
      state = answer
    }
    XCTAssertTrue(state == .notFound)
    XCTAssertTrue(ASAuthorizationError(.canceled).code.rawValue == 1001)
  }
}
