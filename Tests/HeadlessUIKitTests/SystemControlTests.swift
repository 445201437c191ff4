import Foundation
import Testing

@testable import HeadlessUIKit

/// Counts `.valueChanged` and `.touchUpInside`, in order.
@MainActor
private func eventLog(_ control: UIControl) -> () -> [String] {
  var log: [String] = []
  control.addAction(UIAction { _ in log.append("value") }, for: .valueChanged)
  control.addAction(UIAction { _ in log.append("up") }, for: .touchUpInside)
  return { log }
}

/// A picker delegate that logs the pick.
private final class PickerLog: UIImagePickerControllerDelegate, UINavigationControllerDelegate {
  var picked: [UIImagePickerController.InfoKey: Any]?
  func imagePickerController(
    _ picker: UIImagePickerController,
    didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
  ) {
    picked = info
    picker.dismiss(animated: true)
  }
}

@MainActor @Suite struct SystemControlTests {
  @Test func theSliderClampsAndFollowsTheDrag() throws {
    try Runtime.withNew { runtime in
      let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
      slider.value = 3
      #expect(slider.value == 1)
      slider.minimumValue = 10
      #expect(slider.value == 10 && slider.maximumValue == 10)
      slider.maximumValue = 20
      let log = eventLog(slider)
      let window = showInWindow(slider, runtime)
      runtime.perform(
        try .drag(
          from: CGPoint(x: 50, y: 15), to: CGPoint(x: 150, y: 15), duration: 0.1,
          samplesPerSecond: 40), on: window)
      #expect(slider.value == 17.5)
      #expect(log().filter { $0 == "value" }.count >= 2)
      slider.isContinuous = false
      let before = log().count
      runtime.perform(
        try .drag(
          from: CGPoint(x: 150, y: 15), to: CGPoint(x: 20, y: 15), duration: 0.1,
          samplesPerSecond: 40), on: window)
      #expect(slider.value == 11)
      #expect(Array(log()[before...]).filter { $0 == "value" } == ["value"])
    }
  }

  @Test func aTapSelectsTheSegmentUnderTheFinger() throws {
    try Runtime.withNew { runtime in
      let control = UISegmentedControl(items: ["One", "Two", "Three"])
      control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
      #expect(control.numberOfSegments == 3 && control.selectedSegmentIndex == -1)
      control.selectedSegmentIndex = 0
      let log = eventLog(control)
      let window = showInWindow(control, runtime)
      runtime.perform(try .tap(at: CGPoint(x: 250, y: 16)), on: window)
      #expect(control.selectedSegmentIndex == 2)
      #expect(log() == ["up", "value"])
      runtime.perform(try .tap(at: CGPoint(x: 250, y: 16)), on: window)
      #expect(log() == ["up", "value", "up"])
      control.setEnabled(false, forSegmentAt: 1)
      runtime.perform(try .tap(at: CGPoint(x: 150, y: 16)), on: window)
      #expect(control.selectedSegmentIndex == 2)
      control.removeSegment(at: 2, animated: false)
      #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
      control.insertSegment(withTitle: "Zero", at: 0, animated: false)
      #expect(control.titleForSegment(at: 0) == "Zero" && control.titleForSegment(at: 1) == "One")
    }
  }

  @Test func thePageControlStepsTowardsTheTappedHalf() throws {
    try Runtime.withNew { runtime in
      let pages = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
      pages.numberOfPages = 3
      pages.currentPage = 7
      #expect(pages.currentPage == 2)
      pages.currentPage = 0
      let log = eventLog(pages)
      let window = showInWindow(pages, runtime)
      runtime.perform(try .tap(at: CGPoint(x: 180, y: 13)), on: window)
      #expect(pages.currentPage == 1)
      runtime.perform(try .tap(at: CGPoint(x: 20, y: 13)), on: window)
      runtime.perform(try .tap(at: CGPoint(x: 20, y: 13)), on: window)
      #expect(pages.currentPage == 0)
      #expect(log().filter { $0 == "value" }.count == 2)
      #expect(pages.size(forNumberOfPages: 3).width == 78)
    }
  }

