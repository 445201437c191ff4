import Foundation
import Testing

@testable import ScreenLabCLI

/// A fresh directory under the temporary directory, removed by `body`'s caller.
func temporaryDirectory() throws -> String {
  let path = FileManager.default.temporaryDirectory
    .appendingPathComponent("screenlab-output-\(UUID().uuidString)").path
  try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}

/// Every entry under `directory` (links not followed) with its kind and, for regular files,
/// its bytes: what must not change when a command fails.
func snapshot(_ directory: String) throws -> [String: String] {
  var entries: [String: String] = [:]
  for name in try FileManager.default.contentsOfDirectory(atPath: directory) {
    let path = directory + "/" + name
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    let type = attributes[.type] as? FileAttributeType
    if type == .typeRegular {
      entries[name] = "file:" + ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "?")
    } else if type == .typeSymbolicLink {
      entries[name] = "link:" + (try FileManager.default.destinationOfSymbolicLink(atPath: path))
    } else {
      entries[name] = "\(type?.rawValue ?? "?")"
    }
  }
  return entries
}

/// Standard output that fails: writes go through ``DescriptorOutput``, and the error is
/// reported once, as one line, with a failing status (Docs/CLI.md §4).
@MainActor @Suite struct WriteFailureTests {
  func run(_ arguments: [String], descriptor: Int32) -> (ExitCode, String) {
    var errors = ""
    let code = ScreenLabCommand.run(
      rawArguments: arguments.map { Array($0.utf8) }, outputDescriptor: descriptor,
      errors: &errors)
    return (code, errors)
  }

  @Test func aFullDeviceIsOneLineAndAFailure() throws {
    let full = open("/dev/full", O_WRONLY)
    try #require(full >= 0, "no /dev/full")
    defer { close(full) }
    let (code, errors) = run(["lesson", "all"], descriptor: full)
    #expect(code == .failure)
    #expect(errors == "error: cannot write to standard output: no space left on device\n")
  }

  @Test func aDescriptorNotOpenForWritingIsOneLineAndAFailure() throws {
    // What a closed standard output becomes: ScreenLabCommand.main() parks /dev/null,
    // read-only, on it.
    let readOnly = open("/dev/null", O_RDONLY)
    try #require(readOnly >= 0)
    defer { close(readOnly) }
    let (code, errors) = run(["draw", "ring"], descriptor: readOnly)
    #expect(code == .failure)
    #expect(errors == "error: cannot write to standard output: bad file descriptor\n")
  }

  @Test func analyzeFailsWithItsIOStatus() throws {
    let full = open("/dev/full", O_WRONLY)
    try #require(full >= 0)
    defer { close(full) }
    let (code, errors) = run(["analyze", "--help"], descriptor: full)
    #expect(code.rawValue == 2)
    #expect(errors.hasPrefix("error: cannot write to standard output: "))
  }

  @Test func aPipeNobodyReadsIsBrokenPipeWhenSIGPIPEIsIgnored() throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    close(ends[0])
    defer { close(ends[1]) }
    let previous = signal(SIGPIPE, SIG_IGN)
    defer { signal(SIGPIPE, previous) }
    let (code, errors) = run(["lesson", "all"], descriptor: ends[1])
    #expect(code == .failure)
    #expect(errors == "error: cannot write to standard output: broken pipe\n")
  }

  @Test func aStreamStopsAfterTheFirstFailure() throws {
    let full = open("/dev/full", O_WRONLY)
    try #require(full >= 0)
    defer { close(full) }
    var stream = DescriptorOutput(descriptor: full)
    stream.write("a")
    stream.write("b")
    #expect(stream.failure == SystemError(number: ENOSPC))
    #expect(stream.bytesWritten == 0)
  }

  @Test func anArgumentThatIsNotUTF8IsAUsageError() {
    var errors = ""
    let code = ScreenLabCommand.run(
      rawArguments: [Array("draw".utf8), [0x72, 0xFF, 0x67]], outputDescriptor: -1,
      errors: &errors)
    #expect(code == .usage)
    #expect(errors.hasPrefix("error: argument 2 ('r\u{FFFD}g') is not valid UTF-8"))
    #expect(errors.filter { $0 == "\n" }.count == 1)
  }
}

