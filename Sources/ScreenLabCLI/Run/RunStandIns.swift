import Foundation
import ScreenLab

/// Stand-ins for what a file expects from elsewhere in its project (Docs/Run.md §6, "Project
/// stand-ins"): a type, protocol or function another file declares, an entity class Xcode
/// generates from a Core Data model, a model class it generates from a Core ML model, a view
/// modifier from another file's extension. A single file cannot carry them, so when its
/// build fails on such a name (never one of Apple's, ``RunAppleNames``), `screenlab run`
/// declares the least stand-in the file's uses need in a generated file and builds again.
///
/// The stand-ins are typed by the compiler, not guessed: a stand-in type's members are
/// dynamic members whose type each use infers (`password.name ?? ""` reads a `String?`), and a
/// value of that type is the same every run (``supportText``).
enum RunStandIns {
  /// One stand-in and what the file's uses ask of it.
  struct StandIn: Hashable, Comparable {
    enum Kind: String, Hashable {
      /// A class: made with `init()` or the labels the file calls it with.
      case type
      /// An `NSManagedObject` subclass, for a name used with Core Data's API.
      case managedObject
      /// A protocol, for a name in an inheritance clause.
      case `protocol`
      /// A function, for a lower-case name the file calls.
      case function
      /// A method of every `View` that gives the view back, for a member called on a view.
      case modifier
      /// A method of a UIKit or Core Animation class or of a type of the sources (another
      /// file's extension of it), for a member called on a value of that type.
      case method
      /// An initializer of an Apple type taking the labels the file calls it with (another
      /// file's extension of it); ``StandIn/owner`` holds the labels.
      case initializer
    }
    let kind: Kind
    let name: String
    /// The type a ``Kind/method`` extends.
    var owner: String = ""

    static func < (lhs: StandIn, rhs: StandIn) -> Bool { lhs.name < rhs.name }

    /// How the output names it, in English or Turkish.
    func phrase(_ language: Language) -> String {
      let turkish = language == .tr
      let elsewhere =
        turkish ? "dosyanin baska yerden bekledigi" : "the file expects from elsewhere"
      let what: String
      switch (kind, turkish) {
      case (.type, false): what = "a type"
      case (.type, true): what = "bir tur"
      case (.managedObject, false): what = "a Core Data entity class"
      case (.managedObject, true): what = "bir Core Data varlik sinifi"
      case (.protocol, false): what = "a protocol"
      case (.protocol, true): what = "bir protokol"
      case (.function, false): what = "a function"
      case (.function, true): what = "bir fonksiyon"
      case (.modifier, false): what = "a view modifier"
      case (.modifier, true): what = "bir gorunum degistiricisi"
      case (.method, false): what = "a method of \(owner)"
      case (.method, true): what = "bir \(owner) metodu"
      case (.initializer, false): what = "an initializer of \(name)"
      case (.initializer, true): what = "bir \(name) baslaticisi"
      }
      let labels = owner.split(separator: ",").map { $0 == "{}" ? "" : $0 + ":" }.joined()
      let shown =
        kind == .initializer
        ? name + "(" + labels + ")"
        : kind == .function
          ? name + "(…)" : [.modifier, .method].contains(kind) ? "." + name + "(…)" : name
      return turkish ? "\(shown) (\(elsewhere) \(what))" : "\(shown) (\(what) \(elsewhere))"
    }
  }

  /// How many builds with stand-ins there may be: each build can reveal the next name.
  static let rounds = 6

  /// The file the stand-ins are written to in the scratch target, and its name in messages.
  static let fileName = "ScreenLabProjectStandIns.swift"
  static let shownName = "screenlab-run-project-stand-ins.swift"

  /// A name the compiler could not find, where, and how it was reported.
  struct Miss: Hashable {
    enum Form: Hashable {
      /// `cannot find type 'X' in scope`, `cannot find 'X' in scope` for a capitalized name.
      case type
      /// `cannot find 'x' in scope` for a lower-case name.
      case value
      /// `value of type 'T' has no member 'x'` where T is a view.
      case viewMember
      /// `type 'T' has no member 'x'` where T is a stand-in type.
      case staticMember(of: String)
      /// `value of type 'T' has no member 'x'` where T is a UIKit or Core Animation class or
      /// a type of the sources.
      case member(of: String)
      /// A label message (`extra argument 'symbol' in call`) about a call of an Apple type
      /// with labels none of its initializers takes.
      case initializer(of: String, labels: [String])
    }
    let path: String
    let line: Int
    let column: Int
    let name: String
    let form: Form
  }

