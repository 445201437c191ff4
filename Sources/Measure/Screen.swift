/// What one screen shows, field by field, as text.
///
/// The Sync kernel compares these values with a model. The lessons type them in by hand;
/// the headless frameworks fill them from what was actually drawn or presented.
///
/// Source-compatible with the lessons' `Screen` (a final class: a screen has identity, and
/// two checks of the same screen see each other's writes).
public final class Screen {
  /// The screen's name, printed before each key (`ProgressRing.progress`).
  public let name: String
  /// The displayed value of each field (written by ``set(_:_:)``, and in place by the readers
  /// of the headless frameworks that fill a screen from what they present).
  public package(set) var shown: [String: String] = [:]

  /// Creates an empty screen called `name`.
  public init(_ name: String) { self.name = name }

  /// Records that the screen now shows `value` for `key`.
  public func set(_ key: String, _ value: String) {
    callPathHop("Screen.set(_:_:)")
    shown[key] = value
  }

  /// Records that the screen no longer shows anything for `key`.
  public func clear(_ key: String) { shown[key] = nil }
}
