import Foundation

/// The model types a container keeps, with a version (SD-3.1). Entities are named after their
/// types; the stored-property descriptions of Apple's schema are not modelled.
@available(swift 5.9)
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public final class Schema: Hashable {
  public let version: Version
  /// The model types, in the order given.
  let types: [any PersistentModel.Type]

  public init() {
    version = Version(1, 0, 0)
    types = []
  }

  public init(_ types: [any PersistentModel.Type], version: Version = Version(1, 0, 0)) {
    self.version = version
    var seen = Set<ObjectIdentifier>()
    self.types = types.filter { seen.insert(ObjectIdentifier($0)).inserted }
  }

  public convenience init(versionedSchema: any VersionedSchema.Type) {
    self.init(versionedSchema.models, version: versionedSchema.versionIdentifier)
  }

  /// The names of the schema's entities, in order.
  var entityNames: [String] { types.map { "\($0)" } }

  public static func == (lhs: Schema, rhs: Schema) -> Bool {
    lhs.version == rhs.version
      && lhs.types.map(ObjectIdentifier.init) == rhs.types.map(ObjectIdentifier.init)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(version)
    for type in types { hasher.combine(ObjectIdentifier(type)) }
  }

  /// The name of `type`'s entity: the type's name.
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  public static func entityName<T: PersistentModel>(for type: T.Type) -> String { "\(type)" }

  /// A schema version: major, minor, patch, ordered in that order.
  public struct Version: Codable, Comparable, CustomStringConvertible, Hashable, Sendable {
    public let major: Int
    public let minor: Int
    public let patch: Int

    public init(_ major: Int, _ minor: Int, _ patch: Int) {
      self.major = major
      self.minor = minor
      self.patch = patch
    }

    public static func < (lhs: Version, rhs: Version) -> Bool {
      (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }

    public var description: String { "\(major).\(minor).\(patch)" }
  }

  /// A persisted property of a model, as `@Model` lists it.
  @available(swift 5.9)
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  public struct PropertyMetadata {
    let name: String
    let keypath: AnyKeyPath
    let defaultValue: Any?

    public init(
      name: String, keypath: AnyKeyPath, defaultValue: Any? = nil,
      metadata: (any SchemaProperty)? = nil
    ) {
      self.name = name
      self.keypath = keypath
      self.defaultValue = defaultValue
    }
  }

  /// How an attribute is stored: the options are kept by name only (SD-1.4).
  @available(swift 5.9)
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  public final class Attribute {
    public struct Option: Hashable, Sendable, CustomDebugStringConvertible {
      let name: String
      public var debugDescription: String { name }
      public static var unique: Option { Option(name: "unique") }
      public static var externalStorage: Option { Option(name: "externalStorage") }
      public static var allowsCloudEncryption: Option { Option(name: "allowsCloudEncryption") }
      public static var preserveValueOnDeletion: Option { Option(name: "preserveValueOnDeletion") }
      public static var ephemeral: Option { Option(name: "ephemeral") }
      public static var spotlight: Option { Option(name: "spotlight") }
      public static func transformable(by transformerName: String) -> Option {
        Option(name: "transformable(\(transformerName))")
      }
    }
  }

  /// A relationship's options and delete rule, kept by name only (SD-1.4).
  @available(swift 5.9)
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  public final class Relationship {
    public enum DeleteRule: String, Codable, Sendable {
      case noAction
      case nullify
      case cascade
      case deny
    }

    public struct Option: Codable, Hashable, Sendable, CustomDebugStringConvertible {
      let name: String
      public var debugDescription: String { name }
      public static var unique: Option { Option(name: "unique") }
    }
  }
}

/// A property of a schema's entity.
@available(swift 5.9)
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public protocol SchemaProperty: Hashable {
  var name: String { get set }
  var originalName: String { get set }
  var isUnique: Bool { get }
}

/// A version of an app's models, for migration plans (SD-3.1).
@available(swift 5.9)
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public protocol VersionedSchema {
  static var models: [any PersistentModel.Type] { get }
  static var versionIdentifier: Schema.Version { get }
}

/// The versions of an app's models and the stages between them: nothing is stored headless,
/// so no stage ever runs (SD-3.1).
@available(swift 5.9)
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public protocol SchemaMigrationPlan {
  static var schemas: [any VersionedSchema.Type] { get }
  static var stages: [MigrationStage] { get }
}

/// A migration between two schema versions.
@available(swift 5.9)
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public enum MigrationStage {
  case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
  case custom(
    fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type,
    willMigrate: ((_ context: ModelContext) throws -> Void)?,
    didMigrate: ((_ context: ModelContext) throws -> Void)?)
}