  /// The misses of `diagnostics` (`path:line:column: error: …`, on the user's paths) that a
  /// stand-in could answer: names that are not Apple's (``RunAppleNames/origin``) and that
  /// the sources do not declare. `standIns` are the types that stand in already.
  static func misses(
    _ diagnostics: [String], declared: Set<String>, known: RunAppleNames.Known,
    standIns: Set<String> = [], uses: Uses = Uses()
  ) -> [Miss] {
    var result: [Miss] = []
    for line in diagnostics {
      guard let (path, row, column, message) = RunDiagnostics.error(line) else { continue }
      func add(_ name: String, _ form: Miss.Form) {
        result.append(Miss(path: path, line: row, column: column, name: name, form: form))
      }
      if let miss = initializerMiss(
        path, row, column, message, uses: uses, declared: declared, known: known)
      {
        result.append(miss)
      } else if let name = quoted(message, after: "cannot find type '", before: "' in scope")
        ?? quoted(message, after: "cannot find '", before: "' in scope")
      {
        guard isIdentifier(name), !declared.contains(name),
          RunAppleNames.origin(of: name, known: known) == .elsewhere
        else { continue }
        add(name, name.first?.isUppercase == true ? .type : .value)
      } else if message.hasPrefix("value of type '"),
        let type = quoted(message, after: "value of type '", before: "' has no member '"),
        let name = quoted(message, after: "' has no member '"), isIdentifier(name),
        isView(type, declared: declared), !declared.contains(name),
        RunAppleNames.origin(of: name, member: true, known: known) == .elsewhere
          || notViewMethods.contains(name)
      {
        add(name, .viewMember)
      } else if message.hasPrefix("value of type '"),
        let type = quoted(message, after: "value of type '", before: "' has no member '"),
        let name = quoted(message, after: "' has no member '"), isIdentifier(name),
        isIdentifier(type), !declared.contains(name),
        declared.contains(type) || ["UI", "CA", "SK"].contains(where: type.hasPrefix),
        RunAppleNames.origin(of: name, member: true, known: known) == .elsewhere
      {
        add(name, .member(of: type))
      } else if message.hasPrefix("type '"),
        let type = quoted(message, after: "type '", before: "' has no member '"),
        let name = quoted(message, after: "' has no member '"), isIdentifier(name)
      {
        let plain = String(
          type.trimmingCharacters(in: CharacterSet(charactersIn: "?")).split(separator: ".")
            .last ?? "")
        guard standIns.contains(plain) else { continue }
        add(name, .staticMember(of: plain))
      }
    }
    return result
  }

  /// Whether the compiler's name for a type is a view's: an opaque `some View`, a modified
  /// view, one of SwiftUI's views, or a view the sources declare.
  static func isView(_ type: String, declared: Set<String>) -> Bool {
    let plain = String(type.split(separator: "<").first ?? "")
    let last = String(plain.split(separator: ".").last ?? "")
    return type == "some View" || type.hasPrefix("some View") || last == "ModifiedContent"
      || viewTypes.contains(last) || (declared.contains(last) && last.hasSuffix("View"))
  }

  /// Apple's names that are values of other types (a font's text styles, semantic colours,
  /// materials), never a method of a view: SwiftUI's `View`, `Text`, `Image` and `Shape`
  /// declare no `headline()` or `caption()`, so a view that calls one calls its project's own
  /// extension (`Text("x").headline()`).
  static let notViewMethods: Set<String> = [
    "title", "title2", "title3", "largeTitle", "headline", "subheadline", "body", "callout",
    "caption", "caption2", "footnote", "primary", "secondary", "tertiary", "quaternary",
    "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
    "systemGroupedBackground", "secondaryLabel", "systemFill", "systemGray", "systemGray2",
    "systemGray3", "systemGray4", "systemGray5", "systemGray6", "systemBlue", "systemRed",
    "systemGreen", "systemOrange", "systemYellow", "systemPink", "systemPurple", "systemTeal",
    "systemIndigo", "systemMint", "systemCyan", "systemBrown", "ultraThinMaterial",
    "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial",
  ]

  /// SwiftUI's views and view-like results a modifier is called on.
  static let viewTypes: Set<String> = [
    "Text", "Image", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid",
    "LazyHGrid", "Button", "Toggle", "List", "ScrollView", "NavigationView", "NavigationStack",
    "Form", "Group", "Section", "ForEach", "Spacer", "Divider", "Color", "Rectangle",
    "RoundedRectangle", "Circle", "Capsule", "Ellipse", "TextField", "SecureField", "Label",
    "GeometryReader", "TabView", "AnyView", "EmptyView", "Link", "NavigationLink", "Picker",
    "Slider", "Stepper", "ProgressView", "Menu", "GroupBox", "ZStackLayout", "_ConditionalContent",
    "TupleView", "some View",
  ]

  /// A Swift identifier: letters, digits and `_`, or emoji (`📱AppModel`), not starting
  /// with a digit.
  static func isIdentifier(_ name: String) -> Bool {
    func allowed(_ character: Character) -> Bool {
      character.isLetter || character.isNumber || character == "_"
        || character.unicodeScalars.contains { $0.properties.isEmojiPresentation }
        || character.unicodeScalars.first.map { $0.properties.isEmoji && $0.value > 0xFF }
          == true
    }
    guard let first = name.first, !first.isNumber else { return false }
    return name.allSatisfy(allowed)
  }

  /// The text of `message` between `prefix` and the next `suffix`, when both are there.
  static func quoted(_ message: Substring, after prefix: String, before suffix: String = "'")
    -> String?
  {
    guard let start = message.range(of: prefix) else { return nil }
    let rest = message[start.upperBound...]
    guard let end = rest.range(of: suffix) else { return nil }
    return String(rest[..<end.lowerBound])
  }

  /// The lines the output prints under each hosted view's name, one per stand-in.
  static func lines(_ standIns: [StandIn], language: Language) -> [String] {
    standIns.sorted().map {
      (language == .tr ? "yerine konan: " : "stood in for ") + $0.phrase(language)
    }
  }
}
