// Core Animation's string constants under their C names (`kCAFillModeForwards`, …), which
// Apple's SDK still declares, obsoleted in Swift 4.2 and renamed to the members of their typed
// names (`CAMediaTimingFillMode.forwards`): code that uses one fails to compile, as on Apple's
// SDK, with Apple's message, "'kCAFillModeForwards' has been renamed to
// 'CAMediaTimingFillMode.forwards'" (Docs/Semantics/CoreAnimation.md (o)).

// MARK: - CALayerContentsGravity

@available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.center")
public let kCAGravityCenter = CALayerContentsGravity.center

@available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.top")
public let kCAGravityTop = CALayerContentsGravity.top

@available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.bottom")
public let kCAGravityBottom = CALayerContentsGravity.bottom

@available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.left")
public let kCAGravityLeft = CALayerContentsGravity.left

@available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.right")
public let kCAGravityRight = CALayerContentsGravity.right

@available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.topLeft")
public let kCAGravityTopLeft = CALayerContentsGravity.topLeft

@available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.topRight")
public let kCAGravityTopRight = CALayerContentsGravity.topRight

@available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.bottomLeft")
public let kCAGravityBottomLeft = CALayerContentsGravity.bottomLeft

@available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.bottomRight")
public let kCAGravityBottomRight = CALayerContentsGravity.bottomRight

@available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.resize")
public let kCAGravityResize = CALayerContentsGravity.resize

@available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.resizeAspect")
public let kCAGravityResizeAspect = CALayerContentsGravity.resizeAspect

@available(swift, obsoleted: 4.2, renamed: "CALayerContentsGravity.resizeAspectFill")
public let kCAGravityResizeAspectFill = CALayerContentsGravity.resizeAspectFill

// MARK: - CAShapeLayerLineCap

@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerLineCap.butt")
public let kCALineCapButt = CAShapeLayerLineCap.butt

@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerLineCap.round")
public let kCALineCapRound = CAShapeLayerLineCap.round

@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerLineCap.square")
public let kCALineCapSquare = CAShapeLayerLineCap.square

// MARK: - CAShapeLayerLineJoin

@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerLineJoin.miter")
public let kCALineJoinMiter = CAShapeLayerLineJoin.miter

@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerLineJoin.round")
public let kCALineJoinRound = CAShapeLayerLineJoin.round

@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerLineJoin.bevel")
public let kCALineJoinBevel = CAShapeLayerLineJoin.bevel

// MARK: - CAShapeLayerFillRule

@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerFillRule.nonZero")
public let kCAFillRuleNonZero = CAShapeLayerFillRule.nonZero

@available(swift, obsoleted: 4.2, renamed: "CAShapeLayerFillRule.evenOdd")
public let kCAFillRuleEvenOdd = CAShapeLayerFillRule.evenOdd

// MARK: - CAGradientLayerType

@available(swift, obsoleted: 4.2, renamed: "CAGradientLayerType.axial")
public let kCAGradientLayerAxial = CAGradientLayerType.axial

@available(swift, obsoleted: 4.2, renamed: "CAGradientLayerType.radial")
public let kCAGradientLayerRadial = CAGradientLayerType.radial

@available(swift, obsoleted: 4.2, renamed: "CAGradientLayerType.conic")
public let kCAGradientLayerConic = CAGradientLayerType.conic

// MARK: - CATextLayerAlignmentMode

@available(swift, obsoleted: 4.2, renamed: "CATextLayerAlignmentMode.natural")
public let kCAAlignmentNatural = CATextLayerAlignmentMode.natural

@available(swift, obsoleted: 4.2, renamed: "CATextLayerAlignmentMode.left")
public let kCAAlignmentLeft = CATextLayerAlignmentMode.left

@available(swift, obsoleted: 4.2, renamed: "CATextLayerAlignmentMode.right")
public let kCAAlignmentRight = CATextLayerAlignmentMode.right

