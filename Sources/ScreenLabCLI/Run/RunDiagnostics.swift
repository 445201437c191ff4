import Foundation

/// The compiler's messages about the rewritten copies, put back on the user's files
/// (Docs/Run.md §6).
///
/// The rewrite keeps every line where it was, so a message's line (and, but for a rewritten
/// `#selector`, its column) is the user's: only the path changes. Of the build's output the
/// diagnostics are kept (`path:line:column: error: …` and their `note:` lines, each once);
/// progress lines and the source excerpts, which show the rewritten copy, are left out.
enum RunDiagnostics {
  /// An error line's place and message: `path:line:column: error: message`, the path
  /// possibly holding colons; nil for any other line.
  static func error(
    _ line: String
  ) -> (path: String, line: Int, column: Int, message: Substring)? {
    guard let error = line.range(of: ": error: ") else { return nil }
    let place = line[..<error.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
    guard place.count >= 3, let row = Int(place[place.count - 2]),
      let column = Int(place[place.count - 1])
    else { return nil }
    return (place.dropLast(2).joined(separator: ":"), row, column, line[error.upperBound...])
  }

  /// The diagnostics of `output`, with each scratch path in `paths` replaced by the user's
  /// path it stands for.
  static func map(_ output: String, paths: [String: String]) -> [String] {
    var lines: [String] = []
    var seen = Set<String>()
    for raw in output.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = String(raw)
      guard line.contains(": error: ") || line.contains(": note: ") else { continue }
      var known = false
      for (scratch, user) in paths where line.hasPrefix(scratch + ":") {
        line = user + line.dropFirst(scratch.count)
        known = true
        break
      }
      if !known, !line.contains(RunRewriter.generatedFile) { continue }
      if seen.insert(line).inserted { lines.append(line) }
    }
    if lines.isEmpty {
      // No diagnostic on a source: the build's own errors (a linker or package error) and
      // the compiler's errors without a place (`<unknown>:0: error: …`, such as a property
      // wrapper's requirement on the enclosing class).
      for raw in output.split(separator: "\n")
      where raw.hasPrefix("error: ") || raw.hasPrefix("<unknown>:0: error: ") {
        let line = String(raw)
        if seen.insert(line).inserted { lines.append(line) }
      }
    }
    return lines
  }

  /// A name the compiler could not find, and how it was reported.
  struct Missing: Equatable {
    let name: String
    /// Reported as a member (`… has no member 'x'`).
    var isMember = false
    /// Reported as a module (`no such module 'X'`).
    var isModule = false
    /// Reported as a nested type (`'Design' is not a member type of struct 'SwiftUI.Font'`):
    /// the type it was looked up in, as the compiler names it.
    var parent: String? = nil
  }

  /// The first symbol the compiler could not find that the user's sources do not declare
  /// (`cannot find 'X' in scope`, `cannot find type 'X' in scope`, `… has no member 'X'`,
  /// `unknown attribute 'X'` for a property wrapper ScreenLab lacks, `no such module 'X'`).
  /// `declared` are the names the sources declare (types, methods); messages about the
  /// generated code are not the user's and are passed over.
  static func firstMissing(_ diagnostics: [String], declared: Set<String>) -> Missing? {
    let patterns = [
      "cannot find type '", "cannot find '", "has no member '", "has no member named '",
      "no such module '", "unknown attribute '",
    ]
    for line in diagnostics
    where line.contains(": error: ") && !line.hasPrefix(RunRewriter.generatedFile) {
      if let missing = memberType(line), !declared.contains(missing.name) { return missing }
      for pattern in patterns {
        guard let start = line.range(of: pattern) else { continue }
        let rest = line[start.upperBound...]
        guard let end = rest.firstIndex(of: "'") else { continue }
        let symbol = String(rest[..<end])
        guard !symbol.isEmpty, !declared.contains(symbol) else { continue }
        return Missing(
          name: symbol, isMember: pattern.hasPrefix("has no member"),
          isModule: pattern == "no such module '")
      }
    }
    return nil
  }

  /// ``firstMissing(_:declared:)`` as text: the name, `module X` for a module.
  static func firstMissingSymbol(_ diagnostics: [String], declared: Set<String>) -> String? {
    firstMissing(diagnostics, declared: declared).map {
      $0.isModule ? "module " + $0.name : $0.name
    }
  }

