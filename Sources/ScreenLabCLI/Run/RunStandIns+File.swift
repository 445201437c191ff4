extension RunStandIns {
  /// The stand-ins `misses` ask for, told from the sources' `uses`: an `NSManagedObject`
  /// subclass for a name used with Core Data's API, a protocol for one in an inheritance
  /// clause where a protocol stands, else a class; a function for a lower-case name the file
  /// calls; a view modifier for a member called on a view. A lower-case name that is not
  /// called, or a member of a view that is not called, gets none.
  static func standIns(for misses: [Miss], uses: Uses) -> [StandIn] {
    var result: [StandIn] = []
    for miss in misses {
      let standIn: StandIn
      switch miss.form {
      case .type:
        standIn = StandIn(kind: kind(ofType: miss.name, uses), name: miss.name)
      case .value:
        guard uses.calls[miss.name] != nil else { continue }
        standIn = StandIn(kind: .function, name: miss.name)
      case .viewMember:
        guard uses.calls[miss.name] != nil else { continue }
        standIn = StandIn(kind: .modifier, name: miss.name)
      case .member(let owner):
        guard uses.calls[miss.name] != nil else { continue }
        standIn = StandIn(kind: .method, name: miss.name, owner: owner)
      case .initializer(let type, let labels):
        standIn = StandIn(kind: .initializer, name: type, owner: labels.joined(separator: ","))
      case .staticMember:
        continue
      }
      if !result.contains(where: { $0.name == standIn.name && $0.owner == standIn.owner }) {
        result.append(standIn)
      }
    }
    return result
  }

  static func kind(ofType name: String, _ uses: Uses) -> StandIn.Kind {
    if uses.managed.contains(name) { return .managedObject }
    if uses.inherited.contains(name) { return .protocol }
    if uses.superclasses.contains(name),
      ["Delegate", "DataSource", "Protocol", "able", "ing"].contains(where: name.hasSuffix)
    {
      return .protocol
    }
    return .type
  }

  /// The generated file: the support declarations, then each stand-in; `members` are the
  /// static members a stand-in type's uses name without their type (`.all` where a `Tab` is
  /// expected).
  static func file(_ standIns: [StandIn], members: [String: Set<String>], uses: Uses) -> String {
    var text = "import Foundation\nimport SwiftUI\nimport UIKit\n"
    if standIns.contains(where: { $0.kind == .managedObject }) { text += "import CoreData\n" }
    text += "\n" + supportText
    let called = standIns.filter {
      [.function, .modifier, .method, .initializer].contains($0.kind)
    }.map(
      \.name)
    let cases = called.reduce(into: Set<String>()) { result, name in
      guard uses.implicitLabels[name] != nil else { return }
      result.formUnion(uses.implicitMembers)
    }
    if !cases.isEmpty { text += "\n" + caseDeclaration(cases) }
    for standIn in standIns {
      text += "\n" + declaration(standIn, members: members[standIn.name] ?? [], uses: uses)
    }
    return text
  }

  /// A parameter list taking every label of every call (each `Any?`, defaulted; a trailing
  /// closure an optional closure without arguments); a label some call gives an implicit
  /// member (`.playing`) is a ``caseType`` instead, whose members those are.
  static func parameters(_ lists: [[String]], implicit: Set<String> = []) -> String {
    mergedLabels(lists).enumerated().map { index, key in
      if key == "{}" { return "_ trailing: (() -> Void)? = nil" }
      let label = String(key.split(separator: "#").first ?? "_")
      let type = implicit.contains(label) ? caseType + "?" : "Any?"
      return label == "_" ? "_ p\(index): \(type) = nil" : "\(label) _: \(type) = nil"
    }.joined(separator: ", ")
  }

  /// The type of a stand-in's parameter that an implicit member is passed to: each member the
  /// sources pass that way is one of its values.
  static let caseType = "ScreenLabStandInCase"

  static func caseDeclaration(_ members: Set<String>) -> String {
    "final class \(caseType): Hashable {\n"
      + members.sorted().map { "  static let `\($0)` = \(caseType)()\n" }.joined()
      + "  static func == (lhs: \(caseType), rhs: \(caseType)) -> Bool { lhs === rhs }\n"
      + "  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }\n"
      + "}\n"
  }

  static func declaration(_ standIn: StandIn, members: Set<String>, uses: Uses) -> String {
    let name = standIn.name
    let calls = uses.calls[name] ?? []
    switch standIn.kind {
    case .function:
      let list = parameters(calls, implicit: uses.implicitLabels[name] ?? [])
      return """
        func \(name)(\(list)) {}
        func \(name)<ScreenLabResult>(\(list)) -> ScreenLabResult {
          screenLabStandInValue("\(name)")
        }

        """
    case .method:
      let list = parameters(calls, implicit: uses.implicitLabels[name] ?? [])
      return """
        extension \(standIn.owner) {
          func \(name)(\(list)) {}
          func \(name)<ScreenLabResult>(\(list)) -> ScreenLabResult {
            screenLabStandInValue("\(name)")
          }
        }

        """
    case .modifier:
      return """
        extension View {
          func \(name)(\(parameters(calls, implicit: uses.implicitLabels[name] ?? []))) -> some View {
            self
          }
        }

        """
    case .protocol:
      let bound = uses.valueConformed.contains(name) ? "" : ": AnyObject"
      return """
        @dynamicMemberLookup
        protocol \(name)\(bound) {}
        extension \(name) {
          subscript<T>(dynamicMember name: String) -> T { screenLabStandInValue(name) }
          subscript(dynamicMember name: String) -> ScreenLabStandInAny { ScreenLabStandInAny() }
        }

        """
    case .initializer:
      return initializerDeclaration(standIn, uses: uses)
    case .type, .managedObject:
      return classDeclaration(standIn, calls: calls, members: members, uses: uses)
    }
  }

  static func classDeclaration(
    _ standIn: StandIn, calls: [[String]], members: Set<String>, uses: Uses
  ) -> String {
    let name = standIn.name
    let managed = standIn.kind == .managedObject
    // A superclass of the sources' classes is left open to them.
    let open = uses.superclasses.contains(name) && !managed
    let heading: String
    var body: [String] = []
    if managed {
      heading = "final class \(name): NSManagedObject, ScreenLabStandInValue"
      let lists = calls.filter { $0 != ["context"] }
      body.append(
        "convenience init(\(parameters(lists))) { self.init(entity: Self.entity(), insertInto: nil) }"
      )
      body.append("static var screenLabStandIn: \(name) { \(name)() }")
      // As Xcode's generated entity class: a fetch request typed by the class.
      body.append(
        "static func fetchRequest() -> NSFetchRequest<\(name)> { "
          + "NSFetchRequest<\(name)>(entityName: \"\(name)\") }")
    } else {
      heading =
        (open ? "class \(name)" : "final class \(name)")
        + ": ObservableObject, Identifiable, Hashable"
        + (open ? "" : ", ScreenLabStandInValue")
      body.append("init(\(parameters(calls))) {}")
      if !open { body.append("static var screenLabStandIn: \(name) { \(name)() }") }
      body.append("static func == (lhs: \(name), rhs: \(name)) -> Bool { lhs === rhs }")
      body.append("func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }")
    }
    body += [
      "var screenLabValues: [String: Any] = [:]",
      """
      subscript<T>(dynamicMember name: String) -> T {
          get { screenLabValues[name] as? T ?? screenLabStandInValue(name) }
          set { screenLabValues[name] = newValue }
        }
      """,
      """
      subscript(dynamicMember name: String) -> ScreenLabStandInAny {
          get { ScreenLabStandInAny() }
          set {}
        }
      """,
      """
      static subscript<T>(dynamicMember name: String) -> T { screenLabStandInValue(name) }
      """,
      """
      static subscript(dynamicMember name: String) -> ScreenLabStandInAny { ScreenLabStandInAny() }
      """,
    ]
    for member in members.sorted() {
      if let lists = uses.calls[member] {
        body.append("static func \(member)(\(parameters(lists))) -> \(name) { \(name)() }")
      } else {
        body.append("static var \(member): \(name) { \(name)() }")
      }
    }
    return "@dynamicMemberLookup\n\(heading) {\n"
      + body.map { "  " + $0 + "\n" }.joined() + "}\n"
  }
}
