import Foundation

/// How a container stores its models: headless, every configuration keeps them in memory only
/// (SD-3.2); the name, URL, group and CloudKit settings are kept as given.
@available(swift 5.9)
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct ModelConfiguration: Identifiable, Hashable, CustomDebugStringConvertible {
  public let url: URL
  public let name: String
  public let groupAppContainerIdentifier: String?
  public let cloudKitContainerIdentifier: String?
  public let groupContainer: GroupContainer
  public let cloudKitDatabase: CloudKitDatabase
  public var schema: Schema?
  public let allowsSave: Bool
  public let isStoredInMemoryOnly: Bool

  public struct CloudKitDatabase: Hashable, Sendable {
    let name: String
    public static var automatic: CloudKitDatabase { CloudKitDatabase(name: "automatic") }
    public static var none: CloudKitDatabase { CloudKitDatabase(name: "none") }
    public static func `private`(_ privateDBName: String) -> CloudKitDatabase {
      CloudKitDatabase(name: "private(\(privateDBName))")
    }
  }

  public struct GroupContainer: Hashable, Sendable {
    let name: String
    public static var automatic: GroupContainer { GroupContainer(name: "automatic") }
    public static var none: GroupContainer { GroupContainer(name: "none") }
    public static func identifier(_ groupName: String) -> GroupContainer {
      GroupContainer(name: groupName)
    }
  }

  public init(isStoredInMemoryOnly: Bool = false) {
    self.init(nil, schema: nil, isStoredInMemoryOnly: isStoredInMemoryOnly)
  }

  public init(for forTypes: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false) {
    self.init(nil, schema: Schema(forTypes), isStoredInMemoryOnly: isStoredInMemoryOnly)
  }

  public init(
    _ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false,
    allowsSave: Bool = true, groupContainer: GroupContainer = .automatic,
    cloudKitDatabase: CloudKitDatabase = .automatic
  ) {
    let name = name ?? "default"
    self.name = name
    self.schema = schema
    self.isStoredInMemoryOnly = isStoredInMemoryOnly
    self.allowsSave = allowsSave
    self.groupContainer = groupContainer
    self.cloudKitDatabase = cloudKitDatabase
    groupAppContainerIdentifier = nil
    cloudKitContainerIdentifier = nil
    url =
      isStoredInMemoryOnly
      ? URL(fileURLWithPath: "/dev/null") : URL(fileURLWithPath: "/headless/\(name).store")
  }

  public init(
    _ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true,
    cloudKitDatabase: CloudKitDatabase = .automatic
  ) {
    self.name = name ?? "default"
    self.schema = schema
    self.url = url
    self.allowsSave = allowsSave
    self.cloudKitDatabase = cloudKitDatabase
    isStoredInMemoryOnly = false
    groupContainer = .automatic
    groupAppContainerIdentifier = nil
    cloudKitContainerIdentifier = nil
  }

  public var id: URL { url }

  public static func == (lhs: ModelConfiguration, rhs: ModelConfiguration) -> Bool {
    lhs.name == rhs.name && lhs.url == rhs.url && lhs.schema == rhs.schema
      && lhs.isStoredInMemoryOnly == rhs.isStoredInMemoryOnly && lhs.allowsSave == rhs.allowsSave
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(url)
  }

  public var debugDescription: String {
    "ModelConfiguration(\(name), inMemory: \(isStoredInMemoryOnly))"
  }
}

/// The models a container keeps, by entity, in insertion order, with one observation point per
/// entity: a change to an entity's models is a mutation of that entity's generation (SD-2.4).
final class ModelStore: Observable {
  struct Entity: Hashable, Sendable {
    let type: ObjectIdentifier
  }

  private let registrar = ObservationRegistrar()
  private var generations: [Entity: Int] = [:]
  var saved: [Entity: [any PersistentModel]] = [:]
  var nextOrdinal = 1

  /// The generation of `entity`'s models, read by whoever depends on them.
  subscript(generation entity: Entity) -> Int {
    registrar.access(self, keyPath: \ModelStore.[generation: entity])
    return generations[entity, default: 0]
  }

  /// The models of `entity` changed (inserted, deleted, written, saved).
  func didChange(_ entity: Entity) {
    registrar.withMutation(of: self, keyPath: \ModelStore.[generation: entity]) {
      generations[entity, default: 0] += 1
    }
  }
}

