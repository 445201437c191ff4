import ScreenLabAnalysis
import Testing

/// SL201, SL202 and SL203: layer animations and the model layer.
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct AnimationRuleTests {
  @Test func animationWithoutModelWriteSnapsBack() {
    assertFindings(
      """
      func fadeIn(_ ring: UIView) {
          let animation = CABasicAnimation(keyPath: "opacity")
          animation.fromValue = 0
          animation.toValue = 1
          animation.duration = 0.4
          1️⃣ring.layer.add(animation, forKey: "fade")
      }
      """,
      [
        FindingSpec(
          "1️⃣", .animationWithoutModelWrite,
          mentions: ["'opacity'", "fadeIn(_:)", "`ring.layer.opacity = <final value>`"])
      ])
  }

  @Test(arguments: [
    ("model written before add", "layer.opacity = 1\n    layer.add(animation, forKey: \"fade\")"),
    ("model written after add", "layer.add(animation, forKey: \"fade\")\n    layer.opacity = 1"),
    (
      "model written with setValue",
      "layer.setValue(1, forKeyPath: \"opacity\")\n    layer.add(animation, forKey: \"fade\")"
    ),
  ])
  func modelWrittenAroundAddIsAccepted(_ name: String, _ lines: String) {
    assertFindings(
      """
      func fade(_ layer: CALayer) {
          let animation = CABasicAnimation(keyPath: "opacity")
          animation.fromValue = 0
          animation.toValue = 1
          \(lines)
      }
      """, [])
  }

  @Test func viewPropertiesWriteTheirLayer() {
    assertFindings(
      """
      func fadeInAndCommit(_ ring: UIView) {
          ring.alpha = 1
          let animation = CABasicAnimation(keyPath: "opacity")
          animation.toValue = 1
          ring.layer.add(animation, forKey: "fade")
      }
      """, [])
  }

  @Test(arguments: [
    "animation.repeatCount = .infinity",
    "animation.repeatCount = Float.infinity",
    "animation.autoreverses = true",
    "animation.isAdditive = true",
  ])
  func loadersAndReversingAnimationsDoNotSnapBack(_ setting: String) {
    assertFindings(
      """
      func spin(_ spinner: CALayer) {
          let animation = CABasicAnimation(keyPath: "transform.rotation.z")
          animation.toValue = CGFloat.pi * 2
          \(setting)
          spinner.add(animation, forKey: "spin")
      }
      """, [])
  }

  @Test func animationFromAStartValueToTheModelDoesNotSnapBack() {
    assertFindings(
      """
      func appear(_ layer: CALayer) {
          let animation = CABasicAnimation(keyPath: "opacity")
          animation.fromValue = 0
          layer.add(animation, forKey: "appear")
      }
      """, [])
  }

  @Test func maskedSnapBackIsSL202() {
    assertFindings(
      """
      func slide(_ layer: CALayer, to point: CGPoint) {
          let animation = CABasicAnimation(keyPath: "position")
          animation.toValue = NSValue(cgPoint: point)
          1️⃣animation.isRemovedOnCompletion = false
          animation.fillMode = .forwards
          layer.add(animation, forKey: "slide")
      }
      """,
      [
        FindingSpec(
          "1️⃣", .snapBackMasked,
          mentions: ["'animation'", "'layer.position' stays at the old value", "model layer"])
      ])
  }

  @Test func maskingWithTheModelWrittenIsAnUnnecessaryNote() {
    // 003-move-layer: the model is written after add, so nothing snaps back; the retained
    // animation still overrides later model writes, so the masking is reported as a note.
    assertFindings(
      """
      func moveLayer(_ layer: CALayer, to point: CGPoint) {
          let anim = CABasicAnimation(keyPath: "position")
          anim.fromValue = NSValue(cgPoint: layer.position)
          anim.toValue = NSValue(cgPoint: point)
          anim.duration = 0.6
          1️⃣anim.isRemovedOnCompletion = false
          anim.fillMode = .forwards
          layer.add(anim, forKey: "move")
          layer.position = point
      }
      """,
      [FindingSpec("1️⃣", .snapBackMasked, severity: .note, mentions: ["unnecessary"])])
  }

  /// An endless animation never completes, so keeping it on completion masks nothing (the
  /// eighth UIKit blind set's reviewer left two endless animations unmarked).
  @Test func keepingAnInfiniteLoaderIsNotReported() {
    assertFindings(
      """
      func pulse(_ layer: CALayer) {
          let animation = CABasicAnimation(keyPath: "opacity")
          animation.toValue = 0.2
          animation.repeatCount = .infinity
          animation.isRemovedOnCompletion = false
          animation.fillMode = .forwards
          layer.add(animation, forKey: "pulse")
      }
      """, [])
  }

  @Test func keepingWithoutForwardsFillIsNotMasking() {
    assertFindings(
      """
      func slide(_ layer: CALayer) {
          let animation = CABasicAnimation(keyPath: "position")
          animation.fromValue = NSValue(cgPoint: .zero)
          animation.isRemovedOnCompletion = false
          layer.add(animation, forKey: "slide")
      }
      """, [])
  }

  @Test func groupsCheckEveryMemberKeyPath() {
    assertFindings(
      """
      func pop(_ layer: CALayer) {
          let scale = CABasicAnimation(keyPath: "transform.scale")
          scale.toValue = 1.2
          let fade = CABasicAnimation(keyPath: "opacity")
          fade.toValue = 0
          let group = CAAnimationGroup()
          group.animations = [scale, fade]
          layer.transform = CATransform3DMakeScale(1.2, 1.2, 1)
          1️⃣layer.add(group, forKey: "pop")
      }
      """, [FindingSpec("1️⃣", .animationWithoutModelWrite, mentions: ["'opacity'"])])
  }

  @Test func writingAPresentationCopyIsReported() {
    assertFindings(
      """
      func freeze(_ layer: CALayer) {
          1️⃣layer.presentation()?.opacity = 0.5
          let shown = layer.presentation()
          2️⃣shown?.position = .zero
          3️⃣layer.presentation()?.setValue(1, forKeyPath: "opacity")
          let current = layer.presentation()?.opacity ?? layer.opacity
          layer.opacity = current
      }
      """,
      [
        FindingSpec("1️⃣", .presentationWrite, mentions: ["'opacity'", "model layer"]),
        FindingSpec("2️⃣", .presentationWrite, mentions: ["'position'"]),
        FindingSpec("3️⃣", .presentationWrite, mentions: ["'opacity'"]),
      ])
  }

  @Test(arguments: [
    (
      "shake", "CAKeyframeAnimation(keyPath: \"transform.translation.x\")",
      "animation.values = [0, -10, 10, -5, 5, 0]"
    ),
    (
      "wiggle", "CAKeyframeAnimation(keyPath: \"position.x\")",
      "animation.values = [20, 10, 30, 20]"
    ),
    ("bounce back", "CASpringAnimation(keyPath: \"transform.scale\")", "animation.toValue = 1"),
    ("spin home", "CABasicAnimation(keyPath: \"transform.rotation.z\")", "animation.toValue = 0"),
  ])
  func animationsThatEndAtTheModelValueDoNotSnapBack(
    _ name: String, _ make: String, _ target: String
  ) {
    assertFindings(
      """
      func play(_ layer: CALayer) {
          let animation = \(make)
          \(target)
          layer.add(animation, forKey: "play")
      }
      """, [])
  }

  @Test func scalingAwayFromIdentityWithoutAModelWriteSnapsBack() {
    assertFindings(
      """
      func grow(_ layer: CALayer) {
          let animation = CABasicAnimation(keyPath: "transform.scale")
          animation.toValue = 1.5
          1️⃣layer.add(animation, forKey: "grow")
      }
      """,
      [
        FindingSpec(
          "1️⃣", .animationWithoutModelWrite, mentions: ["'transform.scale'", "layer.transform"])
      ])
  }
}
