// Keyboard shortcuts: SwiftUI's `keyboardShortcut(_:modifiers:)` with `KeyEquivalent` and
// `EventModifiers` (iOS 14). Headless there is no hardware keyboard: a shortcut is recorded
// (Docs/Semantics/SwiftUI.md §13.5).

/// A key: SwiftUI's `KeyEquivalent`, written as a character literal (`"r"`).
@available(iOS 14.0, macOS 11.0, *)
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  /// The key's character.
  public var character: Character

  /// The key of `character`.
  public init(_ character: Character) { self.character = character }

  public init(extendedGraphemeClusterLiteral value: Character) { character = value }

  public static let upArrow = KeyEquivalent("\u{F700}")
  public static let downArrow = KeyEquivalent("\u{F701}")
  public static let leftArrow = KeyEquivalent("\u{F702}")
  public static let rightArrow = KeyEquivalent("\u{F703}")
  public static let escape = KeyEquivalent("\u{1B}")
  public static let delete = KeyEquivalent("\u{8}")
  public static let deleteForward = KeyEquivalent("\u{F728}")
  public static let home = KeyEquivalent("\u{F729}")
  public static let end = KeyEquivalent("\u{F72B}")
  public static let pageUp = KeyEquivalent("\u{F72C}")
  public static let pageDown = KeyEquivalent("\u{F72D}")
  public static let clear = KeyEquivalent("\u{F739}")
  public static let tab = KeyEquivalent("\t")
  public static let space = KeyEquivalent(" ")
  public static let `return` = KeyEquivalent("\r")
}

/// Modifier keys: SwiftUI's `EventModifiers`.
@available(iOS 14.0, macOS 11.0, *)
public struct EventModifiers: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let capsLock = EventModifiers(rawValue: 1 << 0)
  public static let shift = EventModifiers(rawValue: 1 << 1)
  public static let control = EventModifiers(rawValue: 1 << 2)
  public static let option = EventModifiers(rawValue: 1 << 3)
  public static let command = EventModifiers(rawValue: 1 << 4)
  public static let numericPad = EventModifiers(rawValue: 1 << 5)
  public static let all: EventModifiers = [
    .capsLock, .shift, .control, .option, .command, .numericPad,
  ]
}

/// A key with its modifiers: SwiftUI's `KeyboardShortcut`.
@available(iOS 14.0, macOS 11.0, *)
public struct KeyboardShortcut: Hashable, Sendable {
  /// The key.
  public var key: KeyEquivalent
  /// The modifier keys.
  public var modifiers: EventModifiers

  /// A shortcut of `key` with `modifiers`.
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
    self.key = key
    self.modifiers = modifiers
  }

  /// Return, with no modifier: the default button's shortcut.
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
  /// Escape, with no modifier: the cancel button's shortcut.
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

nonisolated extension View {
  /// Triggers this control with `key` and `modifiers` on a hardware keyboard (recorded).
  @available(iOS 14.0, macOS 11.0, *)
  public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded(
      "keyboardShortcut", "\(key.character.unicodeScalars.map { $0.value }) \(modifiers.rawValue)")
  }

  /// Triggers this control with `shortcut` (recorded; nil removes it).
  @available(iOS 14.0, macOS 11.0, *)
  public func keyboardShortcut(_ shortcut: KeyboardShortcut?)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded(
      "keyboardShortcut",
      shortcut.map {
        "\($0.key.character.unicodeScalars.map { $0.value }) \($0.modifiers.rawValue)"
      } ?? "nil")
  }
}
