import UIKit

/// A photo editing screen in the style of iOS 15–17 sample apps: a photo card that the user
/// pinches, rotates and swipes away, a filters sheet with detents, a menu button, a themed
/// palette built from dynamic colours, springs-and-struts toolbars, saving to the photo
/// album and the hardware-key and shake hooks.
final class PhotoEditorController: UIViewController, UIAdaptivePresentationControllerDelegate {
  private let canvas = UIView()
  private let photoView = UIImageView()
  private let toolbar = UIView()
  private let optionsButton = UIButton(type: .system)
  private var photoScale: CGFloat = 1
  private var photoRotation: CGFloat = 0
  private var hasUnsavedChanges = false

  private static let accent = UIColor { traits in
    traits.userInterfaceStyle == .dark
      ? UIColor(red: 0.98, green: 0.62, blue: 0.26, alpha: 1)
      : UIColor(red: 0.85, green: 0.38, blue: 0.05, alpha: 1)
  }

  override var prefersStatusBarHidden: Bool { true }
  override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .slide }
  override var canBecomeFirstResponder: Bool { true }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    overrideUserInterfaceStyle = .dark

    canvas.frame = view.bounds.insetBy(dx: 16, dy: 80)
    canvas.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    canvas.backgroundColor = Self.accent.resolvedColor(with: traitCollection)
    view.addSubview(canvas)

    photoView.frame = canvas.bounds.insetBy(dx: 24, dy: 24)
    photoView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    photoView.image = makePlaceholder(size: CGSize(width: 300, height: 200))
    photoView.isUserInteractionEnabled = true
    photoView.isAccessibilityElement = true
    photoView.accessibilityLabel = "Photo"
    photoView.accessibilityTraits = [.image, .allowsDirectInteraction]
    canvas.addSubview(photoView)

    toolbar.frame = CGRect(x: 0, y: view.bounds.height - 64, width: view.bounds.width, height: 64)
    toolbar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    toolbar.backgroundColor = UIColor.secondarySystemBackground
    view.addSubview(toolbar)

    configureOptionsButton()
    addGestures()
    additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 64, right: 0)
  }

  private func makePlaceholder(size: CGSize) -> UIImage {
    let format = UIGraphicsImageRendererFormat.default()
    format.opaque = true
    let renderer = UIGraphicsImageRenderer(size: size, format: format)
    let image = renderer.image { context in
      UIColor.systemGray5.setFill()
      context.fill(CGRect(origin: .zero, size: size))
    }
    return image.resizableImage(
      withCapInsets: UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12), resizingMode: .stretch)
  }

  private func configureOptionsButton() {
    optionsButton.setTitle("Options", for: .normal)
    optionsButton.frame = CGRect(x: 16, y: 10, width: 120, height: 44)
    optionsButton.autoresizingMask = [.flexibleRightMargin]
    let recent = UIDeferredMenuElement.uncached { completion in
      completion([UIAction(title: "Last filter") { [weak self] _ in self?.applyFilter("Last") }])
    }
    optionsButton.menu = UIMenu(
      title: "Edit",
      children: [
        UIAction(title: "Filters", image: UIImage(systemName: "camera.filters")) {
          [weak self] _ in
          self?.showFilters()
        },
        UIAction(title: "Save", image: UIImage(systemName: "square.and.arrow.down")) {
          [weak self] _ in
          self?.save()
        },
        UIMenu(options: .displayInline, children: [recent]),
        UIAction(title: "Discard", attributes: .destructive) { [weak self] _ in
          self?.hasUnsavedChanges = false
        },
      ])
    optionsButton.showsMenuAsPrimaryAction = true
    toolbar.addSubview(optionsButton)
  }

  private func addGestures() {
    let pinch = UIPinchGestureRecognizer(target: self, action: PhotoEditorController.handlePinch)
    let rotation = UIRotationGestureRecognizer(
      target: self, action: PhotoEditorController.handleRotation)
    let swipe = UISwipeGestureRecognizer(target: self, action: PhotoEditorController.handleSwipe)
    swipe.direction = [.left, .right]
    let edge = UIScreenEdgePanGestureRecognizer(
      target: self, action: PhotoEditorController.handleEdgePan)
    edge.edges = .left
    photoView.addGestureRecognizer(pinch)
    photoView.addGestureRecognizer(rotation)
    photoView.addGestureRecognizer(swipe)
    view.addGestureRecognizer(edge)
  }

  private func handlePinch(_ recognizer: UIGestureRecognizer) {
    guard let pinch = recognizer as? UIPinchGestureRecognizer else { return }
    photoScale *= pinch.scale
    pinch.scale = 1
    updateTransform()
  }

  private func handleRotation(_ recognizer: UIGestureRecognizer) {
    guard let rotation = recognizer as? UIRotationGestureRecognizer else { return }
    photoRotation += rotation.rotation
    rotation.rotation = 0
    updateTransform()
  }

  private func handleSwipe(_ recognizer: UIGestureRecognizer) {
    resetPhoto()
  }

  private func handleEdgePan(_ recognizer: UIGestureRecognizer) {
    if recognizer.state == .ended { dismiss(animated: true) }
  }

  private func updateTransform() {
    hasUnsavedChanges = true
    photoView.transform = CGAffineTransform(rotationAngle: photoRotation)
      .scaledBy(x: photoScale, y: photoScale)
  }

  private func resetPhoto() {
    photoScale = 1
    photoRotation = 0
    UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.25) {
      self.photoView.transform = .identity
    }
  }

  private func applyFilter(_ name: String) {
    hasUnsavedChanges = true
    photoView.accessibilityValue = name
  }

  private func showFilters() {
    let filters = FilterPickerController()
    filters.onPick = { [weak self] name in self?.applyFilter(name) }
    if let sheet = filters.sheetPresentationController {
      sheet.detents = [.medium(), .large()]
      sheet.prefersGrabberVisible = true
      sheet.preferredCornerRadius = 20
      sheet.largestUndimmedDetentIdentifier = .medium
    }
    filters.presentationController?.delegate = self
    filters.isModalInPresentation = hasUnsavedChanges
    present(filters, animated: true)
  }

  private func save() {
    guard let image = photoView.image else { return }
    UIImageWriteToSavedPhotosAlbum(image, nil, nil, nil)
    hasUnsavedChanges = false
    UINotificationFeedbackGenerator().notificationOccurred(.success)
  }

  // MARK: - UIAdaptivePresentationControllerDelegate

  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
  {
    let alert = UIAlertController(
      title: "Unsaved changes", message: nil, preferredStyle: .actionSheet)
    alert.addAction(UIAlertAction(title: "Keep editing", style: .cancel))
    presentationController.presentedViewController.present(alert, animated: true)
  }

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    setNeedsStatusBarAppearanceUpdate()
  }

  // MARK: - Hardware keys and motion

  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    if presses.contains(where: { $0.type == .select }) {
      showFilters()
    } else {
      super.pressesBegan(presses, with: event)
    }
  }

  override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    if motion == .motionShake { resetPhoto() }
  }

  override func viewSafeAreaInsetsDidChange() {
    super.viewSafeAreaInsetsDidChange()
    toolbar.layoutMargins = UIEdgeInsets(
      top: 0, left: view.safeAreaInsets.left, bottom: view.safeAreaInsets.bottom,
      right: view.safeAreaInsets.right)
  }
}

/// The filters sheet: a list of filter names.
final class FilterPickerController: UIViewController {
  var onPick: ((String) -> Void)?
  private let names = ["Mono", "Noir", "Vivid", "Fade"]

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    let stack = UIStackView()
    stack.axis = .vertical
    stack.spacing = 8
    stack.frame = view.bounds.insetBy(dx: 20, dy: 20)
    stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    for name in names {
      let button = UIButton(type: .system)
      button.setTitle(name, for: .normal)
      button.addAction(
        UIAction { [weak self] _ in
          self?.onPick?(name)
          self?.dismiss(animated: true)
        }, for: .touchUpInside)
      stack.addArrangedSubview(button)
    }
    view.addSubview(stack)
  }
}
