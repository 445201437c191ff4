import Foundation
import ScreenLabCLI

/// Writes to a file handle, unbuffered by Swift (the handle buffers nothing either).
struct FileHandleStream: TextOutputStream {
  let handle: FileHandle
  mutating func write(_ string: String) { handle.write(Data(string.utf8)) }
}

var output = FileHandleStream(handle: .standardOutput)
var errors = FileHandleStream(handle: .standardError)
let code = ScreenLabCommand.run(
  Array(CommandLine.arguments.dropFirst()), output: &output, errors: &errors)
exit(code.rawValue)
