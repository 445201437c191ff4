import Foundation
import Measure

/// Writes a command's output to the file named by `--out`, the way a careful shell
/// redirection would (Docs/CLI.md §6):
///
/// - a regular file, or a name that does not exist yet, gets a temporary file beside it that
///   is renamed over it once every byte is written, so a failure leaves the old file whole;
///   an existing file keeps its permission bits (and, when the process may, its owner);
/// - a symbolic link is written through: the temporary file goes beside the link's target
///   and replaces the target, the link stays;
/// - anything else (a FIFO, a terminal, `/dev/null`, a device) is opened and written to
///   directly, never replaced; a FIFO without a reader blocks until one opens it, as `>` does;
/// - `/dev/stdout`, `/dev/stderr`, `/dev/fd/N` and `/proc/self/fd/N` write to the descriptor
///   already open, as the shell does, so `--out /dev/stdout >> log` appends.
enum OutputFile {
  /// The line printed on standard error after a file was written (`--out`, `--svg`,
  /// `--report`, `--trace`): `yazildi: PATH` (`wrote: PATH`), so a run says what it made.
  static func writtenLine(_ path: String, language: Language) -> String {
    (language == .tr ? "yazildi: " : "wrote: ") + Quote.inline(path) + "\n"
  }

  /// Writes `text` to `path` and says so on `errors` (``writtenLine(_:language:)``); when it
  /// cannot, one `error:` line naming the path and the reason on `errors`, and false.
  static func write(
    _ text: String, to path: String, language: Language, errors: inout some TextOutputStream
  ) -> Bool {
    do {
      try write(text, to: path)
      errors.write(writtenLine(path, language: language))
      return true
    } catch {
      errors.write("error: \(error)\n")
      return false
    }
  }

  /// Why the output could not be written; the message names the path and the reason.
  struct Failure: Error, Hashable, CustomStringConvertible {
    let path: String
    let reason: String
    var description: String { "cannot write '\(Quote.inline(path))': \(reason)" }
  }

  /// Writes `text` to `path`.
  static func write(_ text: String, to path: String) throws(Failure) {
    func fail(_ reason: String) -> Failure { Failure(path: path, reason: reason) }
    if let descriptor = openDescriptor(path) {
      try stream(text, to: descriptor, path: path)
      return
    }
    switch FileKind.of(path) {
    case .success((.regular, let info)):
      guard access(path, W_OK) == 0 else { throw fail(SystemError.current.description) }
      guard let resolved = realpath(path, nil) else { throw fail(SystemError.current.description) }
      let target = String(cString: resolved)
      free(resolved)
      try replace(target, with: text, keeping: info, reportedAs: path)
    case .success((.directory, _)):
      throw fail("is a directory")
    case .success:
      try streamToSpecialFile(text, path: path)
    case .failure(let error) where error.number == ENOENT:
      // Nothing there yet, or a symbolic link whose target does not exist yet.
      let target = try danglingTarget(of: path)
      try replace(target, with: text, keeping: nil, reportedAs: path)
    case .failure(let error):
      throw fail(error.description)
    }
  }

  /// Throws when an output (`--svg x.swift`) names one of the `inputs`, by the same path or
  /// through a link or a hard link to the same file: writing it would overwrite the source
  /// the command reads (Docs/CLI.md §6).
  static func rejectInputs(
    _ outputs: [(option: String, path: String?)], inputs: [String], command: [String]
  ) throws(UsageError) {
    func identity(_ path: String) -> [UInt64]? {
      guard case .success((.regular, let info)) = FileKind.of(path) else { return nil }
      return [UInt64(info.st_dev), UInt64(info.st_ino)]
    }
    func standardized(_ path: String) -> String {
      URL(fileURLWithPath: path).standardizedFileURL.path
    }
    for case (let option, let path?) in outputs {
      let same = inputs.first { input in
        standardized(input) == standardized(path)
          || (identity(path) != nil && identity(path) == identity(input))
      }
      guard let input = same else { continue }
      throw UsageError(
        message: "'\(option)' names the input '\(Quote.inline(input))'; writing it would "
          + "overwrite the source; give another file",
        command: command)
    }
  }

