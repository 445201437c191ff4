import Foundation

/// A text stream over a file descriptor, written with `write(2)` and nothing buffered.
///
/// A failed write never traps: the first error is kept in ``failure`` and every later write
/// is dropped, so a command whose standard output is closed, full (`/dev/full`) or a pipe
/// nobody reads (with `SIGPIPE` ignored) runs to its end and the caller reports the error
/// once. Docs/CLI.md §4.
public struct DescriptorOutput: TextOutputStream {
  /// The descriptor written to.
  public let descriptor: Int32
  /// The error of the first write that failed, if one did.
  var failure: SystemError?
  /// The number of bytes written.
  private(set) var bytesWritten = 0

  /// A stream writing to `descriptor`, which the stream never closes.
  public init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// Whether a write failed.
  public var failed: Bool { failure != nil }

  /// Writes every byte of `string`, retrying after signals and partial writes.
  ///
  /// The string is handed to `write(2)` as a C string (a native string's own UTF-8 bytes, not
  /// copied); after a partial write, the rest is copied out of it.
  public mutating func write(_ string: String) {
    guard failure == nil, !string.isEmpty else { return }
    let count = string.utf8.count
    var offset = 0
    while offset < count {
      let written =
        offset == 0
        ? Foundation.write(descriptor, string, count)
        : Foundation.write(descriptor, Array(string.utf8.dropFirst(offset)), count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        failure = .current
        break
      }
      // A device that accepts nothing and reports no error would loop for ever.
      if written == 0 {
        failure = SystemError(number: EIO)
        break
      }
      offset += written
    }
    bytesWritten += offset
  }
}
