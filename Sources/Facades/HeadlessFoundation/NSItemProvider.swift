// Foundation's `NSItemProvider`, which the toolchain's Foundation on Linux lacks: data of
// declared types handed between drag and drop, the pasteboard and pickers
// (Docs/Semantics/OtherFrameworks.md OF-12.3). Loading calls the provider's own load handler at
// once; nothing comes from another process.
import Foundation
import UniformTypeIdentifiers

/// Who may load a representation: Foundation's `NSItemProviderRepresentationVisibility`.
@available(iOS 11.0, macOS 10.13, watchOS 4.0, tvOS 11.0, *)
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
  /// Any process.
  case all = 0
  /// Processes of the same team (not on macOS).
  @available(macOS, unavailable)
  case team = 1
  /// Processes of the same group container (macOS only).
  @available(iOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  case group = 2
  /// The providing process only.
  case ownProcess = 3
}

/// The error domain of item providers.
public let NSItemProviderErrorDomain = "NSItemProviderErrorDomain"

/// Data of one or more declared types, loaded on request: Foundation's `NSItemProvider`.
@available(iOS 8.0, macOS 10.10, watchOS 2.0, tvOS 9.0, *)
open class NSItemProvider: NSObject, NSCopying {
  /// The error codes of ``NSItemProviderErrorDomain``.
  public enum ErrorCode: Int, Sendable {
    case unknownError = -1
    case itemUnavailableError = -1000
    case unexpectedValueClassError = -1100
    case unavailableCoercionError = -1200
  }

  /// What each registered type identifier loads, in registration order.
  private var representations: [(identifier: String, load: Loader)] = []
  /// The object a provider made from one holds (a string, a URL, an image), if any.
  package private(set) var object: Any?

  typealias Loader = (@escaping (Data?, (any Error)?) -> Void) -> Progress?

  /// A provider with no representation.
  public override init() {}

  /// A provider of `item` as `typeIdentifier` (nothing registered when either is nil).
  public convenience init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
    self.init()
    if let item, let typeIdentifier { register(item, as: typeIdentifier) }
  }

  /// A provider of `object` (a string, a URL, an image, …) as `typeIdentifier`: how the
  /// headless frameworks offer their own values (the pasteboard's items).
  package convenience init(object: Any, typeIdentifier: String) {
    self.init()
    register(object, as: typeIdentifier)
  }

  private func register(_ value: Any, as identifier: String) {
    object = object ?? value
    representations.append(
      (
        identifier,
        { completion in
          if let data = value as? Data {
            completion(data, nil)
          } else if let string = value as? String ?? (value as? NSString).map({ String($0) }) {
            completion(Data(string.utf8), nil)
          } else {
            completion(nil, NSItemProvider.error(.unavailableCoercionError))
          }
          return nil
        }
      ))
  }

  static func error(_ code: ErrorCode) -> NSError {
    NSError(domain: NSItemProviderErrorDomain, code: code.rawValue)
  }

  /// A name for the item, for a file made from it.
  @available(iOS 11.0, macOS 10.14, watchOS 4.0, tvOS 11.0, *)
  open var suggestedName: String?

  /// The registered type identifiers, in registration order.
  open var registeredTypeIdentifiers: [String] { representations.map(\.identifier) }

  /// Whether a registered type is `typeIdentifier` or conforms to it (by the declared types'
  /// conformance; an undeclared identifier only matches itself).
  open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
    representations.contains { conforms($0.identifier, to: typeIdentifier) }
  }

  private func conforms(_ identifier: String, to other: String) -> Bool {
    if identifier.lowercased() == other.lowercased() { return true }
    guard let type = UTType(identifier), let target = UTType(other) else { return false }
    return type.conforms(to: target)
  }

  /// Registers `loadHandler` as what loads the data of `typeIdentifier`.
  @available(iOS 11.0, macOS 10.13, watchOS 4.0, tvOS 11.0, *)
  open func registerDataRepresentation(
    forTypeIdentifier typeIdentifier: String,
    visibility: NSItemProviderRepresentationVisibility,
    loadHandler: @escaping (@escaping (Data?, (any Error)?) -> Void) -> Progress?
  ) {
    representations.append((typeIdentifier, loadHandler))
  }

  /// Loads the data of the first registered type conforming to `typeIdentifier`: its load
  /// handler runs now, and `completionHandler` gets what it hands back; with none registered,
  /// nil and an item-unavailable error.
  @available(iOS 11.0, macOS 10.13, watchOS 4.0, tvOS 11.0, *)
  @discardableResult
  open func loadDataRepresentation(
    forTypeIdentifier typeIdentifier: String,
    completionHandler: @escaping (Data?, (any Error)?) -> Void
  ) -> Progress {
    let progress = Progress(totalUnitCount: 1)
    guard let found = representations.first(where: { conforms($0.identifier, to: typeIdentifier) })
    else {
      completionHandler(nil, NSItemProvider.error(.itemUnavailableError))
      return progress
    }
    _ = found.load { data, error in
      progress.completedUnitCount = 1
      completionHandler(data, error)
    }
    return progress
  }

  /// A provider with the same representations.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSItemProvider()
    copy.representations = representations
    copy.object = object
    copy.suggestedName = suggestedName
    return copy
  }
}
