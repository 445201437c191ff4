// `import UniformTypeIdentifiers` on a platform without Apple's framework (Linux): `UTType`, the
// system's declared types with their conformance, filename extensions and MIME types
// (Docs/Semantics/OtherFrameworks.md §12). Declared in Package.swift only where the platform has
// no framework of this name.
import Foundation

/// A kind of data, named by a uniform type identifier: UniformTypeIdentifiers' `UTType`. Two
/// types are equal when their identifiers are, ignoring case (identifiers are case-insensitive).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct UTType: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
  /// The type's identifier, for example `public.png`.
  public let identifier: String
  /// The identifiers of the types this one conforms to directly.
  let parents: [String]
  /// Its filename extensions and MIME types, the preferred one first.
  let extensions: [String]
  let mimeTypes: [String]
  /// True for a type the system declares or an app imports or exports.
  public let isDeclared: Bool
  /// True for a type the system made up for a tag no declared type has (`dyn.` identifiers).
  public let isDynamic: Bool

  init(
    identifier: String, parents: [String], extensions: [String] = [], mimeTypes: [String] = [],
    isDeclared: Bool = true, isDynamic: Bool = false
  ) {
    self.identifier = identifier
    self.parents = parents
    self.extensions = extensions
    self.mimeTypes = mimeTypes
    self.isDeclared = isDeclared
    self.isDynamic = isDynamic
  }

  /// The declared type of `identifier`, or nil when no type of that identifier is declared.
  public init?(_ identifier: String) {
    guard let known = UTType.declared[identifier.lowercased()] else { return nil }
    self = known
  }

  /// A type the app's Info.plist imports (its declaration is the app's): the declared type of
  /// `identifier` when the system declares one, else a type of that identifier conforming to
  /// `parentType` (to `public.data` when nil).
  public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
    self = UTType(identifier) ?? UTType(app: identifier, parent: parentType)
  }

  /// A type the app's Info.plist exports (declares as its own), conforming to `parentType` (to
  /// `public.data` when nil).
  public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
    self = UTType(identifier) ?? UTType(app: identifier, parent: parentType)
  }

  private init(app identifier: String, parent: UTType?) {
    self.init(identifier: identifier, parents: [(parent ?? .data).identifier])
  }

  /// The type that `tag` of `tagClass` names and that conforms to `supertype` (any type when
  /// nil); when no declared type has the tag, a dynamic type holding it. Nil for a tag class
  /// other than a filename extension or a MIME type.
  public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
    let lowered = tag.lowercased()
    let found = UTType.declaredTypes.first { type in
      let tags = tagClass == .filenameExtension ? type.extensions : type.mimeTypes
      return tags.contains(lowered) && (supertype.map { type.conforms(to: $0) } ?? true)
    }
    if let found {
      self = found
      return
    }
    guard tagClass == .filenameExtension || tagClass == .mimeType else { return nil }
    self.init(
      identifier: "dyn." + tagClass.rawValue + "." + lowered,
      parents: [(supertype ?? .data).identifier],
      extensions: tagClass == .filenameExtension ? [lowered] : [],
      mimeTypes: tagClass == .mimeType ? [lowered] : [], isDeclared: false, isDynamic: true)
  }

  /// The type of files with `filenameExtension` (without the dot) that conforms to `supertype`.
  public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
    self.init(tag: filenameExtension, tagClass: .filenameExtension, conformingTo: supertype)
  }

  /// The type of data of `mimeType` that conforms to `supertype`.
  public init?(mimeType: String, conformingTo supertype: UTType = .data) {
    self.init(tag: mimeType, tagClass: .mimeType, conformingTo: supertype)
  }

  /// The extension files of this type are given first, or nil.
  public var preferredFilenameExtension: String? { extensions.first }
  /// The MIME type data of this type is sent as first, or nil.
  public var preferredMIMEType: String? { mimeTypes.first }
  /// The type's tags by class.
  public var tags: [UTTagClass: [String]] {
    var tags: [UTTagClass: [String]] = [:]
    if !extensions.isEmpty { tags[.filenameExtension] = extensions }
    if !mimeTypes.isEmpty { tags[.mimeType] = mimeTypes }
    return tags
  }
  /// True for a type the system declares in the `public.` domain.
  public var isPublic: Bool { identifier.lowercased().hasPrefix("public.") }

  /// Every type this one conforms to, directly or through another, itself excluded.
  public var supertypes: Set<UTType> {
    var found: Set<UTType> = []
    var pending = parents
    while let next = pending.popLast() {
      guard let type = UTType.declared[next.lowercased()], found.insert(type).inserted else {
        continue
      }
      pending += type.parents
    }
    return found
  }

  /// Whether this type is `type` or conforms to it, directly or through another.
  public func conforms(to type: UTType) -> Bool { self == type || supertypes.contains(type) }
  /// Whether `type` conforms to this type and is not it.
  public func isSupertype(of type: UTType) -> Bool { self != type && type.conforms(to: self) }
  /// Whether this type conforms to `type` and is not it.
  public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

  public var description: String { identifier }
  public var debugDescription: String { identifier }

  public static func == (lhs: UTType, rhs: UTType) -> Bool {
    lhs.identifier.lowercased() == rhs.identifier.lowercased()
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(identifier.lowercased()) }
}

/// A kind of tag that names a type: UniformTypeIdentifiers' `UTTagClass`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct UTTagClass: Hashable, RawRepresentable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A filename extension, without its dot.
  public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
  /// A MIME type.
  public static let mimeType = UTTagClass(rawValue: "public.mime-type")
}
