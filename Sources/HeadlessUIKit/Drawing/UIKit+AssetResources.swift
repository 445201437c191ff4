import Foundation

// UIKit's initializers from asset references by value (iOS 17; Docs/Semantics/UIKit.md §92).

extension UIColor {
  /// The colour asset `resource` names: as ``init(named:in:compatibleWith:)`` with its name
  /// and bundle, which must find it (the asset is part of the app's build), so a missing one
  /// stops the program. ScreenLab has no asset catalog: the colour exists only when the
  /// runtime's asset stand-ins are on, mid grey (§59).
  @available(iOS 17.0, *)
  public convenience init(resource: ColorResource) {
    guard let color = UIColor(named: resource.name, in: resource.bundle, compatibleWith: nil)
    else {
      preconditionFailure("UIColor(resource:): no colour asset named '\(resource.name)'")
    }
    self.init(framework: color.cgColor)
  }
}

extension UIImage {
  /// The image asset `resource` names: as ``init(named:in:compatibleWith:)`` with its name and
  /// bundle, which must find it, so a missing one stops the program. ScreenLab has no asset
  /// catalog: the image exists only when the runtime's asset stand-ins are on, a 20 × 20
  /// stand-in (§59).
  @available(iOS 17.0, *)
  public convenience init(resource: ImageResource) {
    guard UIImage(named: resource.name, in: resource.bundle, compatibleWith: nil) != nil else {
      preconditionFailure("UIImage(resource:): no image asset named '\(resource.name)'")
    }
    self.init(imageLiteralResourceName: resource.name)
  }
}