  @Test func theActivityIndicatorHidesWhileStopped() {
    Runtime.withNew { _ in
      let spinner = UIActivityIndicatorView(style: .large)
      #expect(spinner.frame.size == CGSize(width: 37, height: 37))
      #expect(spinner.isHidden && !spinner.isAnimating)
      spinner.startAnimating()
      #expect(!spinner.isHidden && spinner.isAnimating)
      spinner.stopAnimating()
      #expect(spinner.isHidden)
      spinner.hidesWhenStopped = false
      #expect(!spinner.isHidden)
    }
  }

  @Test func theImagePickerHasNoCameraAndPlaysThePick() {
    Runtime.withNew { runtime in
      #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
      #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
      let root = UIViewController()
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      window.rootViewController = root
      window.makeKeyAndVisible()
      runtime.runTurn()
      let picker = UIImagePickerController()
      picker.sourceType = .camera
      #expect(picker.sourceType == .photoLibrary)
      #expect(diagnostics(runtime).contains { $0.contains("not available") })
      let delegate = PickerLog()
      picker.delegate = delegate
      root.present(picker, animated: true)
      let image = UIImage(size: CGSize(width: 4, height: 4))
      picker.headlessFinishPicking(with: [.originalImage: image])
      #expect(delegate.picked?[.originalImage] as? UIImage === image)
      #expect(delegate.picked?[.mediaType] as? String == "public.image")
      #expect(root.presentedViewController == nil)
      // Without a delegate the picker dismisses itself on cancel.
      let plain = UIImagePickerController()
      root.present(plain, animated: false)
      plain.headlessCancel()
      #expect(root.presentedViewController == nil)
    }
  }
}

/// A label that can become first responder and copies its text.
private final class CopyLabel: UILabel {
  override var canBecomeFirstResponder: Bool { true }
  override func copy(_ sender: Any?) { UIPasteboard.general.string = text }
}

@MainActor @Suite struct ResponderAndServiceTests {
  @Test func feedbackIsRecordedAndThePasteboardIsPerRuntime() {
    Runtime.withNew { runtime in
      let impact = UIImpactFeedbackGenerator(style: .heavy)
      impact.prepare()
      impact.impactOccurred()
      impact.impactOccurred(intensity: 3)
      let notification = UINotificationFeedbackGenerator()
      notification.notificationOccurred(.success)
      #expect(impact.headlessEvents == ["prepare", "impact heavy", "impact heavy intensity 1.0"])
      #expect(notification.headlessEvents == ["notification success"])
      #expect(
        runtime.trace.events(.input).map(\.message).contains {
          $0.contains("UINotificationFeedbackGenerator notification success")
        })
      let board = UIPasteboard.general
      #expect(board === UIPasteboard.general && !board.hasStrings)
      board.string = "copied"
      #expect(board.string == "copied" && board.changeCount == 1 && board.hasStrings)
      board.image = UIImage(size: CGSize(width: 1, height: 1))
      #expect(board.string == nil && board.hasImages && board.changeCount == 2)
    }
    Runtime.withNew { _ in
      #expect(UIPasteboard.general.string == nil)
      #expect(UIPasteboard.general.changeCount == 0)
    }
  }

  @Test func oneFirstResponderAtATimeAndTheChainGoesUp() {
    Runtime.withNew { runtime in
      let controller = UIViewController()
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      window.rootViewController = controller
      window.makeKeyAndVisible()
      let label = CopyLabel()
      let field = UITextField()
      controller.view.addSubview(label)
      controller.view.addSubview(field)
      #expect(!UIView().becomeFirstResponder())
      #expect(label.becomeFirstResponder() && label.isFirstResponder)
      #expect(field.becomeFirstResponder())
      #expect(!label.isFirstResponder && field.isFirstResponder && field.isEditing)
      // The nil-targeted action goes to the first responder.
      #expect(
        UIApplication.shared.sendAction(
          Selector("resignFirstResponder"), to: nil, from: nil, for: nil))
      #expect(!field.isFirstResponder && !field.isEditing)
      #expect(label.next === controller.view)
      #expect(controller.view.next === controller)
      #expect(controller.next === window)
      #expect(window.next === UIApplication.shared)
      label.text = "abc"
      label.copy(nil)
      #expect(UIPasteboard.general.string == "abc")
      #expect(UIApplication.shared.applicationState == .active)
      #expect(UIApplication.shared.windows.contains { $0 === window })
      var opened: [Bool] = []
      UIApplication.shared.open(URL(string: "https://example.com")!) { opened.append($0) }
      runtime.runTurn()
      #expect(opened == [false])
      #expect(
        UIApplication.shared.headlessOpenedURLs.map(\.absoluteString) == ["https://example.com"])
    }
  }

  @Test func theEditMenuKeepsItsTargetAndVisibility() {
    Runtime.withNew { _ in
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      let menu = UIMenuController.shared
      #expect(!menu.isMenuVisible)
      menu.showMenu(from: view, rect: view.bounds)
      #expect(menu.isMenuVisible && menu.targetView === view && menu.targetRect == view.bounds)
      menu.hideMenu(from: UIView())
      #expect(menu.isMenuVisible)
      menu.hideMenu()
      #expect(!menu.isMenuVisible)
    }
  }
}

