/// A cancellable that cancels when released (Combine's `AnyCancellable`): keep it, usually in
/// a `Set<AnyCancellable>`, for as long as the subscription should live.
public final class AnyCancellable: Cancellable, Hashable {
  private var action: (() -> Void)?

  /// Runs `cancel` once, on ``cancel()`` or on release.
  public init(_ cancel: @escaping () -> Void) { action = cancel }

  /// Cancels `canceller` on ``cancel()`` or on release.
  public init<C: Cancellable>(_ canceller: C) { action = canceller.cancel }

  public func cancel() {
    let action = self.action
    self.action = nil
    action?()
  }

  deinit { cancel() }

  /// Keeps this cancellable in `set`.
  public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

  /// Keeps this cancellable in `collection`.
  public func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable {
    collection.append(self)
  }

  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Cancellable {
  /// Keeps this cancellable in `set`, erased to ``AnyCancellable``.
  public func store(in set: inout Set<AnyCancellable>) { AnyCancellable(self).store(in: &set) }

  /// Keeps this cancellable in `collection`, erased to ``AnyCancellable``.
  public func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable {
    AnyCancellable(self).store(in: &collection)
  }
}
