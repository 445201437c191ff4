/// The largest Swift source `analyze` and `run` read (Docs/CLI.md §8).
///
/// SwiftParser and the rules take time about linear in the size, and a few megabytes already
/// take a minute in a debug build (4 MB measured at about 80 s under load); a 50 MB file
/// would look like a hang. Hand-written sources are far below the limit; a larger file is
/// named with its size and left out, never read.
enum SourceLimit {
  /// 4 MiB.
  static let maximumBytes: Int64 = 4 << 20

  /// Why a file of `size` bytes is not read, or nil when it is small enough.
  static func problem(size: Int64) -> String? {
    guard size > maximumBytes else { return nil }
    return "\(size) bytes, more than the \(maximumBytes) (4 MiB) a source may have"
  }
}