extension ResponderAndServiceTests {
  @Test func respondersCompareByIdentity() {
    Runtime.withNew { _ in
      let first = UIViewController()
      let second = UIViewController()
      #expect(first == first && first != second)
      let views: Set<UIView> = [UIView(), UIView()]
      #expect(views.count == 2)
    }
  }

  @Test func theShareSheetCompletesAfterItsDismissal() {
    Runtime.withNew { runtime in
      let root = UIViewController()
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      window.rootViewController = root
      window.makeKeyAndVisible()
      runtime.runTurn()
      let sheet = UIActivityViewController(activityItems: ["text"], applicationActivities: nil)
      sheet.excludedActivityTypes = [.airDrop]
      var results: [String] = []
      sheet.completionWithItemsHandler = { type, completed, _, _ in
        results.append(
          "\(type?.rawValue ?? "nil") \(completed) \(root.presentedViewController == nil)")
      }
      root.present(sheet, animated: true)
      #expect(sheet.popoverPresentationController != nil)
      #expect(!sheet.headlessComplete(activityType: .airDrop, completed: true))
      #expect(sheet.headlessComplete(activityType: .copyToPasteboard, completed: true))
      #expect(results == ["com.apple.UIKit.activity.CopyToPasteboard true true"])
    }
  }
}

/// A two-wheel picker source logging the user's choices.
private final class Wheels: UIPickerViewDataSource, UIPickerViewDelegate {
  var chosen: [String] = []
  func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
    component == 0 ? 3 : 0
  }
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  { "row \(row)" }
  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
    chosen.append("\(component):\(row)")
  }
}

extension SystemControlTests {
  @Test func thePickerSelectsWithinItsRowsAndOnlyTheSpinTellsTheDelegate() {
    Runtime.withNew { _ in
      let picker = UIPickerView()
      #expect(picker.numberOfComponents == 0)
      let wheels = Wheels()
      picker.dataSource = wheels
      picker.delegate = wheels
      #expect(picker.numberOfComponents == 2 && picker.numberOfRows(inComponent: 0) == 3)
      #expect(picker.selectedRow(inComponent: 0) == 0 && picker.selectedRow(inComponent: 1) == -1)
      picker.selectRow(9, inComponent: 0, animated: false)
      #expect(picker.selectedRow(inComponent: 0) == 2 && wheels.chosen.isEmpty)
      #expect(picker.headlessSpin(toRow: 1, inComponent: 0))
      #expect(!picker.headlessSpin(toRow: 0, inComponent: 1))
      #expect(wheels.chosen == ["0:1"])
      #expect(picker.headlessTitle(forRow: 1, inComponent: 0) == "row 1")
    }
  }

  @Test func theDatePickerClampsAndOnlyTheChoiceSendsValueChanged() {
    Runtime.withNew { _ in
      let picker = UIDatePicker()
      #expect(picker.date == Date(timeIntervalSinceReferenceDate: 0))
      var changes = 0
      picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
      picker.minimumDate = Date(timeIntervalSinceReferenceDate: 100)
      #expect(picker.date == Date(timeIntervalSinceReferenceDate: 100))
      picker.maximumDate = Date(timeIntervalSinceReferenceDate: 200)
      picker.date = Date(timeIntervalSinceReferenceDate: 500)
      #expect(picker.date == Date(timeIntervalSinceReferenceDate: 200) && changes == 0)
      picker.headlessChoose(Date(timeIntervalSinceReferenceDate: 150))
      picker.headlessChoose(Date(timeIntervalSinceReferenceDate: 150))
      #expect(picker.date == Date(timeIntervalSinceReferenceDate: 150) && changes == 1)
      picker.datePickerMode = .date
      #expect(picker.datePickerMode == .date)
    }
  }
}
