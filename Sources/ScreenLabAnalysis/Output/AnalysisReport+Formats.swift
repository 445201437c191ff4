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
      let label = error.kind == .skipped ? "skipped" : "error"
      output +=
        error.file.isEmpty
        ? "\(label): \(error.message)\n" : "\(error.file): \(label): \(error.message)\n"
    }
    return output
  }

  /// The JSON form, keys in the documented order, two-space indented.
  public var json: String {
    var output = "{\n  \"files\": \(files),\n  \"findings\": ["
    for (position, finding) in findings.enumerated() {
      output += position == 0 ? "\n" : ",\n"
      output +=
        "    {\"rule\": \(JSON.string(finding.rule.rawValue)), "
        + "\"file\": \(JSON.string(finding.location.file)), "
        + "\"line\": \(finding.location.line), \"column\": \(finding.location.column), "
        + "\"severity\": \(JSON.string(finding.severity.rawValue)), "
        + "\"message\": \(JSON.string(finding.message.text))}"
    }
    output += findings.isEmpty ? "],\n" : "\n  ],\n"
    output += "  \"errors\": ["
    for (position, error) in errors.enumerated() {
      output += position == 0 ? "\n" : ",\n"
      output +=
        "    {\"file\": \(JSON.string(error.file)), \"kind\": \(JSON.string(error.kind.rawValue)), "
        + "\"message\": \(JSON.string(error.message))}"
    }
    output += errors.isEmpty ? "]\n" : "\n  ]\n"
    return output + "}\n"
  }

  /// SARIF 2.1.0: one run, every rule described, one result per finding.
  ///
  /// Columns count Unicode code points (`columnKind` `unicodeCodePoints`), where the text
  /// and JSON formats count UTF-8 bytes as the compiler does; errors are tool notifications.
  public var sarif: String {
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
                "informationUri": "https://github.com/screenlab/screenlab",
                "rules": [
      """
    for (position, rule) in rules.enumerated() {
      output += position == 0 ? "\n" : ",\n"
      output +=
        "            {\"id\": \(JSON.string(rule.rawValue)), \"name\": \(JSON.string(rule.name)), "
        + "\"shortDescription\": {\"text\": \(JSON.string(rule.summary))}, "
        + "\"defaultConfiguration\": {\"level\": \"warning\"}}"
    }
    output += "\n          ]\n        }\n      },\n      \"results\": ["
    for (position, finding) in findings.enumerated() {
      output += position == 0 ? "\n" : ",\n"
      let ruleIndex = rules.firstIndex(of: finding.rule) ?? 0
      output +=
        "        {\"ruleId\": \(JSON.string(finding.rule.rawValue)), \"ruleIndex\": \(ruleIndex), "
        + "\"level\": \(JSON.string(finding.severity.rawValue)), "
        + "\"message\": {\"text\": \(JSON.string(finding.message.text))}, "
        + "\"locations\": [{\"physicalLocation\": {\"artifactLocation\": {\"uri\": "
        + "\(JSON.string(JSON.uri(finding.location.file)))}, \"region\": {\"startLine\": "
        + "\(finding.location.line), \"startColumn\": \(finding.location.characterColumn)}}}]}"
    }
    output += findings.isEmpty ? "],\n" : "\n      ],\n"
    output += "      \"columnKind\": \"unicodeCodePoints\",\n"
    output += "      \"invocations\": [{\"executionSuccessful\": \(!hasFatalErrors), "
    output += "\"toolExecutionNotifications\": ["
    for (position, error) in errors.enumerated() {
      output += position == 0 ? "\n" : ",\n"
      var notification =
        "        {\"level\": \(JSON.string(error.kind == .skipped ? "warning" : "error")), "
        + "\"message\": {\"text\": \(JSON.string(error.message))}"
      if !error.file.isEmpty {
        notification +=
          ", \"locations\": [{\"physicalLocation\": {\"artifactLocation\": {\"uri\": "
          + "\(JSON.string(JSON.uri(error.file)))}}}]"
      }
      output += notification + "}"
    }
    output += errors.isEmpty ? "]}]\n" : "\n      ]}]\n"
    return output + "    }\n  ]\n}\n"
  }
}

/// JSON text helpers: strings escaped per RFC 8259.
enum JSON {
  static func string(_ text: String) -> String {
    var output = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case let control where control.value < 0x20:
        let hex = String(control.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default:
        output.unicodeScalars.append(scalar)
      }
    }
    return output + "\""
  }

  /// A relative or absolute path as a SARIF URI reference (spaces and `%` escaped).
  static func uri(_ path: String) -> String {
    var output = ""
    for scalar in path.unicodeScalars {
      switch scalar {
      case " ": output += "%20"
      case "%": output += "%25"
      case "#": output += "%23"
      case "?": output += "%3F"
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }
}
