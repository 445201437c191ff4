// The SwiftData attribute macros, expanded by ScreenLab's macro plugin (Docs/Semantics/SwiftData.md
// §1). Declared only when the toolchain has the macro libraries (Package.swift); without them
// `@Model` does not exist and a file that uses it does not compile.
import Foundation
import HeadlessSwiftUI

#if SCREENLAB_PREVIEW_MACRO
  /// Converts a class into a persistent model that is also `Observable` (SD-1.1).
  @available(swift 5.9)
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @attached(
    member, names: named(_$backingData), named(persistentBackingData), named(schemaMetadata),
    named(init), named(_$observationRegistrar), named(_SwiftDataNoType), named(access),
    named(withMutation))
  @attached(memberAttribute)
  @attached(extension, conformances: Observation.Observable, SwiftData.PersistentModel)
  public macro Model() = #externalMacro(module: "ScreenLabMacros", type: "ModelMacro")

  /// The accessors `@Model` gives each persisted property (SD-1.1).
  @available(swift 5.9)
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @attached(accessor, names: named(init), named(get), named(set))
  @attached(peer, names: prefixed(`_`))
  public macro _PersistedProperty() =
    #externalMacro(module: "ScreenLabMacros", type: "PersistedPropertyMacro")

  /// Customizes how a property is persisted; its options are kept by name only (SD-1.4).
  @available(swift 5.9)
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @attached(peer)
  public macro Attribute(
    _ options: Schema.Attribute.Option..., originalName: String? = nil,
    hashModifier: String? = nil
  ) = #externalMacro(module: "ScreenLabMacros", type: "PropertyMarkerMacro")

  /// Marks a relationship with its delete rule and inverse; not enforced headless (SD-1.4).
  @available(swift 5.9)
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @attached(peer)
  public macro Relationship(
    _ options: Schema.Relationship.Option...,
    deleteRule: Schema.Relationship.DeleteRule = .nullify, minimumModelCount: Int? = 0,
    maximumModelCount: Int? = 0, originalName: String? = nil, inverse: AnyKeyPath? = nil,
    hashModifier: String? = nil
  ) = #externalMacro(module: "ScreenLabMacros", type: "PropertyMarkerMacro")

  /// A property `@Model` does not persist: a plain stored property (SD-1.1).
  @available(swift 5.9)
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @attached(peer)
  public macro Transient() = #externalMacro(module: "ScreenLabMacros", type: "PropertyMarkerMacro")
  /// `@Query(…) var name: [Model]`: the query stored as `_name`, read by a getter (SD-4.1).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @attached(accessor) @attached(peer, names: prefixed(`_`))
  public macro Query() = #externalMacro(module: "ScreenLabMacros", type: "QueryMacro")

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @attached(accessor) @attached(peer, names: prefixed(`_`))
  public macro Query<Value, Element>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>,
    order: SortOrder = .forward, transaction: Transaction? = nil
  ) = #externalMacro(module: "ScreenLabMacros", type: "QueryMacro")
  where Value: Comparable, Element: PersistentModel

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @attached(accessor) @attached(peer, names: prefixed(`_`))
  public macro Query<Value, Element>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>,
    order: SortOrder = .forward, transaction: Transaction? = nil
  ) = #externalMacro(module: "ScreenLabMacros", type: "QueryMacro")
  where Value: Comparable, Element: PersistentModel

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @attached(accessor) @attached(peer, names: prefixed(`_`))
  public macro Query<Element>(
    filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
    animation: Animation
  ) = #externalMacro(module: "ScreenLabMacros", type: "QueryMacro")
  where Element: PersistentModel

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @attached(accessor) @attached(peer, names: prefixed(`_`))
  public macro Query<Value, Element>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>,
    order: SortOrder = .forward, animation: Animation
  ) = #externalMacro(module: "ScreenLabMacros", type: "QueryMacro")
  where Value: Comparable, Element: PersistentModel

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @attached(accessor) @attached(peer, names: prefixed(`_`))
  public macro Query<Value, Element>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>,
    order: SortOrder = .forward, animation: Animation
  ) = #externalMacro(module: "ScreenLabMacros", type: "QueryMacro")
  where Value: Comparable, Element: PersistentModel

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @attached(accessor) @attached(peer, names: prefixed(`_`))
  public macro Query<Element>(
    filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
    transaction: Transaction? = nil
  ) = #externalMacro(module: "ScreenLabMacros", type: "QueryMacro")
  where Element: PersistentModel

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @attached(accessor) @attached(peer, names: prefixed(`_`))
  public macro Query<Element>(
    _ descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil
  ) = #externalMacro(module: "ScreenLabMacros", type: "QueryMacro")
  where Element: PersistentModel

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @attached(accessor) @attached(peer, names: prefixed(`_`))
  public macro Query<Element>(_ descriptor: FetchDescriptor<Element>, animation: Animation) =
    #externalMacro(module: "ScreenLabMacros", type: "QueryMacro")
  where Element: PersistentModel

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @attached(accessor) @attached(peer, names: prefixed(`_`))
  public macro Query(animation: Animation) =
    #externalMacro(module: "ScreenLabMacros", type: "QueryMacro")

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @attached(accessor) @attached(peer, names: prefixed(`_`))
  public macro Query(transaction: Transaction) =
    #externalMacro(module: "ScreenLabMacros", type: "QueryMacro")
#endif