/// An app's models and the configurations they are stored with: headless, in memory, for the
/// life of the container (SD-3.1, SD-3.2).
@available(swift 5.9)
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public class ModelContainer: Equatable {
  public let schema: Schema
  public let migrationPlan: (any SchemaMigrationPlan.Type)?
  public var configurations: Set<ModelConfiguration>
  let store = ModelStore()
  private var main: ModelContext?

  /// The container's context for the main actor, made on first use (SD-3.1).
  @MainActor public var mainContext: ModelContext {
    if let main { return main }
    let context = ModelContext(self)
    context.autosaveEnabled = true
    main = context
    return context
  }

  public static func == (lhs: ModelContainer, rhs: ModelContainer) -> Bool { lhs === rhs }

  public convenience init(
    for forTypes: any PersistentModel.Type...,
    migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: ModelConfiguration...
  ) throws {
    try self.init(
      for: Schema(forTypes), migrationPlan: migrationPlan, configurations: configurations)
  }

  public convenience init(
    for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
    configurations: ModelConfiguration...
  ) throws {
    try self.init(for: givenSchema, migrationPlan: migrationPlan, configurations: configurations)
  }

  /// Fails with `SwiftDataError.duplicateConfiguration` when two configurations share a name
  /// (SD-3.1).
  public convenience init(
    for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
    configurations: [ModelConfiguration]
  ) throws {
    let names = configurations.map(\.name)
    guard Set(names).count == names.count else { throw SwiftDataError.duplicateConfiguration }
    self.init(checked: givenSchema, migrationPlan: migrationPlan, configurations: configurations)
  }

  /// A container of `schema` with the default configuration.
  convenience init(emptyFor schema: Schema) {
    self.init(checked: schema, migrationPlan: nil, configurations: [])
  }

  /// A container whose configurations have distinct names.
  init(
    checked givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)?,
    configurations: [ModelConfiguration]
  ) {
    var types = givenSchema.types
    for configuration in configurations {
      types += configuration.schema?.types ?? []
    }
    schema = Schema(types, version: givenSchema.version)
    self.migrationPlan = migrationPlan
    self.configurations = Set(configurations.isEmpty ? [ModelConfiguration()] : configurations)
  }

  /// Deletes every model of the container (SD-3.1).
  @available(iOS, introduced: 17.0, deprecated: 100000.0, renamed: "erase")
  @available(macOS, introduced: 14.0, deprecated: 100000.0, renamed: "erase")
  public func deleteAllData() {
    eraseAll()
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  public func erase() throws {
    eraseAll()
  }

  private func eraseAll() {
    let entities = Array(store.saved.keys)
    store.saved = [:]
    for entity in entities { store.didChange(entity) }
  }
}

/// SwiftData's errors, by name.
@available(swift 5.9)
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct SwiftDataError: Error, Hashable, Sendable {
  let name: String
  public static let includePendingChangesWithBatchSize = SwiftDataError(
    name: "includePendingChangesWithBatchSize")
  public static let unsupportedPredicate = SwiftDataError(name: "unsupportedPredicate")
  public static let unsupportedKeyPath = SwiftDataError(name: "unsupportedKeyPath")
  public static let sortingPendingChangesWithIdentifiers = SwiftDataError(
    name: "sortingPendingChangesWithIdentifiers")
  public static let unsupportedSortDescriptor = SwiftDataError(name: "unsupportedSortDescriptor")
  public static let duplicateConfiguration = SwiftDataError(name: "duplicateConfiguration")
  public static let configurationFileNameTooLong = SwiftDataError(
    name: "configurationFileNameTooLong")
  public static let configurationFileNameContainsInvalidCharacters = SwiftDataError(
    name: "configurationFileNameContainsInvalidCharacters")
  public static let configurationSchemaNotFoundInContainerSchema = SwiftDataError(
    name: "configurationSchemaNotFoundInContainerSchema")
  public static let loadIssueModelContainer = SwiftDataError(name: "loadIssueModelContainer")
  public static let modelValidationFailure = SwiftDataError(name: "modelValidationFailure")
  public static let missingModelContext = SwiftDataError(name: "missingModelContext")
  public static let backwardMigration = SwiftDataError(name: "backwardMigration")
  public static let unknownSchema = SwiftDataError(name: "unknownSchema")
}
