import Foundation
import Measure

/// The output formats of `screenlab analyze`.
public enum ReportFormat: String, Sendable, Hashable, CaseIterable {
  /// One compiler-style line per finding: `file:line:column: warning: message [SL101]`.
  case text
  /// `{"files": N, "findings": [...], "errors": [...]}`.
  case json
  /// SARIF 2.1.0, for code-scanning tools.
  case sarif
}

extension AnalysisReport {
  /// The report in `format`, ending with a newline.
  public func rendered(_ format: ReportFormat) -> String {
    switch format {
    case .text: return text
    case .json: return json
    case .sarif: return sarif
    }
  }

  /// One line per finding, then one `file: error: message` line per error.
  public var text: String {
    var output = ""
    for finding in findings { output += finding.description + "\n" }
    for error in errors {
      let label = error.kind == .skipped || error.kind == .partial ? error.kind.rawValue : "error"
      output +=
        error.file.isEmpty
        ? "\(label): \(error.message)\n" : "\(error.file): \(label): \(error.message)\n"
    }
    return output
  }

  /// The JSON form, keys in the documented order, two-space indented.
  public var json: String {
    var output = "{\n  \"files\": \(files),\n  \"findings\": ["
    output += JSON.entries(findings) { finding in
      "    {\"rule\": \(JSON.string(finding.rule.rawValue)), "
        + "\"file\": \(JSON.string(finding.location.file)), "
        + "\"line\": \(finding.location.line), \"column\": \(finding.location.column), "
        + "\"severity\": \(JSON.string(finding.severity.rawValue)), "
        + "\"message\": \(JSON.string(finding.message.text))}"
    }
    output += findings.isEmpty ? "],\n" : "\n  ],\n"
    output += "  \"errors\": ["
    output += JSON.entries(errors) { error in
      "    {\"file\": \(JSON.string(error.file)), \"kind\": \(JSON.string(error.kind.rawValue)), "
        + "\"message\": \(JSON.string(error.message))}"
    }
    output += errors.isEmpty ? "]\n" : "\n  ]\n"
    return output + "}\n"
  }

  /// SARIF 2.1.0, paths relative to the current directory (see ``sarif(sourceRoot:)``).
  public var sarif: String { sarif(sourceRoot: FileManager.default.currentDirectoryPath) }