  /// The descriptor a `/dev/stdout`-style name stands for, if `path` is one.
  static func openDescriptor(_ path: String) -> Int32? {
    switch path {
    case "/dev/stdout": return 1
    case "/dev/stderr": return 2
    default: break
    }
    for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
      let number = path.dropFirst(prefix.count)
      guard !number.isEmpty, number.allSatisfy(\.isASCII), let value = Int32(number) else {
        return nil
      }
      return value
    }
    return nil
  }

  private static func stream(_ text: String, to descriptor: Int32, path: String)
    throws(Failure)
  {
    var output = DescriptorOutput(descriptor: descriptor)
    output.write(text)
    if let failure = output.failure { throw Failure(path: path, reason: failure.description) }
  }

  /// A FIFO, device or socket: opened for writing and written to, never replaced.
  private static func streamToSpecialFile(_ text: String, path: String) throws(Failure) {
    var descriptor: Int32
    repeat {
      descriptor = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
    } while descriptor < 0 && errno == EINTR
    guard descriptor >= 0 else {
      throw Failure(path: path, reason: SystemError.current.description)
    }
    defer { close(descriptor) }
    var info = stat()
    if fstat(descriptor, &info) == 0, FileKind(mode: info.st_mode) == .regular {
      // Replaced by a regular file between the check and the open: never write in place.
      throw Failure(path: path, reason: "the file changed while it was being opened")
    }
    try stream(text, to: descriptor, path: path)
  }

  /// Where a new file for `path` goes: `path` itself, or, when `path` is a symbolic link
  /// whose target does not exist, that target (links followed, at most 40 of them).
  private static func danglingTarget(of path: String) throws(Failure) -> String {
    var current = path
    for _ in 0..<40 {
      switch FileKind.ofLink(current) {
      case .success((.symbolicLink, _)):
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(current, &buffer, buffer.count - 1)
        guard count >= 0 else {
          throw Failure(path: path, reason: SystemError.current.description)
        }
        let link = String(
          decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        current = link.hasPrefix("/") ? link : directory(of: current) + "/" + link
      case .success:
        return current
      case .failure(let error) where error.number == ENOENT:
        return current
      case .failure(let error):
        throw Failure(path: path, reason: error.description)
      }
    }
    throw Failure(path: path, reason: SystemError(number: ELOOP).description)
  }

  /// The directory part of `path` ("." for a bare name).
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let directory = path[..<slash]
    return directory.isEmpty ? "/" : String(directory)
  }

  /// Writes `text` to a new temporary file beside `target` and renames it over `target`.
  private static func replace(
    _ target: String, with text: String, keeping existing: stat?, reportedAs path: String
  ) throws(Failure) {
    func fail(_ reason: String) -> Failure { Failure(path: path, reason: reason) }
    let directory = directory(of: target)
    let slash = target.lastIndex(of: "/")
    let fullName = slash.map { target[target.index(after: $0)...] } ?? target[...]
    // Short enough that the temporary name stays under NAME_MAX (255 bytes).
    var name = ""
    for scalar in fullName.unicodeScalars {
      guard name.utf8.count + scalar.utf8.count <= 100 else { break }
      name.unicodeScalars.append(scalar)
    }
    var temporary = ""
    var descriptor: Int32 = -1
    // A new file gets 0666 less the umask, as the shell gives it; an existing one its mode.
    let mode = existing.map { $0.st_mode & 0o7777 } ?? 0o666
    for attempt in 0..<100 {
      let base = slash == nil ? "" : directory == "/" ? "/" : directory + "/"
      temporary = base + ".\(name).screenlab-\(getpid())-\(attempt).tmp"
      descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
      if descriptor >= 0 || errno != EEXIST { break }
    }
    guard descriptor >= 0 else {
      let error = SystemError.current
      throw fail("cannot create a file in '\(Quote.inline(directory))': \(error)")
    }
    var finished = false
    defer {
      if !finished { unlink(temporary) }
    }
    if let existing {
      // The umask does not apply to an existing file's bits; keep them exactly.
      _ = fchmod(descriptor, existing.st_mode & 0o7777)
      if existing.st_uid != geteuid() || existing.st_gid != getegid() {
        _ = fchown(descriptor, existing.st_uid, existing.st_gid)
      }
    }
    var output = DescriptorOutput(descriptor: descriptor)
    output.write(text)
    var failure = output.failure
    if failure == nil, fsync(descriptor) != 0, errno != EINVAL, errno != EROFS {
      failure = .current
    }
    if close(descriptor) != 0, failure == nil, errno != EINTR { failure = .current }
    if let failure { throw fail(failure.description) }
    guard rename(temporary, target) == 0 else { throw fail(SystemError.current.description) }
    finished = true
  }
}
