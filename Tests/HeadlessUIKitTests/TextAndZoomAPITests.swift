import Foundation
import Testing

@testable import HeadlessUIKit

/// A scroll view delegate that zooms `content` and counts zoom changes.
private final class ZoomDelegate: UIScrollViewDelegate {
  let content = UIView()
  var zooms = 0
  func viewForZooming(in scrollView: UIScrollView) -> UIView? { content }
  func scrollViewDidZoom(_ scrollView: UIScrollView) { zooms += 1 }
}

/// A text view delegate logging the editing sequence.
private final class TextViewLog: UITextViewDelegate {
  var log: [String] = []
  var refuse = false
  func textViewDidBeginEditing(_ textView: UITextView) { log.append("begin") }
  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool {
    log.append("should \(range.location)+\(range.length) \(text)")
    return !refuse
  }
  func textViewDidChangeSelection(_ textView: UITextView) { log.append("selection") }
  func textViewDidChange(_ textView: UITextView) { log.append("change") }
  func textViewDidEndEditing(_ textView: UITextView) { log.append("end") }
}

@MainActor @Suite struct ScrollViewZoomTests {
  @Test func zoomNeedsAViewForZoomingAndIsClampedToTheScales() {
    Runtime.withNew { _ in
      let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      scroll.maximumZoomScale = 4
      scroll.zoomScale = 2
      // No delegate, no view for zooming: nothing zooms.
      #expect(scroll.zoomScale == 1)
      let delegate = ZoomDelegate()
      scroll.delegate = delegate
      scroll.zoomScale = 2
      #expect(scroll.zoomScale == 2)
      #expect(delegate.content.transform == CGAffineTransform(scaleX: 2, y: 2))
      scroll.setZoomScale(10, animated: true)
      #expect(scroll.zoomScale == 4)
      scroll.minimumZoomScale = 0.5
      scroll.zoomScale = 0.1
      #expect(scroll.zoomScale == 0.5)
      scroll.zoomScale = 0.5
      #expect(delegate.zooms == 3)
    }
  }
}

@MainActor @Suite struct TextViewTests {
  @Test func theFittingHeightGrowsWithTheLinesAndIncludesTheInsets() {
    Runtime.withNew { _ in
      let textView = UITextView()
      textView.font = UIFont.systemFont(ofSize: 20)
      let lineHeight = UIFont.systemFont(ofSize: 20).lineHeight
      let empty = textView.sizeThatFits(CGSize(width: 200, height: 0))
      #expect(empty == CGSize(width: 200, height: lineHeight + 16))
      textView.text = "one\ntwo\nthree"
      let three = textView.sizeThatFits(CGSize(width: 200, height: 0))
      #expect(three.height == 3 * lineHeight + 16)
      textView.textContainerInset = .zero
      #expect(textView.sizeThatFits(CGSize(width: 200, height: 0)).height == 3 * lineHeight)
    }
  }

  @Test func editingAsksThenTellsTheDelegate() {
    Runtime.withNew { _ in
      let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      let delegate = TextViewLog()
      textView.delegate = delegate
      textView.insertText("ignored")
      #expect(textView.text == "")
      #expect(textView.becomeFirstResponder())
      textView.insertText("Hi")
      textView.deleteBackward()
      delegate.refuse = true
      textView.insertText("!")
      #expect(textView.text == "H")
      #expect(textView.resignFirstResponder())
      #expect(
        delegate.log == [
          "begin", "should 0+0 Hi", "selection", "change", "should 1+1 ", "selection", "change",
          "should 1+0 !", "end",
        ])
      textView.isEditable = false
      #expect(!textView.becomeFirstResponder())
    }
  }

  @Test func aRangeOutsideTheTextIsADiagnostic() {
    Runtime.withNew { runtime in
      let textView = UITextView()
      textView.text = "abc"
      textView.becomeFirstResponder()
      textView.replace(NSRange(location: 2, length: 5), with: "x")
      #expect(textView.text == "abc")
      #expect(diagnostics(runtime).contains { $0.contains("outside the text") })
    }
  }
}

@MainActor @Suite struct AttributedTextTests {
  @Test func attributedStringsSetTheTextAndTheFirstCharactersFont() {
    Runtime.withNew { _ in
      let label = UILabel()
      let font = UIFont.boldSystemFont(ofSize: 30)
      label.attributedText = NSAttributedString(
        string: "Title", attributes: [.font: font, .foregroundColor: UIColor.red])
      #expect(label.text == "Title")
      #expect(label.font == font)
      #expect(label.textColor == UIColor.red)
      #expect(label.attributedText?.string == "Title")
      #expect(
        label.attributedText?.size()
          == CGSize(width: font.width(of: "Title"), height: font.lineHeight))
      let field = UITextField()
      field.attributedPlaceholder = NSAttributedString(
        string: "Email", attributes: [.foregroundColor: UIColor.gray])
      #expect(field.placeholder == "Email")
      #expect(
        field.attributedPlaceholder?.attribute(.foregroundColor, at: 0, effectiveRange: nil)
          as? UIColor == UIColor.gray)
    }
  }

  @Test func theTextRectsLeaveRoomForTheOverlayViews() {
    Runtime.withNew { _ in
      let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
      let bounds = field.bounds
      #expect(field.textRect(forBounds: bounds) == bounds)
      field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 40))
      field.leftViewMode = .unlessEditing
      field.rightView = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 40))
      field.rightViewMode = .always
      #expect(field.textRect(forBounds: bounds) == CGRect(x: 30, y: 0, width: 150, height: 40))
      #expect(field.editingRect(forBounds: bounds) == CGRect(x: 0, y: 0, width: 180, height: 40))
      #expect(field.placeholderRect(forBounds: bounds) == field.textRect(forBounds: bounds))
    }
  }
}

@MainActor @Suite struct ViewTransitionTests {
  @Test func theChangesAreMadeAtOnceAndTheCompletionWaitsForTheDuration() {
    Runtime.withNew { runtime in
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      showInWindow(view, runtime)
      var finished: [Bool] = []
      UIView.transition(
        with: view, duration: 0.5, options: .transitionCrossDissolve,
        animations: { view.alpha = 0.5 }, completion: { finished.append($0) })
      #expect(view.alpha == 0.5)
      #expect(view.layer.animationKeys() == nil || view.layer.animationKeys()?.isEmpty == true)
      runtime.advance(by: 0.25)
      #expect(finished.isEmpty)
      runtime.advance(by: 0.3)
      #expect(finished == [true])
    }
  }

  @Test func transitionFromToReplacesTheViewOrHidesIt() {
    Runtime.withNew { runtime in
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let old = UIView()
      let new = UIView()
      container.addSubview(old)
      showInWindow(container, runtime)
      UIView.transition(from: old, to: new, duration: 0.2)
      #expect(container.subviews.count == 1 && container.subviews.first === new)
      let other = UIView()
      container.addSubview(other)
      UIView.transition(
        from: new, to: other, duration: 0, options: .showHideTransitionViews)
      #expect(new.isHidden && !other.isHidden && new.superview === container)
    }
  }
}
