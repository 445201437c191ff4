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

  public mutating func write(_ string: String) {
    guard failure == nil, !string.isEmpty else { return }
    var text = string
    let (written, error) = text.withUTF8 { buffer in Self.writeAll(buffer, to: descriptor) }
    bytesWritten += written
    failure = error
  }

  /// Writes every byte of `buffer`, retrying after signals and partial writes.
  static func writeAll(_ buffer: UnsafeBufferPointer<UInt8>, to descriptor: Int32)
    -> (Int, SystemError?)
  {
    guard let base = buffer.baseAddress else { return (0, nil) }
    var offset = 0
    while offset < buffer.count {
      let count = Foundation.write(descriptor, base + offset, buffer.count - offset)
      if count < 0 {
        if errno == EINTR { continue }
        return (offset, .current)
      }
      // A device that accepts nothing and reports no error would loop for ever.
      if count == 0 { return (offset, SystemError(number: EIO)) }
      offset += count
    }
    return (offset, nil)
  }
}
