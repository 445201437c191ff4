// `import CoreML` on a platform without Apple's Core ML (Linux): the model, its configuration
// and the feature values a view file and Xcode's generated model class use
// (Docs/Semantics/OtherFrameworks.md §14). Headless no model is compiled or run: loading one
// always fails as for a model that cannot be read, so a file's `catch` path runs. Declared in
// Package.swift only where the platform has no framework of this name.
import Foundation
import Runtime

/// The error domain of Core ML.
@available(iOS 11.0, macOS 10.13, tvOS 11.0, watchOS 4.0, *)
public let MLModelErrorDomain = "com.apple.CoreML"

/// An error Core ML throws: Core ML's `MLModelError`.
@available(iOS 11.0, macOS 10.13, tvOS 11.0, watchOS 4.0, *)
public struct MLModelError: CustomNSError, Hashable, Error {
  /// The kinds of Core ML errors, with the SDK's raw values.
  public enum Code: Int, Sendable, Equatable {
    case generic = 0
    case featureType = 1
    case io = 3
    case customLayer = 4
    case customModel = 5
    case update = 6
    case parameters = 7
    case modelDecryptionKeyFetch = 8
    case modelDecryption = 9
    case modelCollection = 10
    case predictionCancelled = 11
  }

  /// The error's kind.
  public let code: Code
  /// The string values of the user info the error was made with.
  private let strings: [String: String]

  public init(_ code: Code, userInfo: [String: Any] = [:]) {
    self.code = code
    strings = userInfo.compactMapValues { $0 as? String }
  }

  public var errorUserInfo: [String: Any] { strings }

  public static var errorDomain: String { MLModelErrorDomain }
  public var errorCode: Int { code.rawValue }

  public static var generic: Code { .generic }
  public static var featureType: Code { .featureType }
  public static var io: Code { .io }

  public static func == (lhs: MLModelError, rhs: MLModelError) -> Bool { lhs.code == rhs.code }
  public func hash(into hasher: inout Hasher) { hasher.combine(code) }
}

/// The processors a model may run on: Core ML's `MLComputeUnits`.
@available(iOS 12.0, macOS 10.14, tvOS 12.0, watchOS 5.0, *)
public enum MLComputeUnits: Int, Sendable {
  case cpuOnly = 0
  case cpuAndGPU = 1
  case all = 2
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  case cpuAndNeuralEngine = 3
}

/// How a model is loaded: Core ML's `MLModelConfiguration`.
@available(iOS 12.0, macOS 10.14, tvOS 12.0, watchOS 5.0, *)
open class MLModelConfiguration: NSObject, NSCopying {
  /// The processors the model may use; `.all` by default.
  open var computeUnits: MLComputeUnits = .all
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  open var allowLowPrecisionAccumulationOnGPU: Bool {
    get { lowPrecision }
    set { lowPrecision = newValue }
  }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  open var modelDisplayName: String? {
    get { displayName }
    set { displayName = newValue }
  }
  private var lowPrecision = false
  private var displayName: String?

  public override init() {}

  open func copy(with zone: NSZone? = nil) -> Any {
    carrySettings(
      \.computeUnits, \.lowPrecision, \.displayName, from: self, to: MLModelConfiguration())
  }
}

/// Options of one prediction: Core ML's `MLPredictionOptions`.
@available(iOS 11.0, macOS 10.13, tvOS 11.0, watchOS 4.0, *)
open class MLPredictionOptions: NSObject {
  public override init() {}
}

/// A trained model: Core ML's `MLModel`. Headless none is ever made: every way of loading one
/// throws an I/O error (OF-14.1).
@available(iOS 11.0, macOS 10.13, tvOS 11.0, watchOS 4.0, *)
open class MLModel: NSObject {
  /// How the model was loaded.
  @available(iOS 12.0, macOS 10.14, tvOS 12.0, watchOS 5.0, *)
  open var configuration: MLModelConfiguration { loadedConfiguration }
  private let loadedConfiguration = MLModelConfiguration()

  override init() {}

  /// The error every load throws: no model can be read or compiled headless.
  static func unreadable(_ url: URL) -> MLModelError {
    MLModelError(
      .io, userInfo: [NSLocalizedDescriptionKey: "No model at \(url.path) can be loaded."])
  }

  /// Loads the compiled model at `url`: throws ``MLModelError/Code/io`` (OF-14.1).
  public convenience init(contentsOf url: URL) throws {
    throw Self.unreadable(url)
  }

  /// Loads the compiled model at `url` with `configuration`: throws
  /// ``MLModelError/Code/io`` (OF-14.1).
  @available(iOS 12.0, macOS 10.14, tvOS 12.0, watchOS 5.0, *)
  public convenience init(contentsOf url: URL, configuration: MLModelConfiguration) throws {
    throw Self.unreadable(url)
  }

  /// Loads a model asynchronously: throws ``MLModelError/Code/io`` (OF-14.1).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  open class func load(
    contentsOf url: URL, configuration: MLModelConfiguration = MLModelConfiguration()
  ) async throws -> MLModel {
    throw unreadable(url)
  }

  /// Loads a model and hands it to `handler`: nil and ``MLModelError/Code/io``, on the main
  /// queue (OF-14.1).
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  open class func load(
    contentsOf url: URL, configuration: MLModelConfiguration,
    completionHandler handler: @escaping @Sendable (MLModel?, (any Error)?) -> Void
  ) {
    let error = unreadable(url)
    Runtime.enqueueOnBoundMainQueue { handler(nil, error) }
  }

  /// Compiles the model description at `modelURL`: throws ``MLModelError/Code/io``
  /// (OF-14.1).
  open class func compileModel(at modelURL: URL) throws -> URL {
    throw unreadable(modelURL)
  }

  /// A prediction for `input` (no model exists to make one).
  open func prediction(from input: any MLFeatureProvider) throws -> any MLFeatureProvider {
    throw MLModelError(.generic)
  }

  /// A prediction for `input` with `options` (no model exists to make one).
  open func prediction(from input: any MLFeatureProvider, options: MLPredictionOptions) throws
    -> any MLFeatureProvider
  {
    throw MLModelError(.generic)
  }
}
