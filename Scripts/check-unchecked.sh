#!/usr/bin/env bash
# Checks the house rule on unchecked storage (Docs/Architecture.md, "Unchecked storage"):
# `@exclusivity(unchecked)`, `unowned(unsafe)` and the `Unsafe…` pointer types and calls appear
# in Runtime, HeadlessQuartzCore and HeadlessUIKit only in the module's storage file, in the
# one property of each class that holds that storage, and in Apple's own pointer signatures.
# Fails (status 1, one line per problem) on any other use, and on an allowed line that no
# longer exists (so the list below stays the list of uses).
#
# Allowed, per module:
# - the storage file, which declares every type held without a check and every helper that
#   touches a pointer: Sources/Runtime/Runtime.swift (`VirtualClock`, and `Runtime` itself),
#   Sources/HeadlessQuartzCore/Storage.swift with Sources/HeadlessQuartzCore/Storage+Pointers.swift
#   (the module's storage file, split by concern: the inline structs, then the pointer helpers
#   and unowned references), Sources/HeadlessUIKit/Storage.swift,
#   Sources/HeadlessSwiftUI/Storage.swift;
# - in each class with such state, its one `@exclusivity(unchecked)` stored property, of a
#   type declared in the storage file (Swift stores a class's properties in the class's own
#   declaration, so this line cannot move): the ALLOWED lines below;
# - `PresentationRenderer.renderFrame`'s loop over the frame's borrowed buffers (and the
#   `CurveTable.value` it calls), which a helper made slower;
# - Apple's pointer signatures, which the frameworks' API fixes: `UIColor.getRed(_:green:blue:alpha:)`,
#   `UIBezierPath.setLineDash(_:count:phase:)`, `CAMediaTimingFunction.getControlPoint(at:values:)`
#   (their reads and writes go through `PointerArguments` in the storage file), and
#   `UIImageWriteToSavedPhotosAlbum(_:_:_:_:)`'s context, handed back and never read, and the
#   associated-object functions' key, an address used as a number; `UIView.beginAnimations`'
#   context, accepted and never read; `NSLayoutManager.characterIndex(for:in:…)`'s fraction,
#   written through `PointerArguments`.
#
# In HeadlessSwiftUI the same holds for `@exclusivity(unchecked)` and `unowned(unsafe)` (its
# storage file is Sources/HeadlessSwiftUI/Storage.swift); its raw-pointer reads of dynamic
# properties and plain values (`DynamicPropertyLayout`, `ValueComparison`) are not covered.
#
# Usage: Scripts/check-unchecked.sh [ROOT]   (ROOT defaults to the repository)
set -euo pipefail
root="${1:-$(cd "$(dirname "$0")/.." && pwd)}"
exec python3 - "$root" <<'PYTHON'
import os
import re
import sys