@available(swift, obsoleted: 4.2, renamed: "CATextLayerAlignmentMode.center")
public let kCAAlignmentCenter = CATextLayerAlignmentMode.center

@available(swift, obsoleted: 4.2, renamed: "CATextLayerAlignmentMode.justified")
public let kCAAlignmentJustified = CATextLayerAlignmentMode.justified

// MARK: - CATextLayerTruncationMode

@available(swift, obsoleted: 4.2, renamed: "CATextLayerTruncationMode.none")
public let kCATruncationNone = CATextLayerTruncationMode.none

@available(swift, obsoleted: 4.2, renamed: "CATextLayerTruncationMode.start")
public let kCATruncationStart = CATextLayerTruncationMode.start

@available(swift, obsoleted: 4.2, renamed: "CATextLayerTruncationMode.end")
public let kCATruncationEnd = CATextLayerTruncationMode.end

@available(swift, obsoleted: 4.2, renamed: "CATextLayerTruncationMode.middle")
public let kCATruncationMiddle = CATextLayerTruncationMode.middle

// MARK: - CAAnimationCalculationMode

@available(swift, obsoleted: 4.2, renamed: "CAAnimationCalculationMode.linear")
public let kCAAnimationLinear = CAAnimationCalculationMode.linear

@available(swift, obsoleted: 4.2, renamed: "CAAnimationCalculationMode.discrete")
public let kCAAnimationDiscrete = CAAnimationCalculationMode.discrete

@available(swift, obsoleted: 4.2, renamed: "CAAnimationCalculationMode.paced")
public let kCAAnimationPaced = CAAnimationCalculationMode.paced

@available(swift, obsoleted: 4.2, renamed: "CAAnimationCalculationMode.cubic")
public let kCAAnimationCubic = CAAnimationCalculationMode.cubic

@available(swift, obsoleted: 4.2, renamed: "CAAnimationCalculationMode.cubicPaced")
public let kCAAnimationCubicPaced = CAAnimationCalculationMode.cubicPaced

// MARK: - CAAnimationRotationMode

@available(swift, obsoleted: 4.2, renamed: "CAAnimationRotationMode.rotateAuto")
public let kCAAnimationRotateAuto = CAAnimationRotationMode.rotateAuto

@available(swift, obsoleted: 4.2, renamed: "CAAnimationRotationMode.rotateAutoReverse")
public let kCAAnimationRotateAutoReverse = CAAnimationRotationMode.rotateAutoReverse

// MARK: - CAMediaTimingFunctionName

@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.linear")
public let kCAMediaTimingFunctionLinear = CAMediaTimingFunctionName.linear

@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.easeIn")
public let kCAMediaTimingFunctionEaseIn = CAMediaTimingFunctionName.easeIn

@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.easeOut")
public let kCAMediaTimingFunctionEaseOut = CAMediaTimingFunctionName.easeOut

@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.easeInEaseOut")
public let kCAMediaTimingFunctionEaseInEaseOut = CAMediaTimingFunctionName.easeInEaseOut

@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.default")
public let kCAMediaTimingFunctionDefault = CAMediaTimingFunctionName.`default`

// MARK: - CAMediaTimingFillMode

@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFillMode.removed")
public let kCAFillModeRemoved = CAMediaTimingFillMode.removed

@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFillMode.forwards")
public let kCAFillModeForwards = CAMediaTimingFillMode.forwards

@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFillMode.backwards")
public let kCAFillModeBackwards = CAMediaTimingFillMode.backwards

@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFillMode.both")
public let kCAFillModeBoth = CAMediaTimingFillMode.both

// MARK: - CATransitionType

@available(swift, obsoleted: 4.2, renamed: "CATransitionType.fade")
public let kCATransitionFade = CATransitionType.fade

@available(swift, obsoleted: 4.2, renamed: "CATransitionType.moveIn")
public let kCATransitionMoveIn = CATransitionType.moveIn

@available(swift, obsoleted: 4.2, renamed: "CATransitionType.push")
public let kCATransitionPush = CATransitionType.push

