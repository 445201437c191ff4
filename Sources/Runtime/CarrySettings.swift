// Copying an object's settings one by one, as the `NSCopying` facades do.

/// Sets each of `settings` on `target` to its value on `source`, in the order given, and
/// returns `target`: the settings a copy carries over from its original (the facades'
/// `copy(with:)`).
@discardableResult
package func carrySettings<Object: AnyObject, each Value>(
  _ settings: repeat ReferenceWritableKeyPath<Object, each Value>, from source: Object,
  to target: Object
) -> Object {
  repeat carrySetting(each settings, from: source, to: target)
  return target
}

private func carrySetting<Object, Value>(
  _ setting: ReferenceWritableKeyPath<Object, Value>, from source: Object, to target: Object
) {
  target[keyPath: setting] = source[keyPath: setting]
}
