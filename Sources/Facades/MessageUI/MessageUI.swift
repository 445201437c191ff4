// `import MessageUI` on a platform without Apple's framework (Linux): the mail and message
// composers (Docs/Semantics/OtherFrameworks.md §17). Apple's MessageUI brings UIKit, so this
// facade re-exports the `UIKit` facade. Headless there is no mail account and no messaging
// service, so `canSendMail()` and `canSendText()` are false, as on a device not set up for them.
// Declared in Package.swift only where the platform has no framework of this name.
@_exported import UIKit

/// How a mail composer ended (MessageUI's `MFMailComposeResult`).
public enum MFMailComposeResult: Int, Sendable {
  case cancelled = 0
  case saved = 1
  case sent = 2
  case failed = 3
}

/// How a message composer ended (MessageUI's `MessageComposeResult`).
public enum MessageComposeResult: Int, Sendable {
  case cancelled = 0
  case sent = 1
  case failed = 2
}

/// A controller that composes an email (MessageUI's `MFMailComposeViewController`, a
/// navigation controller). It keeps the recipients, subject, body and attachments it is given;
/// no mail is sent.
open class MFMailComposeViewController: UINavigationController {
  /// Whether the device can send mail: false headless, where no mail account is set up (Apple:
  /// false "if the device isn't configured to send mail") (OF-17.1).
  open class func canSendMail() -> Bool { false }

  /// Told how the composer ended; not retained.
  open weak var mailComposeDelegate: (any MFMailComposeViewControllerDelegate)?

  /// The recipients, subject, body and attachments set so far.
  public private(set) var toRecipients: [String]?
  public private(set) var ccRecipients: [String]?
  public private(set) var bccRecipients: [String]?
  public private(set) var subject = ""
  public private(set) var messageBody = ""
  public private(set) var isMessageBodyHTML = false
  public private(set) var attachments: [(data: Data, mimeType: String, fileName: String)] = []

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// An empty composer (NSObject's `init()`, the way Apple's composer is made).
  public convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Not available: Apple's composer is made in code.
  public required init?(coder: NSCoder) { nil }

  open func setToRecipients(_ toRecipients: [String]?) { self.toRecipients = toRecipients }
  open func setCcRecipients(_ ccRecipients: [String]?) { self.ccRecipients = ccRecipients }
  open func setBccRecipients(_ bccRecipients: [String]?) { self.bccRecipients = bccRecipients }
  open func setSubject(_ subject: String) { self.subject = subject }
  open func setMessageBody(_ body: String, isHTML: Bool) {
    messageBody = body
    isMessageBodyHTML = isHTML
  }
  open func addAttachmentData(_ attachment: Data, mimeType: String, fileName filename: String) {
    attachments.append((attachment, mimeType, filename))
  }
  /// The address to send from, when the account has it (recorded).
  open func setPreferredSendingEmailAddress(_ emailAddress: String) {
    preferredSendingEmailAddress = emailAddress
  }
  public private(set) var preferredSendingEmailAddress: String?
}

/// What a mail composer tells its delegate (MessageUI's
/// `MFMailComposeViewControllerDelegate`); its one method is optional.
@MainActor
public protocol MFMailComposeViewControllerDelegate: UINavigationControllerDelegate {
  /// The composer ended with `result` (never, headless: no one sends or cancels).
  func mailComposeController(
    _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult,
    error: Error?)
}

extension MFMailComposeViewControllerDelegate {
  public func mailComposeController(
    _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult,
    error: Error?
  ) {}
}

/// A controller that composes a text message (MessageUI's `MFMessageComposeViewController`).
open class MFMessageComposeViewController: UINavigationController {
  /// Whether the device can send text messages: false headless (OF-17.1).
  open class func canSendText() -> Bool { false }
  /// Whether the device can send a subject: false headless.
  open class func canSendSubject() -> Bool { false }
  /// Whether the device can send attachments: false headless.
  open class func canSendAttachments() -> Bool { false }

  /// Told how the composer ended; not retained.
  open weak var messageComposeDelegate: (any MFMessageComposeViewControllerDelegate)?
  /// The recipients' numbers or addresses.
  open var recipients: [String]?
  /// The message's text.
  open var body: String?
  /// The message's subject.
  open var subject: String?

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// An empty composer (NSObject's `init()`, the way Apple's composer is made).
  public convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Not available: Apple's composer is made in code.
  public required init?(coder: NSCoder) { nil }
}

/// What a message composer tells its delegate (MessageUI's
/// `MFMessageComposeViewControllerDelegate`); its one method is required.
@MainActor
public protocol MFMessageComposeViewControllerDelegate: UINavigationControllerDelegate {
  /// The composer ended with `result`.
  func messageComposeViewController(
    _ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult)
}
