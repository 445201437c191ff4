import Foundation

extension NSPredicate {
  /// A predicate from a format string, which the toolchain's Foundation on Linux marks
  /// unavailable (it has no key-value coding). The comparisons Core Data fetches use most are
  /// modelled (CD-2.5); a format outside them stops the program, naming it.
  public convenience init(format predicateFormat: String, _ args: any CVarArg...) {
    self.init(format: predicateFormat, argumentArray: args)
  }

  public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
    var parser = PredicateFormatParser(format: predicateFormat, arguments: arguments ?? [])
    let condition = parser.parse()
    self.init(block: { object, _ in condition.holds(for: object) })
  }
}

/// A parsed format predicate.
indirect enum PredicateCondition {
  case comparison(key: String, operation: String, options: String, value: Any?)
  case constant(Bool)
  case not(PredicateCondition)
  case and(PredicateCondition, PredicateCondition)
  case or(PredicateCondition, PredicateCondition)

  func holds(for object: Any?) -> Bool {
    switch self {
    case .constant(let value): return value
    case .not(let inner): return !inner.holds(for: object)
    case .and(let lhs, let rhs): return lhs.holds(for: object) && rhs.holds(for: object)
    case .or(let lhs, let rhs): return lhs.holds(for: object) || rhs.holds(for: object)
    case .comparison(let key, let operation, let options, let value):
      return Self.compare(Self.value(of: object, at: key), operation, options, value)
    }
  }

  /// The value at a dotted key path: managed objects by key, other values by their mirror.
  static func value(of object: Any?, at path: String) -> Any? {
    var current = object
    for key in path.split(separator: ".").map(String.init) where key != "SELF" {
      if let managed = current as? NSManagedObject {
        current = managed.value(forKey: key)
      } else if let value = current {
        current = Mirror(reflecting: value).children.first { $0.label == key }?.value
      } else {
        return nil
      }
    }
    return current
  }

  static func compare(_ lhs: Any?, _ operation: String, _ options: String, _ rhs: Any?) -> Bool {
    if ["CONTAINS", "BEGINSWITH", "ENDSWITH"].contains(operation) {
      guard var text = lhs as? String, var part = rhs as? String else { return false }
      if options.contains("c") {
        text = text.lowercased()
        part = part.lowercased()
      }
      if options.contains("d") {
        text = text.folding(options: .diacriticInsensitive, locale: nil)
        part = part.folding(options: .diacriticInsensitive, locale: nil)
      }
      switch operation {
      case "CONTAINS": return text.contains(part)
      case "BEGINSWITH": return text.hasPrefix(part)
      default: return text.hasSuffix(part)
      }
    }
    var left = lhs
    var right = rhs
    if let a = number(lhs), let b = number(rhs) {
      left = a
      right = b
    } else if options.contains("c"), let a = lhs as? String, let b = rhs as? String {
      left = a.lowercased()
      right = b.lowercased()
    }
    let order = compareStoredValues(left, right)
    switch operation {
    case "==", "=": return equal(left, right)
    case "!=", "<>": return !equal(left, right)
    case "<": return order == .orderedAscending
    case "<=": return order != .orderedDescending
    case ">": return order == .orderedDescending
    default: return order != .orderedAscending
    }
  }

  /// A number, a boolean as 1 or 0, or nil for anything else.
  static func number(_ value: Any?) -> Double? {
    switch value {
    case let integer as any BinaryInteger: return Double(Int64(integer))
    case let double as Double: return double
    case let float as Float: return Double(float)
    case let flag as Bool: return flag ? 1 : 0
    default: return nil
    }
  }

  /// Equal values: both nil, the same object, or equal strings, numbers or dates.
  static func equal(_ lhs: Any?, _ rhs: Any?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): return true
    case (let a as String, let b as String): return a == b
    case (let a as Double, let b as Double): return a == b
    case (let a as Date, let b as Date): return a == b
    case (let a as UUID, let b as UUID): return a == b
    case (let a as NSObject, let b as NSObject): return a === b
    default: return false
    }
  }
}

/// Reads `key OP value` comparisons joined by AND, OR and NOT, with parentheses (CD-2.5).
struct PredicateFormatParser {
  let format: String
  var arguments: [Any]
  var tokens: [String] = []
  var position = 0

  init(format: String, arguments: [Any]) {
    self.format = format
    self.arguments = arguments
    tokens = Self.tokenize(format)
  }

