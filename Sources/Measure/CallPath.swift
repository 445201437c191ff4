// The call path of a walk of Docs/Architecture.md ("Two walks"): each function a walk's table
// names calls `callPathHop(_:)` with its name where it has the walk's datum in hand, and a test
// that installs a recorder (`CallPathRecorder.recording(_:)`) reads the names back in the order
// the functions ran. Debug builds only: in a release build the hook is an empty inlined
// function, so the hot paths it sits on pay nothing.

/// The names the walks' functions recorded, in the order they ran, in the task that installed
/// this recorder.
///
/// `@unchecked Sendable` as `Runtime` is: a recorder is a task-local value used by the one
/// task that installed it, whose work all runs synchronously in that task.
package final class CallPathRecorder: @unchecked Sendable {
  /// The names recorded so far.
  package private(set) var names: [String] = []
  /// How many ``suspendCallPath()`` calls are not yet resumed: nothing is recorded meanwhile.
  fileprivate var suspensions = 0

  /// The recorder of the current task, if one is installed.
  @TaskLocal package static var current: CallPathRecorder?

  private init() {}

  /// Runs `body` with a new recorder installed and returns what it recorded. In a release
  /// build nothing is recorded and the list is empty.
  package static func recording(_ body: () throws -> Void) rethrows -> [String] {
    let recorder = CallPathRecorder()
    try $current.withValue(recorder) { try body() }
    return recorder.names
  }

  fileprivate func append(_ name: StaticString) {
    if suspensions == 0 { names.append(name.description) }
  }
}

#if DEBUG
  /// Records `name`, a function of a walk, when a recorder is installed. Usable from inlinable
  /// code (`Verdict.init(model:shown:)`).
  @usableFromInline
  package func callPathHop(_ name: StaticString) {
    CallPathRecorder.current?.append(name)
  }

  /// Stops recording until the matching ``resumeCallPath()``: around work that passes through
  /// a walk's functions without its datum (a gesture's clock tick). No closure, so that the
  /// release build's empty pair leaves the code between them as it was.
  package func suspendCallPath() { CallPathRecorder.current?.suspensions += 1 }

  /// Ends the last ``suspendCallPath()``.
  package func resumeCallPath() { CallPathRecorder.current?.suspensions -= 1 }
#else
  /// Nothing, in a release build.
  @inlinable @inline(__always)
  package func callPathHop(_ name: StaticString) {}

  /// Nothing, in a release build.
  @inlinable @inline(__always)
  package func suspendCallPath() {}

  /// Nothing, in a release build.
  @inlinable @inline(__always)
  package func resumeCallPath() {}
#endif