  /// SARIF 2.1.0: one run, every rule described (with help text), one result per finding.
  ///
  /// Paths under `sourceRoot` are written relative to it, with `uriBaseId` `%SRCROOT%`, and
  /// `originalUriBaseIds` gives the root as a `file:` URI, so that code-scanning services map
  /// results to repository files. Each result has a `partialFingerprints` entry built from the
  /// rule, the file, the message and the occurrence, not the line, so that it survives lines
  /// moving; a finding with a mechanical fix carries it in `fixes`. Columns count Unicode code
  /// points (`columnKind` `unicodeCodePoints`), where the text and JSON formats count UTF-8
  /// bytes as the compiler does; errors are tool notifications.
  public func sarif(sourceRoot: String) -> String {
    let root = sourceRoot.hasSuffix("/") ? String(sourceRoot.dropLast()) : sourceRoot
    let rules = Rule.allCases
    var output = """
      {
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [
          {
            "tool": {
              "driver": {
                "name": "screenlab",
                "rules": [
      """
    output += JSON.entries(rules) { rule in
      "            {\"id\": \(JSON.string(rule.rawValue)), \"name\": \(JSON.string(rule.name)), "
        + "\"shortDescription\": {\"text\": \(JSON.string(rule.summary))}, "
        + "\"help\": {\"text\": \(JSON.string(rule.help))}, "
        + "\"defaultConfiguration\": {\"level\": \(JSON.string(rule.defaultSeverity.rawValue))}}"
    }
    output += "\n          ]\n        }\n      },\n"
    output +=
      "      \"originalUriBaseIds\": {\"%SRCROOT%\": {\"uri\": "
      + "\(JSON.string(JSON.fileURI(root + "/")))}},\n"
    output += "      \"results\": ["
    var occurrences: [String: Int] = [:]
    output += JSON.entries(findings) { finding in
      let ruleIndex = rules.firstIndex(of: finding.rule) ?? 0
      let artifact = JSON.artifactLocation(finding.location.file, root: root)
      let identity = [finding.rule.rawValue, artifact.path, finding.message.text].joined(
        separator: "\u{0}")
      let occurrence = occurrences[identity, default: 0]
      occurrences[identity] = occurrence + 1
      var result =
        "        {\"ruleId\": \(JSON.string(finding.rule.rawValue)), \"ruleIndex\": \(ruleIndex), "
        + "\"level\": \(JSON.string(finding.severity.rawValue)), "
        + "\"message\": {\"text\": \(JSON.string(finding.message.text))}, "
        + "\"locations\": [{\"physicalLocation\": {\"artifactLocation\": \(artifact.json), "
        + "\"region\": {\"startLine\": \(finding.location.line), \"startColumn\": "
        + "\(finding.location.characterColumn)}}}], "
        + "\"partialFingerprints\": {\"screenlab/v1\": "
        + "\(JSON.string(JSON.fingerprint(identity + "\u{0}\(occurrence)")))}"
      if let fix = finding.fix {
        let line = fix.location.line
        let column = fix.location.characterColumn
        result +=
          ", \"fixes\": [{\"description\": {\"text\": \(JSON.string(fix.description))}, "
          + "\"artifactChanges\": [{\"artifactLocation\": "
          + "\(JSON.artifactLocation(fix.location.file, root: root).json), \"replacements\": [{"
          + "\"deletedRegion\": {\"startLine\": \(line), \"startColumn\": \(column), "
          + "\"endLine\": \(line), \"endColumn\": \(column)}, "
          + "\"insertedContent\": {\"text\": \(JSON.string(fix.insertion))}}]}]}]"
      }
      return result + "}"
    }
    output += findings.isEmpty ? "],\n" : "\n      ],\n"
    output += "      \"columnKind\": \"unicodeCodePoints\",\n"
    output += "      \"invocations\": [{\"executionSuccessful\": \(!hasFatalErrors), "
    output += "\"toolExecutionNotifications\": ["
    output += JSON.entries(errors) { error in
      let level = error.kind == .io || error.kind == .unavailable ? "error" : "warning"
      var notification =
        "        {\"level\": \(JSON.string(level)), "
        + "\"message\": {\"text\": \(JSON.string(error.message))}"
      if !error.file.isEmpty {
        notification +=
          ", \"locations\": [{\"physicalLocation\": {\"artifactLocation\": "
          + "\(JSON.artifactLocation(error.file, root: root).json)}}]"
      }
      return notification + "}"
    }
    output += errors.isEmpty ? "]}]\n" : "\n      ]}]\n"
    return output + "    }\n  ]\n}\n"
  }
}

/// JSON text helpers: strings escaped per RFC 8259.
package enum JSON {
  static func string(_ text: String) -> String { text.jsonQuoted() }

  /// The entries `render` writes for `items`, in order, each on its own line: a line break
  /// before the first and a comma and a line break between two; nothing for no items.
  static func entries<Item>(_ items: [Item], _ render: (Item) -> String) -> String {
    items.isEmpty ? "" : "\n" + items.map(render).joined(separator: ",\n")
  }

  /// A SARIF `artifactLocation`: relative to `root` with `uriBaseId` `%SRCROOT%` when the
  /// path is relative or under the root, else an absolute `file:` URI.
  static func artifactLocation(_ path: String, root: String) -> (path: String, json: String) {
    var relative: String?
    if path.hasPrefix("/") {
      if path.hasPrefix(root + "/") { relative = String(path.dropFirst(root.count + 1)) }
    } else {
      var stripped = path
      while stripped.hasPrefix("./") { stripped = String(stripped.dropFirst(2)) }
      relative = stripped
    }
    guard let relative else {
      return (path, "{\"uri\": \(string(fileURI(path)))}")
    }
    return (relative, "{\"uri\": \(string(uri(relative))), \"uriBaseId\": \"%SRCROOT%\"}")
  }

  /// An absolute path as a `file://` URI.
  static func fileURI(_ path: String) -> String { "file://" + uri(path) }

  /// A stable 64-bit FNV-1a hash of `text`, sixteen hexadecimal digits (also the CLI's
  /// scratch-package names: stable across runs and processes).
  package static func fingerprint(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01B3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// A relative or absolute path as a SARIF URI reference (spaces and `%` escaped).
  static func uri(_ path: String) -> String {
    path.replacingScalars { scalar in
      switch scalar {
      case " ": return "%20"
      case "%": return "%25"
      case "#": return "%23"
      case "?": return "%3F"
      default: return nil
      }
    }
  }
}
