import Foundation
// `import SwiftData` on a platform without Apple's SwiftData: persistent models kept in memory
// by headless model containers and contexts, with Apple's names (Docs/Semantics/SwiftData.md).
// Declared in Package.swift only where the platform has no framework of this name.
@_exported import Observation

/// A class whose stored properties a model context keeps: what `@Model` makes of a class
/// (SD-1.1). Apple's protocol also requires `init(backingData:)`, which the headless `@Model`
/// cannot write (its properties keep their own storage, SD-1.1); it is not required here.
@available(swift 5.9)
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {
  /// The model's backing data: its identifier and the context it is in.
  var persistentBackingData: any BackingData<Self> { get set }
  /// The model's persisted properties, by name and key path.
  static var schemaMetadata: [Schema.PropertyMetadata] { get }
}

/// What a model's persisted state is kept in. Apple's protocol also reads and writes the values
/// by key path; here each persisted property keeps its own storage (SD-1.1), and the backing
/// data keeps the model's identifier and context.
@available(swift 5.9)
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public protocol BackingData<Model> {
  associatedtype Model: PersistentModel
  init(for modelType: Model.Type)
  var persistentModelID: PersistentIdentifier? { get set }
  var metadata: Any { get }
}

/// The backing data `@Model` gives a class: the context the model was inserted into, its
/// identifier there, and whether it was deleted. Public because the macro's expansion, in the
/// user's module, names it.
@available(swift 5.9)
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public final class _ModelBackingData<Model: PersistentModel>: BackingData {
  /// The context the model is registered in, if any.
  weak var context: ModelContext?
  var identifier: PersistentIdentifier
  var deleted = false

  public init(for modelType: Model.Type) {
    identifier = PersistentIdentifier(entityName: "\(Model.self)", ordinal: 0, storeIdentifier: nil)
    identifier.id.temporary = UInt(bitPattern: ObjectIdentifier(self).hashValue)
  }

  public var persistentModelID: PersistentIdentifier? {
    get { identifier }
    set { if let newValue { identifier = newValue } }
  }

  public var metadata: Any { Model.schemaMetadata }

  /// A persisted property of `model` was written: its context, if any, notes the change
  /// (SD-2.4).
  public func modelDidChange(_ model: Model) {
    context?.modelDidChange(model)
  }
}

@available(swift 5.9)
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension PersistentModel {
  /// A new backing data for a model of type `P`.
  public static func createBackingData<P: PersistentModel>() -> some BackingData<P> {
    _ModelBackingData<P>(for: P.self)
  }

  var headlessBacking: _ModelBackingData<Self>? {
    persistentBackingData as? _ModelBackingData<Self>
  }

  /// The context the model was inserted into; nil before it is inserted and after it is
  /// deleted and saved (SD-2.1).
  public var modelContext: ModelContext? { headlessBacking?.context }

  /// The model's identifier: temporary until the model is inserted (SD-2.1).
  public var persistentModelID: PersistentIdentifier {
    persistentBackingData.persistentModelID
      ?? PersistentIdentifier(entityName: "\(Self.self)", ordinal: 0, storeIdentifier: nil)
  }

  /// Models are equal when they are the same object.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  public var id: PersistentIdentifier { persistentModelID }

  /// Whether the model has unsaved changes in its context (SD-2.4).
  public var hasChanges: Bool { modelContext?.hasUnsavedChanges(of: self) ?? false }

  /// Whether the model was deleted from its context (SD-2.2).
  public var isDeleted: Bool { headlessBacking?.deleted ?? false }
}

/// A model's identifier: its entity name and its number in the store (SD-2.1).
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public struct PersistentIdentifier: Hashable, Identifiable, Equatable, Comparable, Codable,
  Sendable
{
  public var id: ID
  var storeName: String?

  /// The identity of a model: its entity, its number in its container (1, 2, … in insertion
  /// order; 0 before insertion, when `temporary` tells models apart).
  public struct ID: Hashable, Equatable, Sendable, Codable {
    var entityName: String
    var ordinal: Int
    var temporary: UInt = 0
  }

  init(entityName: String, ordinal: Int, storeIdentifier: String?) {
    id = ID(entityName: entityName, ordinal: ordinal)
    storeName = storeIdentifier
  }

  public var entityName: String { id.entityName }
  public var storeIdentifier: String? { storeName }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.id.entityName, lhs.id.ordinal, lhs.id.temporary)
      < (rhs.id.entityName, rhs.id.ordinal, rhs.id.temporary)
  }
}

/// A collection type a relationship can hold.
@available(swift 5.9)
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public protocol RelationshipCollection {
  associatedtype PersistentElement: PersistentModel
}

@available(swift 5.9)
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension Array: RelationshipCollection where Element: PersistentModel {
  public typealias PersistentElement = Element
}

@available(swift 5.9)
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension Optional: RelationshipCollection
where Wrapped: Sequence, Wrapped.Element: PersistentModel {
  public typealias PersistentElement = Wrapped.Element
}
