/// A rotor the system provides: SwiftUI's `AccessibilitySystemRotor` (iOS 15), which a view can
/// fill with its own entries (Docs/Semantics/SwiftUI.md §16.2).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct AccessibilitySystemRotor: Sendable {
  /// The rotor's name, as recorded.
  let name: String

  /// Links, visited or not.
  public static func links(visited: Bool) -> AccessibilitySystemRotor {
    AccessibilitySystemRotor(name: visited ? "visitedLinks" : "unvisitedLinks")
  }
  /// All links.
  public static var links: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "links") }
  /// Headings of `level`.
  public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor {
    AccessibilitySystemRotor(name: "headings(\(level))")
  }
  /// All headings.
  public static var headings: AccessibilitySystemRotor {
    AccessibilitySystemRotor(name: "headings")
  }
  /// Bold text.
  public static var boldText: AccessibilitySystemRotor {
    AccessibilitySystemRotor(name: "boldText")
  }
  /// Italic text.
  public static var italicText: AccessibilitySystemRotor {
    AccessibilitySystemRotor(name: "italicText")
  }
  /// Underlined text.
  public static var underlineText: AccessibilitySystemRotor {
    AccessibilitySystemRotor(name: "underlineText")
  }
  /// Misspelled words.
  public static var misspelledWords: AccessibilitySystemRotor {
    AccessibilitySystemRotor(name: "misspelledWords")
  }
  /// Images.
  public static var images: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "images") }
  /// Text fields.
  public static var textFields: AccessibilitySystemRotor {
    AccessibilitySystemRotor(name: "textFields")
  }
  /// Tables.
  public static var tables: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "tables") }
  /// Lists.
  public static var lists: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "lists") }
  /// Landmarks.
  public static var landmarks: AccessibilitySystemRotor {
    AccessibilitySystemRotor(name: "landmarks")
  }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  /// A rotor labelled `label` whose entries `entries` builds (recorded: nothing asks for the
  /// entries headless, so the closure is not called; §16.2).
  public func accessibilityRotor<Content: AccessibilityRotorContent>(
    _ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
  ) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("accessibilityRotor", label.content)
  }

  /// The system rotor `systemRotor`, with the entries `entries` builds (recorded).
  public func accessibilityRotor<Content: AccessibilityRotorContent>(
    _ systemRotor: AccessibilitySystemRotor,
    @AccessibilityRotorContentBuilder entries: @escaping () -> Content
  ) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("accessibilityRotor", systemRotor.name)
  }

  /// A rotor labelled `labelKey` whose entries `entries` builds (recorded).
  public func accessibilityRotor<Content: AccessibilityRotorContent>(
    _ labelKey: LocalizedStringKey,
    @AccessibilityRotorContentBuilder entries: @escaping () -> Content
  ) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("accessibilityRotor", labelKey.key)
  }

  /// A rotor labelled `label` whose entries `entries` builds (recorded).
  public func accessibilityRotor<L: StringProtocol, Content: AccessibilityRotorContent>(
    _ label: L, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
  ) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("accessibilityRotor", String(label))
  }

  /// A rotor labelled `rotorLabel` with an entry per identifiable model, labelled by
  /// `entryLabel` (recorded).
  public func accessibilityRotor<EntryModel: Identifiable>(
    _ rotorLabel: Text, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
  ) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("accessibilityRotor", "\(rotorLabel.content) \(entries.count)")
  }

  /// A rotor labelled `rotorLabel` with an entry per model, identified by `entryID` and
  /// labelled by `entryLabel` (recorded).
  public func accessibilityRotor<EntryModel, ID: Hashable>(
    _ rotorLabel: Text, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
    entryLabel: KeyPath<EntryModel, String>
  ) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("accessibilityRotor", "\(rotorLabel.content) \(entries.count)")
  }

  /// A rotor labelled `rotorLabelKey` with an entry per identifiable model (recorded).
  public func accessibilityRotor<EntryModel: Identifiable>(
    _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel],
    entryLabel: KeyPath<EntryModel, String>
  ) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("accessibilityRotor", "\(rotorLabelKey.key) \(entries.count)")
  }

  /// A rotor labelled `rotorLabelKey` with an entry per model, identified by `entryID`
  /// (recorded).
  public func accessibilityRotor<EntryModel, ID: Hashable>(
    _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel],
    entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>
  ) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("accessibilityRotor", "\(rotorLabelKey.key) \(entries.count)")
  }

  /// A rotor labelled `rotorLabel` with an entry per identifiable model (recorded).
  public func accessibilityRotor<L: StringProtocol, EntryModel: Identifiable>(
    _ rotorLabel: L, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
  ) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("accessibilityRotor", "\(rotorLabel) \(entries.count)")
  }

  /// A rotor labelled `rotorLabel` with an entry per model, identified by `entryID`
  /// (recorded).
  public func accessibilityRotor<L: StringProtocol, EntryModel, ID: Hashable>(
    _ rotorLabel: L, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
    entryLabel: KeyPath<EntryModel, String>
  ) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("accessibilityRotor", "\(rotorLabel) \(entries.count)")
  }

  /// The system rotor `systemRotor` with an entry per identifiable model (recorded).
  public func accessibilityRotor<EntryModel: Identifiable>(
    _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel],
    entryLabel: KeyPath<EntryModel, String>
  ) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("accessibilityRotor", "\(systemRotor.name) \(entries.count)")
  }

  /// The system rotor `systemRotor` with an entry per model, identified by `entryID`
  /// (recorded).
  public func accessibilityRotor<EntryModel, ID: Hashable>(
    _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel],
    entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>
  ) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("accessibilityRotor", "\(systemRotor.name) \(entries.count)")
  }

  /// A rotor labelled `label` with an entry per range of the element's text (recorded).
  public func accessibilityRotor(_ label: Text, textRanges: [Range<String.Index>])
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("accessibilityRotor", "\(label.content) \(textRanges.count)")
  }

  /// A rotor labelled `labelKey` with an entry per range of the element's text (recorded).
  public func accessibilityRotor(
    _ labelKey: LocalizedStringKey, textRanges: [Range<String.Index>]
  ) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("accessibilityRotor", "\(labelKey.key) \(textRanges.count)")
  }

  /// A rotor labelled `label` with an entry per range of the element's text (recorded).
  public func accessibilityRotor<L: StringProtocol>(_ label: L, textRanges: [Range<String.Index>])
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("accessibilityRotor", "\(label) \(textRanges.count)")
  }

  /// The system rotor `systemRotor` with an entry per range of the element's text (recorded).
  public func accessibilityRotor(
    _ systemRotor: AccessibilitySystemRotor, textRanges: [Range<String.Index>]
  ) -> ModifiedContent<Self, _RecordedModifier> {
    recorded("accessibilityRotor", "\(systemRotor.name) \(textRanges.count)")
  }

  /// Marks this view as the element the rotor entries with `id` in `namespace` move to
  /// (recorded).
  public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID)
    -> ModifiedContent<Self, _RecordedModifier>
  {
    recorded("accessibilityRotorEntry", "\(id)")
  }
}
