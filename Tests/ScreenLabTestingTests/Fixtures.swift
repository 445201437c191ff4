// The example app's views (Examples/CounterApp) and their planted bugs, as separate types so
// one test run measures both.
import Foundation
import HeadlessQuartzCore
import HeadlessSwiftUI
import HeadlessUIKit
import Observation

final class CounterModel: ObservableObject {
  @Published var count = 0
  func increment() { count += 1 }
}

/// The first planted bug: `count` without `@Published`, so no view hears the write.
final class UnpublishedCounterModel: ObservableObject {
  var count = 0
  func increment() { count += 1 }
}

@Observable final class CounterStore {
  var count = 0
  func increment() { count += 1 }
}

struct CountLabel: View {
  let count: Int
  var body: some View { Text("Count: \(count)") }
}

struct Footer: View {
  var body: some View { Text("Tap to count") }
}

struct CounterScreen: View {
  @ObservedObject var model: CounterModel
  var body: some View {
    VStack {
      CountLabel(count: model.count)
      Button("Increment") { model.increment() }
      Footer()
    }
  }
}

struct UnpublishedCounterScreen: View {
  @ObservedObject var model: UnpublishedCounterModel
  var body: some View {
    VStack {
      CountLabel(count: model.count)
      Footer()
    }
  }
}

struct StoreCounterScreen: View {
  let store: CounterStore
  var body: some View {
    VStack {
      CountLabel(count: store.count)
      Footer()
    }
  }
}

/// A screen whose every increment runs its body twice: once for the count, once more for the
/// `onChange` that copies it into a second state (an update budget of 1 catches it).
struct DoubleWriteScreen: View {
  @State var count = 0
  @State var taps = 0
  var body: some View {
    VStack {
      CountLabel(count: count)
      Button("Increment") { count += 1 }
      Text("taps \(taps)")
    }
    .onChange(of: count) { taps = count }
  }
}

/// A custom-drawn badge: `draw(_:)` reads `count`.
final class BadgeView: UIView {
  var count = 0 {
    didSet { setNeedsDisplay() }
  }

  override func draw(_ rect: CGRect) {
    let dots = UIBezierPath()
    for index in 0..<count {
      dots.append(UIBezierPath(ovalIn: CGRect(x: 4 + 12 * index, y: 4, width: 8, height: 8)))
    }
    UIColor.systemBlue.setFill()
    dots.fill()
  }
}

/// The second planted bug: `count` changes without `setNeedsDisplay()`.
final class StaleBadgeView: UIView {
  var count = 0

  override func draw(_ rect: CGRect) {
    UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 8 + 4 * CGFloat(count), height: 8)).fill()
  }
}

/// A progress ring drawn by a shape layer; `setProgress` animates `strokeEnd`.
final class ProgressRing {
  let layer = CAShapeLayer()
  /// The third planted bug when false: the animation is added, the model never written.
  let writesModel: Bool

  init(writesModel: Bool = true) {
    self.writesModel = writesModel
    layer.name = "ProgressRing"
    layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    layer.position = CGPoint(x: 50, y: 50)
    layer.path = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 80, height: 80)).cgPath
    layer.lineWidth = 8
    layer.strokeColor = UIColor.systemGreen.cgColor
    layer.fillColor = nil
    layer.strokeEnd = 0
  }

  func setProgress(_ value: CGFloat, completion: (() -> Void)? = nil) {
    let animation = CABasicAnimation(keyPath: "strokeEnd")
    animation.fromValue = layer.presentation()?.strokeEnd ?? layer.strokeEnd
    animation.toValue = value
    animation.duration = 0.25
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    CATransaction.setCompletionBlock(completion)
    if writesModel { layer.strokeEnd = value }
    layer.add(animation, forKey: "progress")
    CATransaction.commit()
  }
}

/// A temporary folder, removed by ``remove()``.
struct TemporaryFolder {
  let url: URL

  init() {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "screenlab-testing-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func remove() { try? FileManager.default.removeItem(at: url) }
}

/// A title in a frame 10 characters wide (80 points under the fixed 8-point metric).
struct NarrowTitle: View {
  let title: String
  var body: some View { Text(title).frame(width: 80) }
}
