// Constraints a multiple of the system spacing apart (UIKit's iOS 11 anchor methods;
// Docs/Semantics/UIKit.md §110).

import Foundation

extension NSLayoutAnchor {
  /// The system spacing between two sibling views: the visual format language's standard
  /// spacing between views, 8 points (§105, §110).
  static var systemSpacing: CGFloat { 8 }
}

extension NSLayoutXAxisAnchor {
  /// This anchor trails `anchor` by exactly `multiplier` times the system spacing (iOS 11).
  public func constraint(
    equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.equal, anchor, constant: Self.systemSpacing * multiplier)
  }
  /// This anchor trails `anchor` by at least `multiplier` times the system spacing (iOS 11).
  public func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: Self.systemSpacing * multiplier)
  }
  /// This anchor trails `anchor` by at most `multiplier` times the system spacing (iOS 11).
  public func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: Self.systemSpacing * multiplier)
  }

  /// The iOS 11 SDK's Swift 4 name of ``constraint(equalToSystemSpacingAfter:multiplier:)``.
  @available(swift, obsoleted: 4.2, renamed: "constraint(equalToSystemSpacingAfter:multiplier:)")
  public func constraintEqualToSystemSpacingAfter(
    _ anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(equalToSystemSpacingAfter: anchor, multiplier: multiplier)
  }
  /// The Swift 4 name of ``constraint(greaterThanOrEqualToSystemSpacingAfter:multiplier:)``.
  @available(
    swift, obsoleted: 4.2,
    renamed: "constraint(greaterThanOrEqualToSystemSpacingAfter:multiplier:)"
  )
  public func constraintGreaterThanOrEqualToSystemSpacingAfter(
    _ anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(greaterThanOrEqualToSystemSpacingAfter: anchor, multiplier: multiplier)
  }
  /// The Swift 4 name of ``constraint(lessThanOrEqualToSystemSpacingAfter:multiplier:)``.
  @available(
    swift, obsoleted: 4.2, renamed: "constraint(lessThanOrEqualToSystemSpacingAfter:multiplier:)"
  )
  public func constraintLessThanOrEqualToSystemSpacingAfter(
    _ anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(lessThanOrEqualToSystemSpacingAfter: anchor, multiplier: multiplier)
  }
}

extension NSLayoutYAxisAnchor {
  /// This anchor is exactly `multiplier` times the system spacing below `anchor` (iOS 11).
  public func constraint(
    equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.equal, anchor, constant: Self.systemSpacing * multiplier)
  }
  /// This anchor is at least `multiplier` times the system spacing below `anchor` (iOS 11).
  public func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: Self.systemSpacing * multiplier)
  }
  /// This anchor is at most `multiplier` times the system spacing below `anchor` (iOS 11).
  public func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: Self.systemSpacing * multiplier)
  }

  /// The iOS 11 SDK's Swift 4 name of ``constraint(equalToSystemSpacingBelow:multiplier:)``.
  @available(swift, obsoleted: 4.2, renamed: "constraint(equalToSystemSpacingBelow:multiplier:)")
  public func constraintEqualToSystemSpacingBelow(
    _ anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(equalToSystemSpacingBelow: anchor, multiplier: multiplier)
  }
  /// The Swift 4 name of ``constraint(greaterThanOrEqualToSystemSpacingBelow:multiplier:)``.
  @available(
    swift, obsoleted: 4.2,
    renamed: "constraint(greaterThanOrEqualToSystemSpacingBelow:multiplier:)"
  )
  public func constraintGreaterThanOrEqualToSystemSpacingBelow(
    _ anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(greaterThanOrEqualToSystemSpacingBelow: anchor, multiplier: multiplier)
  }
  /// The Swift 4 name of ``constraint(lessThanOrEqualToSystemSpacingBelow:multiplier:)``.
  @available(
    swift, obsoleted: 4.2, renamed: "constraint(lessThanOrEqualToSystemSpacingBelow:multiplier:)"
  )
  public func constraintLessThanOrEqualToSystemSpacingBelow(
    _ anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(lessThanOrEqualToSystemSpacingBelow: anchor, multiplier: multiplier)
  }
}
