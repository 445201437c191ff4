// The committed model (Docs/Semantics/CoreAnimation.md §g): what the last commit saw, read by
// the presentation, the render path and the implicit animations. A commit of a plain `CALayer`
// keeps no copy: until the model's first write after that commit, the model is the committed
// state; that write makes the snapshot first (`keepCommittedState()`), so every later read
// sees what was committed, as it would through a copy made at the commit.

extension CALayer {
  /// The model as of the last commit: its snapshot, or the layer itself while no property a
  /// snapshot copies was written since that commit; nil before the first commit.
  var committed: CALayer? {
    @inline(__always) get { storage.committedIsModel ? self : storage.committedState }
  }

  /// Whether the layer was committed at least once (``committed`` is not nil).
  var isCommitted: Bool {
    @inline(__always) get { storage.committedIsModel || storage.committedState != nil }
  }

  /// Whether a commit may leave the committed state in the model itself: only for `CALayer`
  /// itself, whose every stored property ScreenLab knows and writes through a setter that calls
  /// ``keepCommittedState()`` first. A subclass's own properties are written without it, and
  /// its `init(layer:)` runs at the commit, as Core Animation runs it.
  var sharesCommittedState: Bool {
    ObjectIdentifier(type(of: self)) == ObjectIdentifier(CALayer.self)
  }

  /// Called before every write to a property a committed snapshot copies: while the model is
  /// the committed state, makes the snapshot, so that the write changes the model alone.
  @inline(__always)
  func keepCommittedState() {
    if storage.committedIsModel { snapshotCommittedState() }
  }

  /// The snapshot ``keepCommittedState()`` makes: a copy of the model as it still is, the
  /// state of the last commit.
  @inline(never)
  private func snapshotCommittedState() {
    storage.committedIsModel = false
    storage.committedState = detachedCopy()
  }

  /// A copy of this layer of the same class that joins no transaction (presentation copies,
  /// committed snapshots).
  func detachedCopy() -> Self {
    let copy = LayerEngine.$isCopying.withValue(true) { Self(_headlessCopyOf: self) }
    copy.storage.runtime = storage.runtime
    copy.storage.engine = storage.engine
    return copy
  }
}
