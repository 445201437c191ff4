import Foundation

/// An operating-system error number (`errno`) in the words `strerror(3)` gives it, lower-case
/// like the rest of the CLI's messages: `no such file or directory`, `permission denied`,
/// `too many levels of symbolic links`. Docs/CLI.md §5.
struct SystemError: Error, Hashable, CustomStringConvertible {
  let number: Int32

  /// The error of the last failed system call.
  static var current: SystemError { SystemError(number: errno) }

  var description: String {
    guard let text = strerror(number).map({ String(cString: $0) }), !text.isEmpty else {
      return "error \(number)"
    }
    return text.prefix(1).lowercased() + text.dropFirst()
  }
}

/// What a path names, from `stat(2)` (symbolic links followed) or `lstat(2)`.
enum FileKind: Hashable {
  case regular
  case directory
  case symbolicLink
  case fifo
  case characterDevice
  case blockDevice
  case socket
  case other

  init(mode: mode_t) {
    switch mode & S_IFMT {
    case S_IFREG: self = .regular
    case S_IFDIR: self = .directory
    case S_IFLNK: self = .symbolicLink
    case S_IFIFO: self = .fifo
    case S_IFCHR: self = .characterDevice
    case S_IFBLK: self = .blockDevice
    case S_IFSOCK: self = .socket
    default: self = .other
    }
  }

  /// The kind in a message: "a FIFO", "a directory".
  var phrase: String {
    switch self {
    case .regular: return "a regular file"
    case .directory: return "a directory"
    case .symbolicLink: return "a symbolic link"
    case .fifo: return "a FIFO"
    case .characterDevice: return "a character device"
    case .blockDevice: return "a block device"
    case .socket: return "a socket"
    case .other: return "not a regular file"
    }
  }

  /// The kind and status of `path`, following symbolic links.
  static func of(_ path: String) -> Result<(FileKind, stat), SystemError> {
    var info = stat()
    guard stat(path, &info) == 0 else { return .failure(.current) }
    return .success((FileKind(mode: info.st_mode), info))
  }

  /// The kind and status of `path` itself, a symbolic link not followed.
  static func ofLink(_ path: String) -> Result<(FileKind, stat), SystemError> {
    var info = stat()
    guard lstat(path, &info) == 0 else { return .failure(.current) }
    return .success((FileKind(mode: info.st_mode), info))
  }
}