  /// The line that names the missing symbol and where it comes from: Apple API that ScreenLab
  /// lacks, or something the file expects from elsewhere (``RunAppleNames``).
  static func missingLine(_ missing: Missing, known: RunAppleNames.Known = .init()) -> String {
    if let parent = missing.parent {
      return memberTypeLine(missing.name, in: parent, known: known)
    }
    let origin = RunAppleNames.origin(
      of: missing.name, member: missing.isMember, module: missing.isModule, known: known)
    switch (missing.isModule, missing.isMember, origin) {
    case (true, _, .apple):
      return "error: module `\(missing.name)` is an Apple framework ScreenLab does not have "
        + "(its facades: \(RunPackage.facades.joined(separator: ", ")))"
    case (true, _, .elsewhere):
      return "error: module `\(missing.name)` is not Apple's: a package the file expects from "
        + "elsewhere (ScreenLab runs files that need only Apple's frameworks)"
    case (false, let isMember, .apple):
      // A member is spelled as it is used, after a dot (`.scrollBounceBehavior`).
      return "error: `\(isMember ? "." : "")\(missing.name)` is Apple API that ScreenLab lacks "
        + "(Docs/Coverage.md lists what it has)"
    case (false, true, .elsewhere):
      return "error: `.\(missing.name)` is no Apple member ScreenLab knows of: an extension the "
        + "file expects from elsewhere (another file of its project: give that file too)"
    case (false, false, .elsewhere):
      // A lower-case name is a function or a value (`prepare()`), not a type.
      let what =
        missing.name.first?.isLowercase == true ? "a function or value" : "a type"
      return "error: `\(missing.name)` is not Apple API: \(what) the file expects from "
        + "elsewhere (another file of its project or a package: give that file too)"
    }
  }

  /// For each error on a line of a `@Previewable` preview whose declaration uses another of
  /// the preview's (``RunSource/previewableNotes``), the note saying why, once per line.
  static func previewableNotes(_ diagnostics: [String], _ sources: [RunSource]) -> [String] {
    var notes: [String] = []
    for line in diagnostics where line.contains(": error: ") {
      for source in sources where line.hasPrefix(source.path + ":") {
        let rest = line.dropFirst(source.path.count + 1).prefix { $0.isNumber }
        guard let number = Int(rest), let note = source.previewableNotes[number] else {
          continue
        }
        let text = "\(source.path):\(number): " + note
        if !notes.contains(text) { notes.append(text) }
      }
    }
    return notes
  }

  /// The line for a symbol as ``firstMissingSymbol(_:declared:)`` gives it.
  static func missingLine(_ symbol: String) -> String {
    if symbol.hasPrefix("module ") {
      return missingLine(Missing(name: String(symbol.dropFirst(7)), isModule: true))
    }
    return missingLine(Missing(name: symbol))
  }

  /// `line` with every name of a scratch file (its full path, its `Module/File.swift` file
  /// id, or its bare file name followed by `:`) replaced by the user's path: a trap's
  /// `F0_Card.swift:12: Fatal error: …` becomes `Card.swift:12: Fatal error: …`, at the same
  /// line, since the copy keeps every line where it was (Docs/Run.md §2).
  static func userPaths(in line: String, paths: [String: String]) -> String {
    var result = line
    for (scratch, user) in paths.sorted(by: { $0.key.count > $1.key.count }) {
      result = result.replacingOccurrences(of: scratch, with: user)
      let name = (scratch as NSString).lastPathComponent
      guard result.contains(name) else { continue }
      // `Module/F0_Card.swift` (a #fileID) and then the bare name.
      var pieces: [String] = []
      var rest = Substring(result)
      while let range = rest.range(of: name) {
        var start = range.lowerBound
        if start > rest.startIndex, rest[rest.index(before: start)] == "/" {
          var scan = rest.index(before: start)
          while scan > rest.startIndex,
            rest[rest.index(before: scan)].isLetter || rest[rest.index(before: scan)].isNumber
              || rest[rest.index(before: scan)] == "_"
          {
            scan = rest.index(before: scan)
          }
          start = scan
        }
        pieces.append(String(rest[..<start]) + user)
        rest = rest[range.upperBound...]
      }
      result = pieces.joined() + rest
    }
    return result
  }
}