  static func tokenize(_ text: String) -> [String] {
    var tokens: [String] = []
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if character.isWhitespace {
        index = text.index(after: index)
      } else if character == "\"" || character == "'" {
        var end = text.index(after: index)
        while end < text.endIndex && text[end] != character { end = text.index(after: end) }
        tokens.append(String(text[index..<min(text.index(after: end), text.endIndex)]))
        index = min(text.index(after: end), text.endIndex)
      } else if "()".contains(character) {
        tokens.append(String(character))
        index = text.index(after: index)
      } else if "=!<>&|".contains(character) {
        var end = text.index(after: index)
        while end < text.endIndex && "=!<>&|".contains(text[end]) { end = text.index(after: end) }
        tokens.append(String(text[index..<end]))
        index = end
      } else {
        var end = text.index(after: index)
        while end < text.endIndex && !text[end].isWhitespace && !"()=!<>&|".contains(text[end]) {
          end = text.index(after: end)
        }
        tokens.append(String(text[index..<end]))
        index = end
      }
    }
    return tokens
  }

  func unsupported() -> Never {
    fatalError("NSPredicate format not modelled headless: \"\(format)\" (CD-2.5)")
  }

  mutating func next() -> String {
    guard position < tokens.count else { unsupported() }
    position += 1
    return tokens[position - 1]
  }

  mutating func argument() -> Any? {
    guard !arguments.isEmpty else { unsupported() }
    let value = arguments.removeFirst()
    if let number = value as? NSNumber { return number.doubleValue }
    if let optional = value as? (any OptionalProtocol), optional.isNone { return nil }
    return value
  }

  mutating func parse() -> PredicateCondition {
    let condition = disjunction()
    if position != tokens.count { unsupported() }
    return condition
  }

  mutating func disjunction() -> PredicateCondition {
    chain(["OR", "||"], operand: { $0.conjunction() }, joined: PredicateCondition.or)
  }

  mutating func conjunction() -> PredicateCondition {
    chain(["AND", "&&"], operand: { $0.negation() }, joined: PredicateCondition.and)
  }

  /// One precedence level: operands (the next level's) joined, left to right, by any of
  /// `operators` (matched case-insensitively).
  mutating func chain(
    _ operators: [String], operand: (inout Self) -> PredicateCondition,
    joined: (PredicateCondition, PredicateCondition) -> PredicateCondition
  ) -> PredicateCondition {
    var result = operand(&self)
    while position < tokens.count, operators.contains(tokens[position].uppercased()) {
      position += 1
      result = joined(result, operand(&self))
    }
    return result
  }

  mutating func negation() -> PredicateCondition {
    let token = next()
    if ["NOT", "!"].contains(token.uppercased()) { return .not(negation()) }
    if token == "(" {
      let inner = disjunction()
      if next() != ")" { unsupported() }
      return inner
    }
    switch token.uppercased() {
    case "TRUEPREDICATE": return .constant(true)
    case "FALSEPREDICATE": return .constant(false)
    default: break
    }
    let key = token == "%K" ? (argument().map { "\($0)" } ?? "") : token
    var operation = next().uppercased()
    var options = ""
    if let open = operation.firstIndex(of: "[") {
      options = operation[open...].lowercased().filter { "cd".contains($0) }
      operation = String(operation[..<open])
    }
    let known = ["==", "=", "!=", "<>", "<", "<=", "=<", ">", ">=", "=>"]
    guard known.contains(operation) || ["CONTAINS", "BEGINSWITH", "ENDSWITH"].contains(operation)
    else { unsupported() }
    let normalized = ["=<": "<=", "=>": ">="][operation] ?? operation
    return .comparison(key: key, operation: normalized, options: options, value: value())
  }

  mutating func value() -> Any? {
    let token = next()
    switch token.uppercased() {
    case "%@", "%D", "%I", "%F", "%LD", "%LLD", "%LU", "%U": return argument()
    case "NIL", "NULL": return nil
    case "TRUE", "YES": return true
    case "FALSE", "NO": return false
    default: break
    }
    if let first = token.first, first == "\"" || first == "'" {
      return String(token.dropFirst().dropLast())
    }
    if let number = Double(token) { return number }
    unsupported()
  }
}

/// Tells a nil wrapped in `Any` from a value.
protocol OptionalProtocol {
  var isNone: Bool { get }
}

extension Optional: OptionalProtocol {
  var isNone: Bool { self == nil }
}
