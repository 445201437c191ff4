import Foundation

// `CGFloat` bridges to `NSNumber` with `as`, as it does on Apple's platforms
// (`[dashLength, gap] as [NSNumber]`, `value as NSNumber`, `number as? CGFloat`): Apple's
// CoreGraphics overlay declares the bridge; swift-corelibs-foundation bridges `Double`,
// `Float` and the integers but not `CGFloat`. The number holds the value as a `Double`, as
// `NSNumber(value: Double(cgFloat))` does (Docs/Semantics/CoreAnimation.md, "Numbers in
// layer properties").
// swift-format-ignore: AvoidRetroactiveConformances
extension CGFloat: @retroactive _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSNumber {
    NSNumber(value: Double(self))
  }

  public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) {
    result = CGFloat(source.doubleValue)
  }

  public static func _conditionallyBridgeFromObjectiveC(
    _ source: NSNumber, result: inout CGFloat?
  ) -> Bool {
    result = CGFloat(source.doubleValue)
    return true
  }

  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> CGFloat {
    CGFloat(source?.doubleValue ?? 0)
  }
}
