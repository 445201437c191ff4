import Testing

@testable import HeadlessUIKit

/// A controller subclass whose archiver class is its own (UIKit.md §102).
private final class ProfileController: UIViewController {}

/// A view that archives as its superclass, as a class may override `classForCoder`.
private final class PlainArchivedView: UIView {
  override var classForCoder: AnyClass { UIView.self }
}

/// The members every UIKit object has through `NSObject` (UIKit.md §102).
@MainActor
@Suite struct NSObjectMemberTests {
  @Test func selfMethodAnswersTheObjectItself() {
    let view = UIView()
    let answered = view.`self`()
    #expect(answered === view)
    // Each object answers itself, not another of its class.
    let button = UIButton()
    let other = UIButton()
    let answers = (button.`self`(), other.`self`())
    #expect(answers.0 === button)
    #expect(answers.1 !== button)
  }

  @Test func classForCoderIsTheObjectsOwnClassUnlessOverridden() {
    let classes = [ProfileController().classForCoder, UILabel().classForCoder]
    #expect(
      classes.map(ObjectIdentifier.init)
        == [ObjectIdentifier(ProfileController.self), ObjectIdentifier(UILabel.self)])
    let archived = ObjectIdentifier(PlainArchivedView().classForCoder)
    #expect(archived == ObjectIdentifier(UIView.self))
    #expect(archived != ObjectIdentifier(PlainArchivedView.self))
  }
}
