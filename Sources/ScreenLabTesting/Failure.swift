// Recording a failed expectation with the test framework that is running (Docs/Testing.md §1).
import Foundation
import Measure
import Synchronization
import Testing
import XCTest

/// Where an assertion was called: the caller's `#fileID`, `#filePath`, `#line` and `#column`.
public struct CallSite: Sendable, CustomStringConvertible {
  /// `Module/File.swift`.
  public let fileID: String
  /// The full path of the calling file (XCTest reports it; snapshots are stored beside it).
  public let filePath: StaticString
  public let line: UInt
  public let column: UInt

  public init(fileID: String, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// The full path as a `String`.
  public var path: String { filePath.description }

  /// `File.swift:12:5`.
  public var description: String {
    let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
    return "\(file):\(line):\(column)"
  }
}

/// One failed expectation: which assertion, the message it recorded, and where it was called.
public struct ExpectationFailure: Sendable, CustomStringConvertible {
  /// The assertion's name (`expectRecomputes`).
  public let assertion: String
  /// The whole message, first line `assertion: summary`, then the measured and expected lines.
  public let message: String
  public let callSite: CallSite

  public var description: String { "\(callSite): \(message)" }
}

/// The test framework a failure is recorded with.
public enum TestFramework: String, Sendable, CaseIterable {
  /// Swift Testing (`import Testing`): `Issue.record(_:sourceLocation:)`.
  case swiftTesting
  /// XCTest: `XCTFail(_:file:line:)`.
  case xcTest

  /// The framework running the current test: Swift Testing when `Test.current` is set
  /// (inside an `@Test` function and the tasks it starts), XCTest otherwise.
  public static var running: TestFramework { Test.current != nil ? .swiftTesting : .xcTest }
}

/// Options of the assertions for the current task: the kernels' language and where failures
/// go (Docs/Testing.md §1).
public struct TestingOptions: Sendable {
  /// The language of the kernels' lines in messages: `SCREENLAB_LANG` of the process when it
  /// names one (`en`), else Turkish, the lessons' words (Docs/Testing.md §1).
  public var language: Language
  /// When set, failures go here instead of to the running framework (for testing the
  /// assertions themselves, or for collecting failures into a report).
  public var recorder: (@Sendable (ExpectationFailure) -> Void)?
  /// When set, read instead of the process environment (`SCREENLAB_RECORD`, `CI`).
  public var environment: [String: String]?
  /// When set, the folder that holds `__Snapshots__` instead of the calling file's folder.
  public var snapshotFolder: String?
  /// When set, the folder a failure's HTML report goes to instead of `SCREENLAB_REPORT_DIR`
  /// or `__Reports__` beside the calling file (Docs/Testing.md §10).
  public var reportFolder: String?

  public init(
    language: Language = .preferred, recorder: (@Sendable (ExpectationFailure) -> Void)? = nil,
    environment: [String: String]? = nil, snapshotFolder: String? = nil,
    reportFolder: String? = nil
  ) {
    self.language = language
    self.recorder = recorder
    self.environment = environment
    self.snapshotFolder = snapshotFolder
    self.reportFolder = reportFolder
  }

  /// The options of the current task.
  @TaskLocal public static var current = TestingOptions()

  /// The environment the snapshot assertions read.
  var effectiveEnvironment: [String: String] {
    environment ?? ProcessInfo.processInfo.environment
  }
}

/// Runs `body` with `options` as the current ``TestingOptions``; its result may be ignored.
@discardableResult
public func withTestingOptions<T>(_ options: TestingOptions, _ body: () throws -> T) rethrows
  -> T
{
  try TestingOptions.$current.withValue(options, operation: body)
}

/// Runs `body` and returns the failures its assertions recorded, instead of recording them
/// with the test framework (the language and environment of the current options are kept).
public func collectFailures(_ body: () throws -> Void) rethrows -> [ExpectationFailure] {
  let log = FailureLog()
  var options = TestingOptions.current
  options.recorder = { log.append($0) }
  try withTestingOptions(options, body)
  return log.failures
}

/// A thread-safe list of failures (``collectFailures(_:)``).
final class FailureLog: Sendable {
  private let storage = Mutex<[ExpectationFailure]>([])
  func append(_ failure: ExpectationFailure) { storage.withLock { $0.append(failure) } }
  var failures: [ExpectationFailure] { storage.withLock { $0 } }
}

/// Records `message` as a failure of `assertion` at `site`: with the options' recorder when
/// set, else with the running framework (Swift Testing's `Issue.record`, XCTest's `XCTFail`).
///
/// This is the one place a failure leaves the library. With a `subject` (what the assertion
/// measured), it first writes the HTML report of it where ``FailureReport`` says, and the
/// message gains a last line `report: PATH` (Docs/Testing.md §10).
func recordFailure(
  _ assertion: String, _ message: String, at site: CallSite, subject: FailureSubject? = nil
) {
  var message = message
  let options = TestingOptions.current
  if let subject,
    let url = FailureReport.location(
      site: site, test: Test.current?.name, options: options, collected: options.recorder != nil)
  {
    let failure = ExpectationFailure(assertion: assertion, message: message, callSite: site)
    message += "\n  " + FailureReport.write(subject, failure: failure, to: url)
  }
  let failure = ExpectationFailure(assertion: assertion, message: message, callSite: site)
  if let recorder = options.recorder {
    recorder(failure)
    return
  }
  switch TestFramework.running {
  case .swiftTesting:
    Issue.record(
      Comment(rawValue: message),
      sourceLocation: SourceLocation(
        fileID: site.fileID, filePath: site.path, line: Int(site.line),
        column: Int(site.column)))
  case .xcTest:
    XCTFail(message, file: site.filePath, line: site.line)
  }
}