/// `--out`: regular files replaced atomically, links written through, FIFOs and devices
/// streamed to, nothing lost on failure (Docs/CLI.md §6).
@MainActor @Suite struct OutputFileTests {
  @Test func aSymbolicLinkIsWrittenThroughAndKept() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try "old".write(toFile: directory + "/target.svg", atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: directory + "/link.svg", withDestinationPath: "target.svg")
    let result = runCLI(["draw", "star", "--out", directory + "/link.svg"])
    #expect(result.code == .success)
    let entries = try snapshot(directory)
    #expect(entries["link.svg"] == "link:target.svg")
    #expect(entries["target.svg"] == "file:" + runCLI(["draw", "star"]).output)
    #expect(entries.count == 2, "no temporary file left: \(entries.keys.sorted())")
  }

  @Test func aDanglingLinkCreatesItsTarget() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try FileManager.default.createSymbolicLink(
      atPath: directory + "/link.svg", withDestinationPath: "new.svg")
    #expect(runCLI(["draw", "triangle", "--out", directory + "/link.svg"]).code == .success)
    let entries = try snapshot(directory)
    #expect(entries["link.svg"] == "link:new.svg")
    #expect(entries["new.svg"]?.hasPrefix("file:<svg") == true)
  }

  @Test func anExistingFileKeepsItsPermissions() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/out.svg"
    try "old".write(toFile: path, atomically: false, encoding: .utf8)
    chmod(path, 0o640)
    #expect(runCLI(["draw", "ring", "--out", path]).code == .success)
    var info = stat()
    #expect(stat(path, &info) == 0)
    #expect(info.st_mode & 0o777 == 0o640)
  }

  @Test func aFIFOIsStreamedToNotReplaced() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/pipe"
    try #require(mkfifo(path, 0o600) == 0)
    // The reader opens the FIFO on its own thread; the writer's open waits for it.
    let reader = Thread.detachNewThreadWithResult {
      FileHandle(forReadingAtPath: path)?.readDataToEndOfFile() ?? Data()
    }
    let result = runCLI(["draw", "triangle", "--out", path])
    #expect(result.code == .success)
    let received = String(decoding: reader.wait(), as: UTF8.self)
    #expect(received == runCLI(["draw", "triangle"]).output)
    #expect(try snapshot(directory)["pipe"] != nil)
    var info = stat()
    #expect(lstat(path, &info) == 0 && FileKind(mode: info.st_mode) == .fifo)
  }

  @Test func aDeviceIsWrittenToNotReplaced() throws {
    // As root (CI), copies of /dev/null and /dev/full (Linux device numbers 1:3, 1:7) made here: a regression that renames
    // over its output then replaces only these. Without root, /dev cannot be changed.
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    var null = directory + "/null"
    var full = directory + "/full"
    if mknod(null, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) != 0
      || mknod(full, S_IFCHR | 0o666, dev_t((1 << 8) | 7)) != 0
    {
      try #require(geteuid() != 0, "root could not make device nodes")
      null = "/dev/null"
      full = "/dev/full"
    }
    #expect(runCLI(["draw", "ring", "--out", null]).code == .success)
    var info = stat()
    #expect(stat(null, &info) == 0 && FileKind(mode: info.st_mode) == .characterDevice)
    let failed = runCLI(["draw", "ring", "--out", full])
    #expect(failed.code == .failure)
    #expect(failed.errors == "error: cannot write '\(full)': no space left on device\n")
    #expect(stat(full, &info) == 0 && FileKind(mode: info.st_mode) == .characterDevice)
  }

  @Test func aDescriptorNameWritesToThatDescriptor() throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    defer { close(ends[0]) }
    try OutputFile.write("through the pipe", to: "/dev/fd/\(ends[1])")
    close(ends[1])
    let data = FileHandle(fileDescriptor: ends[0]).readDataToEndOfFile()
    #expect(String(decoding: data, as: UTF8.self) == "through the pipe")
  }

  @Test func failuresNameThePathAndTheReasonAndTouchNothing() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try "keep me".write(toFile: directory + "/old.svg", atomically: false, encoding: .utf8)
    try FileManager.default.createDirectory(
      atPath: directory + "/folder", withIntermediateDirectories: false)
    try FileManager.default.createSymbolicLink(
      atPath: directory + "/loop-a", withDestinationPath: "loop-b")
    try FileManager.default.createSymbolicLink(
      atPath: directory + "/loop-b", withDestinationPath: "loop-a")
    let before = try snapshot(directory)
    let cases: [(String, String)] = [
      (directory + "/folder", "is a directory"),
      (directory + "/loop-a", "too many levels of symbolic links"),
      (directory + "/old.svg/x.svg", "not a directory"),
      (directory + "/missing/x.svg", "no such file or directory"),
    ]
    for (path, reason) in cases {
      let result = runCLI(["draw", "ring", "--out", path])
      #expect(result.code == .failure)
      #expect(result.errors.hasPrefix("error: cannot write '\(path)': "), "\(result.errors)")
      #expect(result.errors.hasSuffix(reason + "\n"), "\(result.errors)")
      #expect(!result.errors.contains("NSCocoaErrorDomain"))
    }
    #expect(try snapshot(directory) == before)
  }
}

extension Thread {
  /// Runs `work` on a new thread; `wait()` returns its result.
  final class Result<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var value: Value?
    func finish(_ value: Value) {
      self.value = value
      done.signal()
    }
    func wait() -> Value {
      done.wait()
      guard let value else { preconditionFailure("the writer thread finished without a value") }
      return value
    }
  }

  static func detachNewThreadWithResult<Value: Sendable>(_ work: @escaping @Sendable () -> Value)
    -> Result<Value>
  {
    let result = Result<Value>()
    Thread.detachNewThread { result.finish(work()) }
    return result
  }
}
