#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a draw pass made and called while it ran, counted (never timed): the objects its code
/// created (colours, fonts, paths, image renderers), the text runs and images it drew (which a
/// recording context does not paint), and whether a framework `draw` ran (`super.draw`).
///
/// UIKit's display pass makes one tally current on its thread around each `draw(_:)`
/// (`DrawPassTally/current`); the framework's initializers count into it when one is current
/// and do nothing otherwise, so the cost outside a draw is one thread-local read. Only objects
/// created by calls an app makes count: the framework's own paths and colours (a context's
/// current path, the named colours) do not (Docs/Semantics/UIKit.md §35).
package final class DrawPassTally {
  /// The counts of one pass.
  package struct Counts: Hashable, Sendable {
    package var colors = 0
    package var fonts = 0
    package var paths = 0
    package var renderers = 0
    /// Path elements the paths created in the pass hold at its end (the pass's construction work).
    package var elementsBuilt = 0
    package var textRuns = 0
    package var images = 0
    /// Area of drawn text and images (not in the display list), points², inside and outside the
    /// pass's rect.
    package var textImageAreaInside: Double = 0
    package var textImageAreaOutside: Double = 0
    /// Whether a framework implementation of `draw` ran during the pass (`super.draw(rect)`).
    package var superCalled = false
    package init() {}
  }

  // Unchecked: a tally is used by one pass on one thread at a time, and the display pass runs
  // begin/end around every draw (no dynamic exclusivity check on that path).
  @exclusivity(unchecked) package var counts = Counts()
  /// The rect of the pass (for the area of text and images).
  @exclusivity(unchecked) package var rect: CGRect = .null
  @exclusivity(unchecked) private var createdPaths: [CGPath] = []

  package init() {}

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  /// The tally of the pass running on this thread, if any.
  package static var current: DrawPassTally? {
    guard let pointer = pthread_getspecific(key) else { return nil }
    return Unmanaged<DrawPassTally>.fromOpaque(pointer).takeUnretainedValue()
  }

  /// Makes this tally current for a pass over `rect`, with zero counts; returns the one it
  /// replaces (give it back to ``end(restoring:)``).
  package func begin(rect: CGRect) -> DrawPassTally? {
    let previous = Self.current
    counts = Counts()
    self.rect = rect
    pthread_setspecific(Self.key, Unmanaged.passUnretained(self).toOpaque())
    return previous
  }

  /// Ends the pass: sums the elements of the paths it created and makes `previous` current.
  package func end(restoring previous: DrawPassTally?) -> Counts {
    if !createdPaths.isEmpty {
      for path in createdPaths { counts.elementsBuilt += path.elements.count }
      createdPaths.removeAll(keepingCapacity: true)
    }
    pthread_setspecific(Self.key, previous.map { Unmanaged.passUnretained($0).toOpaque() })
    return counts
  }

  /// A path an app created (its elements at the pass's end count as built).
  package func created(_ path: CGPath) {
    counts.paths += 1
    createdPaths.append(path)
  }

  /// Text or an image drawn in `area` (user space, taken as the pass's coordinates).
  package func drew(area: CGRect) {
    guard !area.isNull, !area.isEmpty else { return }
    let whole = Double(area.width * area.height)
    let overlap = area.intersection(rect)
    let inside = overlap.isNull ? 0 : Double(overlap.width * overlap.height)
    counts.textImageAreaInside += inside
    counts.textImageAreaOutside += whole - inside
  }
}