root = os.path.abspath(sys.argv[1])
MODULES = ["Runtime", "HeadlessQuartzCore", "HeadlessUIKit", "HeadlessSwiftUI"]
# Modules checked for the unchecked-access spellings only, not for pointers.
ACCESS_ONLY = {"HeadlessSwiftUI"}
STORAGE_FILES = {
    "Sources/Runtime/Runtime.swift",
    "Sources/HeadlessQuartzCore/Storage.swift",
    "Sources/HeadlessQuartzCore/Storage+Pointers.swift",
    "Sources/HeadlessUIKit/Storage.swift",
    "Sources/HeadlessSwiftUI/Storage.swift",
}
# (file, the line without its indentation)
ALLOWED = {
    # HeadlessQuartzCore: one storage property per class.
    ("Sources/HeadlessQuartzCore/Layers/CALayer.swift",
     "@usableFromInline @exclusivity(unchecked) final var storage: LayerStorage"),
    ("Sources/HeadlessQuartzCore/Layers/CAShapeLayer.swift",
     "@exclusivity(unchecked) var shapeStorage = ShapeLayerStorage()"),
    ("Sources/HeadlessQuartzCore/Layers/CAGradientLayer.swift",
     "@exclusivity(unchecked) var gradientStorage = GradientLayerStorage()"),
    ("Sources/HeadlessQuartzCore/Layers/CAGradientLayer.swift",
     "@exclusivity(unchecked) var textStorage = TextLayerStorage()"),
    ("Sources/HeadlessQuartzCore/Animations/CAAnimation.swift",
     "@exclusivity(unchecked) var storage = AnimationStorage()"),
    ("Sources/HeadlessQuartzCore/Animations/CAAnimation.swift",
     "@exclusivity(unchecked) var storage = TargetStorage()"),
    ("Sources/HeadlessQuartzCore/Animations/CAPropertyAnimation.swift",
     "@exclusivity(unchecked) var propertyStorage = PropertyAnimationStorage()"),
    ("Sources/HeadlessQuartzCore/Animations/CAPropertyAnimation.swift",
     "@exclusivity(unchecked) var basicStorage = BasicAnimationStorage()"),
    ("Sources/HeadlessQuartzCore/Animations/CAAnimation.swift",
     "@exclusivity(unchecked) var attachment = AttachmentStorage()"),
    ("Sources/HeadlessQuartzCore/Engine/LayerEngine.swift",
     "@exclusivity(unchecked) var storage = EngineStorage()"),
    ("Sources/HeadlessQuartzCore/Engine/PresentationEvaluator.swift",
     "@exclusivity(unchecked) private var storage = EvaluatorStorage()"),
    ("Sources/HeadlessQuartzCore/Engine/ModelLink.swift",
     "@exclusivity(unchecked) var storage: UnownedRef<CALayer>?"),
    # HeadlessQuartzCore: the renderer's frame loop over borrowed buffers, left in place
    # because a closure-taking helper in the storage file measured slower (about 12% more
    # instructions per frame: the loop body went out of line).
    ("Sources/HeadlessQuartzCore/Engine/PresentationRenderer.swift",
     "table.coefficients.withUnsafeBufferPointer { coefficients in"),
    ("Sources/HeadlessQuartzCore/Engine/PresentationRenderer.swift",
     "table.parameters.withUnsafeBufferPointer { parameters in"),
    ("Sources/HeadlessQuartzCore/Engine/PresentationRenderer.swift",
     "store.fast.withUnsafeBufferPointer { entries in"),
    ("Sources/HeadlessQuartzCore/Engine/CurveTable.swift",
     "_ x: Double, curve index: Int, coefficients: UnsafeBufferPointer<Double>,"),
    ("Sources/HeadlessQuartzCore/Engine/CurveTable.swift",
     "parameters: UnsafeBufferPointer<Double>, curves: [UnitBezier], memo: CurveMemoSlots"),
    # HeadlessQuartzCore: Apple's pointer signature.
    ("Sources/HeadlessQuartzCore/Animations/CAMediaTimingFunction.swift",
     "public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {"),
    # HeadlessUIKit: one storage property per class.
    ("Sources/HeadlessUIKit/Views/UIView.swift",
     "@exclusivity(unchecked) var storage = ViewStorage()"),
    ("Sources/HeadlessUIKit/Display/DisplayCycle.swift",
     "@exclusivity(unchecked) var storage = CycleStorage()"),
    # HeadlessSwiftUI: one storage property per class.
    ("Sources/HeadlessSwiftUI/Graph/GraphNode.swift",
     "@exclusivity(unchecked) nonisolated(unsafe) var storage: NodeStorage"),
    ("Sources/HeadlessSwiftUI/Graph/ViewGraph.swift",
     "@exclusivity(unchecked) var storage = GraphStorage()"),
    ("Sources/HeadlessSwiftUI/Gestures/Recognition/GestureNode.swift",
     "@exclusivity(unchecked) var flags = GestureNodeFlags()"),
    ("Sources/HeadlessSwiftUI/Gestures/Recognition/GestureNode.swift",
     "@exclusivity(unchecked) fileprivate(set) var phase: GesturePhase<Value> = .possible(nil)"),
    ("Sources/HeadlessSwiftUI/Gestures/Recognition/GesturePhase.swift",
     "@exclusivity(unchecked) private var storage: GestureContextStorage"),
    ("Sources/HeadlessSwiftUI/Gestures/GestureStateGesture.swift",
     "@exclusivity(unchecked) private var storage: GestureStateBindingStorage<Value, State>"),
    ("Sources/HeadlessSwiftUI/Gestures/GestureStateGesture.swift",
     "@exclusivity(unchecked) private var storage: EndedActionStorage<Value>"),
    ("Sources/HeadlessSwiftUI/Gestures/Recognition/GestureNode.swift",
     "@exclusivity(unchecked) var callbackStorage: CallbackNodeStorage<Value>"),
    ("Sources/HeadlessSwiftUI/Gestures/Recognition/PrimitiveNodes.swift",
     "@exclusivity(unchecked) var primitive = PrimitiveNodeStorage()"),
    ("Sources/HeadlessSwiftUI/Gestures/Recognition/PrimitiveNodes.swift",
     "@exclusivity(unchecked) fileprivate(set) var raw: GesturePhase<Value> = .possible(nil)"),
    ("Sources/HeadlessSwiftUI/Gestures/Recognition/PrimitiveNodes.swift",
     "@exclusivity(unchecked) var track = DragNodeStorage()"),
    ("Sources/HeadlessSwiftUI/Host/GestureRouter.swift",
     "@exclusivity(unchecked) var storage: RecognitionStorage"),
    ("Sources/HeadlessSwiftUI/Host/GestureRouter.swift",
     "@exclusivity(unchecked) private var storage = GestureRouterStorage()"),
    ("Sources/HeadlessSwiftUI/Data/StateBox.swift",
     "@exclusivity(unchecked) private var storage = StateBoxStorage()"),
    ("Sources/HeadlessSwiftUI/Data/StateBox.swift",
     "@exclusivity(unchecked) var value: Value"),
    ("Sources/HeadlessSwiftUI/Data/StateBox.swift",
     "@exclusivity(unchecked) private var committed: Value"),
    # HeadlessUIKit: Apple's pointer signatures.
    ("Sources/HeadlessUIKit/Drawing/UIColor.swift",
     "_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,"),
    ("Sources/HeadlessUIKit/Drawing/UIColor.swift",
     "blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?"),
    ("Sources/HeadlessUIKit/Drawing/UIBezierPath.swift",
     "open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {"),
    # The scroll delegate's target offset (UIScrollViewDelegate), written through the pointer
    # the scroll view passes (a local variable's address, `&target`).
    ("Sources/HeadlessUIKit/Containers/UIScrollView.swift",
     "targetContentOffset: UnsafeMutablePointer<CGPoint>)"),
    ("Sources/HeadlessUIKit/Containers/UIScrollView.swift",
     "targetContentOffset: UnsafeMutablePointer<CGPoint>"),
    ("Sources/HeadlessUIKit/Controllers/UITableViewController.swift",
     "targetContentOffset: UnsafeMutablePointer<CGPoint>"),
    ("Sources/HeadlessUIKit/Controllers/UICollectionViewController.swift",
     "targetContentOffset: UnsafeMutablePointer<CGPoint>"),
    # The context pointer is handed back to the completion, never read.
    ("Sources/HeadlessUIKit/Drawing/UIImage+Resizable.swift",
     "_ contextInfo: UnsafeMutableRawPointer?"),
    # The old animation block's context is accepted and never read; the Text Kit layout's
    # fraction is written through `PointerArguments`.
    ("Sources/HeadlessUIKit/Animation/UIView+BeginCommit.swift",
     "public static func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {"),
    ("Sources/HeadlessUIKit/Controls/TextKit.swift",
     "fractionOfDistanceBetweenInsertionPoints partialFraction: UnsafeMutablePointer<CGFloat>?"),
    # The associated-object key is an address used as a number, never read.
    ("Sources/HeadlessUIKit/Views/AssociatedObjects.swift",
     "_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy"),
    ("Sources/HeadlessUIKit/Views/AssociatedObjects.swift",
     "public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {"),
}
SPELLING = re.compile(r"@exclusivity\(unchecked\)|unowned\(unsafe\)|Unsafe|unsafeAddress|unsafeBitCast")
ACCESS_SPELLING = re.compile(r"@exclusivity\(unchecked\)|unowned\(unsafe\)")

problems = []
seen = set()
for module in MODULES:
    spelling = ACCESS_SPELLING if module in ACCESS_ONLY else SPELLING
    folder = os.path.join(root, "Sources", module)
    for directory, _, files in os.walk(folder):
        for name in sorted(files):
            if not name.endswith(".swift"):
                continue
            path = os.path.relpath(os.path.join(directory, name), root)
            if path in STORAGE_FILES:
                continue
            with open(os.path.join(root, path), encoding="utf-8") as source:
                for number, line in enumerate(source, 1):
                    if not spelling.search(line):
                        continue
                    key = (path, line.strip())
                    if key in ALLOWED:
                        seen.add(key)
                    else:
                        problems.append(
                            f"{path}:{number}: unchecked storage outside {module}'s storage file: "
                            f"{line.strip()}")
for path, line in sorted(ALLOWED - seen):
    problems.append(f"{path}: allowed line not found (update Scripts/check-unchecked.sh): {line}")
for problem in problems:
    print(problem)
sys.exit(1 if problems else 0)
PYTHON
