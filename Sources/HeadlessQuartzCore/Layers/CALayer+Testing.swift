// Read-only views of a layer's attached animations for ScreenLabTesting's assertions
// (`expectAnimated`, `expectNoSnapBack`); package access, not public API.

/// One attached animation as an assertion sees it.
package struct AttachedAnimationInfo {
  /// The key it was added under (nil when added without one).
  package let key: String?
  /// The key paths it animates (`strokeEnd`, `position.x`, …).
  package let keyPaths: [String]
  /// Whether the transaction that added it has committed.
  package let isCommitted: Bool
  /// Its end in media time (the runtime's clock): infinity when it never ends, nil before
  /// its transaction committed (the begin time is not known yet).
  package let mediaEnd: Double?
  /// `CAAnimation`'s description (`CABasicAnimation(strokeEnd 0→1, 0.25 s)` style).
  package let summary: String
}

extension CALayer {
  /// The attached animations whose key is `key` or that animate the key path `key` (or a
  /// part of it), in the order they were added.
  package func attachedAnimations(matching key: String) -> [AttachedAnimationInfo] {
    let base = KeyPathRef(key)?.base
    return storage.attached.filter { record in
      record.attachment.key == key || base.map(record.touches) == true
    }.map(info)
  }

  /// Every attached animation, in the order they were added.
  package var attachedAnimationInfos: [AttachedAnimationInfo] { storage.attached.map(info) }

  private func info(_ record: CAAnimation) -> AttachedAnimationInfo {
    let end = record.attachedTiming.endTime
    return AttachedAnimationInfo(
      key: record.attachment.key, keyPaths: record.animatedKeyPaths,
      isCommitted: record.attachment.isCommitted,
      mediaEnd: record.attachment.isCommitted
        ? (end.isFinite ? mediaTime(forLocalTime: end) : .infinity) : nil,
      summary: String(describing: record))
  }
}
