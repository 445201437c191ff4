import Foundation

extension RunDiagnostics {
  /// The nested type a `path:line:column: error: 'X' is not a member type of KIND 'P'` line
  /// reports missing (`Font.Design`, `UIButton.Configuration` where ScreenLab lacks them).
  static func memberType(_ line: String) -> Missing? {
    guard let error = line.range(of: ": error: '"),
      let marker = line.range(
        of: "' is not a member type of ", range: error.upperBound..<line.endIndex)
    else { return nil }
    let name = String(line[error.upperBound..<marker.lowerBound])
    let rest = line[marker.upperBound...]
    guard let open = rest.firstIndex(of: "'"), rest.last == "'", !name.isEmpty else {
      return nil
    }
    let parent = String(rest[rest.index(after: open)..<rest.index(before: rest.endIndex)])
    guard !parent.isEmpty else { return nil }
    return Missing(name: name, parent: parent)
  }

  /// The line for a missing nested type: Apple API ScreenLab lacks when the type it was
  /// looked up in is Apple's (a module of ScreenLab's or Apple's names it, or it is a name
  /// ``RunAppleNames`` knows, `Docs/Coverage.md`'s among them); the file's own world when the
  /// run's own module declares that type or its name is not Apple's.
  static func memberTypeLine(_ name: String, in parent: String, known: RunAppleNames.Known)
    -> String
  {
    // `SwiftUI.Font`, `Outer<Int>.Inner`: the module, if any, and the type's last name.
    let plain = String(parent.prefix { $0 != "<" })
    let components = plain.split(separator: ".").map(String.init)
    let type = components.last ?? plain
    let module = components.count > 1 ? components.first : nil
    let apple: Bool
    if let module, module == RunPackage.targetName {
      apple = false
    } else if let module,
      RunAppleNames.frameworks.contains(module) || module.hasPrefix("Headless")
        || module.hasPrefix("ScreenLab")
    {
      apple = true
    } else {
      apple = RunAppleNames.origin(of: type, known: known) == .apple
    }
    return apple
      ? "error: `\(type).\(name)` is Apple API that ScreenLab lacks (Docs/Coverage.md lists "
        + "what it has)"
      : "error: `\(type).\(name)` is not Apple API: a type the file expects from elsewhere "
        + "(another file of its project or a package: give that file too)"
  }
}
