import Foundation

/// The analyzer: runs the rules over Swift sources and reports findings.
///
/// ```swift
/// let report = SourceAnalyzer().analyze(paths: ["Sources"])
/// for finding in report.findings { print(finding) }
/// ```
///
/// All files of one analysis are analyzed together, so an extension in one file and a type in
/// another are one type. Output is deterministic: the same sources give the same report.
public struct SourceAnalyzer: Sendable {
  /// What to analyze and how.
  public struct Options: Sendable, Hashable {
    /// The rules to run; all by default.
    public var rules: Set<Rule> = Set(Rule.allCases)
    /// Whether files with syntax errors are analyzed anyway (they are reported and skipped by
    /// default). The fuzz tests turn this on to run the rules on broken trees.
    public var analyzesFilesWithSyntaxErrors = false
    /// Whether the rule families run on two threads when the machine has two processors or
    /// more; the findings are the same either way (a test compares the two).
    package var runsConcurrently = true
    /// Whether `analyze(paths:)` searches the dependency managers' folders it meets inside a
    /// directory (``SourceCollector/dependencyFolders``); off by default.
    public var includesDependencies = false

    /// The default options.
    public init() {}
  }

  /// The options in use.
  public var options: Options

  /// Creates an analyzer.
  public init(options: Options = Options()) {
    self.options = options
  }

  /// Whether this build has SwiftSyntax, and if not, why.
  public static var availability: Availability { Engine.availability }

  /// Analyzes sources given as text.
  ///
  /// - Complexity: linear in the total size of the sources, plus the rules' lookups.
  public func analyze(_ sources: [SourceFile]) -> AnalysisReport {
    if case .unavailable(let reason) = Self.availability {
      return AnalysisReport(errors: [AnalysisError(file: "", kind: .unavailable, message: reason)])
    }
    let options = options
    return LargeStack.run { Engine.analyze(sources, options: options) }
  }

  /// Collects the Swift files under `paths` (files and directories, recursively, sorted),
  /// reads them and analyzes them.
  ///
  /// - Parameter progress: called before each file is read with the number of files done,
  ///   the total and the path.
  public func analyze(
    paths: [String], progress: ((_ done: Int, _ total: Int, _ path: String) -> Void)? = nil
  ) -> AnalysisReport {
    if case .unavailable(let reason) = Self.availability {
      return AnalysisReport(errors: [AnalysisError(file: "", kind: .unavailable, message: reason)])
    }
    let (paths, collectionErrors) = SourceCollector.files(
      under: paths, includingDependencies: options.includesDependencies)
    var sources: [SourceFile] = []
    var errors = collectionErrors
    for (position, path) in paths.enumerated() {
      progress?(position, paths.count, path)
      switch SourceCollector.read(path) {
      case .success(let source): sources.append(source)
      case .failure(let error): errors.append(error)
      }
    }
    var report = analyze(sources)
    report.errors = (errors + report.errors).sorted {
      Array($0.file.utf8).lexicographicallyPrecedes($1.file.utf8)
    }
    return report
  }

  /// Parses the sources with SwiftParser and nothing else: the baseline the benchmark
  /// compares analysis time with.
  ///
  /// - Returns: the number of UTF-8 bytes parsed.
  public static func parseOnly(_ sources: [SourceFile]) -> Int {
    LargeStack.run { Engine.parseOnly(sources) }
  }

  /// Parses the sources as the analysis does (two threads, the same syntax-error checks) and
  /// keeps every tree until all are parsed: the memory baseline of the benchmark, the parsed
  /// trees the analysis starts from.
  ///
  /// - Returns: the number of trees.
  package static func parseKeepingTrees(_ sources: [SourceFile]) -> Int {
    LargeStack.run { Engine.parseKeepingTrees(sources) }
  }
}

/// Whether SwiftSyntax is part of this build.
public enum Availability: Sendable, Hashable {
  /// The analyzer works.
  case available
  /// The analyzer was built without SwiftSyntax; the reason names the folder searched.
  case unavailable(String)
}

/// Runs work on a thread with a large stack, so that deeply nested sources cannot overflow it.
package enum LargeStack {
  private final class Box<T>: @unchecked Sendable {
    var value: T?
  }

  /// 256 MiB of address space; only the pages used are committed. SwiftParser limits nesting
  /// itself; the rules walk long member chains iteratively.
  static let size = 256 << 20

  package static func run<T>(_ work: @escaping () -> T) -> T {
    let box = Box<T>()
    let done = DispatchSemaphore(value: 0)
    let unchecked = UncheckedSendable(work)
    let thread = Thread {
      box.value = unchecked.value()
      done.signal()
    }
    thread.stackSize = size
    thread.start()
    done.wait()
    guard let value = box.value else { preconditionFailure("large-stack work produced no value") }
    return value
  }

  /// A thread started by ``start(_:)``; ``wait()`` returns when its work is done.
  package final class Started: @unchecked Sendable {
    fileprivate let done = DispatchSemaphore(value: 0)
    package func wait() { done.wait() }
  }

  /// Starts `work` on a new thread with the same large stack and returns at once.
  package static func start(_ work: @escaping () -> Void) -> Started {
    let started = Started()
    let unchecked = UncheckedSendable(work)
    let thread = Thread {
      unchecked.value()
      started.done.signal()
    }
    thread.stackSize = size
    thread.start()
    return started
  }

  /// Starts `work` on a new thread with the same large stack and returns at once; unlike
  /// ``start(_:)``, the compiler checks that what `work` captures may cross threads.
  package static func startSendable(_ work: @escaping @Sendable () -> Void) -> Started {
    let started = Started()
    let thread = Thread {
      work()
      started.done.signal()
    }
    thread.stackSize = size
    thread.start()
    return started
  }

  private struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
  }
}