@available(swift, obsoleted: 4.2, renamed: "CATransitionType.reveal")
public let kCATransitionReveal = CATransitionType.reveal

// MARK: - CATransitionSubtype

@available(swift, obsoleted: 4.2, renamed: "CATransitionSubtype.fromRight")
public let kCATransitionFromRight = CATransitionSubtype.fromRight

@available(swift, obsoleted: 4.2, renamed: "CATransitionSubtype.fromLeft")
public let kCATransitionFromLeft = CATransitionSubtype.fromLeft

@available(swift, obsoleted: 4.2, renamed: "CATransitionSubtype.fromTop")
public let kCATransitionFromTop = CATransitionSubtype.fromTop

@available(swift, obsoleted: 4.2, renamed: "CATransitionSubtype.fromBottom")
public let kCATransitionFromBottom = CATransitionSubtype.fromBottom

// MARK: - CAEmitterLayerEmitterShape

@available(swift, obsoleted: 4.2, renamed: "CAEmitterLayerEmitterShape.point")
public let kCAEmitterLayerPoint = CAEmitterLayerEmitterShape.point

@available(swift, obsoleted: 4.2, renamed: "CAEmitterLayerEmitterShape.line")
public let kCAEmitterLayerLine = CAEmitterLayerEmitterShape.line

@available(swift, obsoleted: 4.2, renamed: "CAEmitterLayerEmitterShape.rectangle")
public let kCAEmitterLayerRectangle = CAEmitterLayerEmitterShape.rectangle

@available(swift, obsoleted: 4.2, renamed: "CAEmitterLayerEmitterShape.cuboid")
public let kCAEmitterLayerCuboid = CAEmitterLayerEmitterShape.cuboid

@available(swift, obsoleted: 4.2, renamed: "CAEmitterLayerEmitterShape.circle")
public let kCAEmitterLayerCircle = CAEmitterLayerEmitterShape.circle

@available(swift, obsoleted: 4.2, renamed: "CAEmitterLayerEmitterShape.sphere")
public let kCAEmitterLayerSphere = CAEmitterLayerEmitterShape.sphere

// MARK: - CAEmitterLayerEmitterMode

@available(swift, obsoleted: 4.2, renamed: "CAEmitterLayerEmitterMode.points")
public let kCAEmitterLayerPoints = CAEmitterLayerEmitterMode.points

@available(swift, obsoleted: 4.2, renamed: "CAEmitterLayerEmitterMode.outline")
public let kCAEmitterLayerOutline = CAEmitterLayerEmitterMode.outline

@available(swift, obsoleted: 4.2, renamed: "CAEmitterLayerEmitterMode.surface")
public let kCAEmitterLayerSurface = CAEmitterLayerEmitterMode.surface

@available(swift, obsoleted: 4.2, renamed: "CAEmitterLayerEmitterMode.volume")
public let kCAEmitterLayerVolume = CAEmitterLayerEmitterMode.volume

// MARK: - CAEmitterLayerRenderMode

@available(swift, obsoleted: 4.2, renamed: "CAEmitterLayerRenderMode.unordered")
public let kCAEmitterLayerUnordered = CAEmitterLayerRenderMode.unordered

@available(swift, obsoleted: 4.2, renamed: "CAEmitterLayerRenderMode.oldestFirst")
public let kCAEmitterLayerOldestFirst = CAEmitterLayerRenderMode.oldestFirst

@available(swift, obsoleted: 4.2, renamed: "CAEmitterLayerRenderMode.oldestLast")
public let kCAEmitterLayerOldestLast = CAEmitterLayerRenderMode.oldestLast

@available(swift, obsoleted: 4.2, renamed: "CAEmitterLayerRenderMode.backToFront")
public let kCAEmitterLayerBackToFront = CAEmitterLayerRenderMode.backToFront

@available(swift, obsoleted: 4.2, renamed: "CAEmitterLayerRenderMode.additive")
public let kCAEmitterLayerAdditive = CAEmitterLayerRenderMode.additive
