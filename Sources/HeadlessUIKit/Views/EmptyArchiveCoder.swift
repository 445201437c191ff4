import Foundation

/// An archive that holds no values: ScreenLab's stand-in for the storyboard or nib a class's
/// `init(coder:)` is written to be unarchived from (not UIKit API; Docs/Semantics/UIKit.md
/// §99).
///
/// UIKit makes a class of a storyboard by sending it `init(coder:)` with a keyed unarchiver of
/// the storyboard's data; headless there is no storyboard, so this coder answers "no value" for
/// every key: `containsValue(forKey:)` is false, an object is nil, a number zero, a Boolean
/// false. ``UIView``'s, ``UIViewController``'s and ``UIStackView``'s `init(coder:)` accept it
/// and give what an archive without values gives: the object's defaults (a view with a zero
/// frame, a controller without a nib). `screenlab run` makes a class whose only initializer is
/// `init(coder:)` with it (Docs/Run.md §3).
public final class EmptyArchiveCoder: NSCoder {
  /// An archive without values.
  public override init() {
    super.init()
  }

  /// Keyed, as a storyboard's unarchiver is.
  public override var allowsKeyedCoding: Bool { true }

  /// False: the archive holds no value for any key.
  public override func containsValue(forKey key: String) -> Bool { false }

  /// Nil: no object is archived under any key.
  public override func decodeObject(forKey key: String) -> Any? { nil }

  /// False, as for any absent key.
  public override func decodeBool(forKey key: String) -> Bool { false }

  /// Zero, as for any absent key.
  public override func decodeInt32(forKey key: String) -> Int32 { 0 }

  /// Zero, as for any absent key.
  public override func decodeInt64(forKey key: String) -> Int64 { 0 }

  /// Zero, as for any absent key.
  public override func decodeInteger(forKey key: String) -> Int { 0 }

  /// Zero, as for any absent key.
  public override func decodeFloat(forKey key: String) -> Float { 0 }

  /// Zero, as for any absent key.
  public override func decodeDouble(forKey key: String) -> Double { 0 }
}
