#if SCREENLAB_SWIFTSYNTAX
  /// The value of a constant arithmetic expression written in source (`-1.01 * .pi`,
  /// `CGFloat(Double.pi * 2)`, `NSNumber(value: M_PI)`): numbers, `pi` constants, `+ - * /`
  /// and parentheses. Anything else (a variable, a call) has no value.
  enum ConstantExpression {
    static func value(_ text: String) -> Double? {
      var source = text
      for wrapper in ["NSNumber(value:", "CGFloat(", "Double(", "Float("] {
        source = source.replacingOccurrences(of: wrapper, with: "(")
      }
      // `Int(1.25)` truncates: marked `#(` for the parser.
      source = source.replacingOccurrences(of: "Int(", with: "#(")
      for pi in ["CGFloat.pi", "Double.pi", "Float.pi", "M_PI", ".pi", "π"] {
        source = source.replacingOccurrences(of: pi, with: " 3.141592653589793 ")
      }
      var parser = Parser(characters: Array(source.filter { !$0.isWhitespace }))
      guard let result = parser.sum(), parser.position == parser.characters.count else {
        return nil
      }
      return result.isFinite ? result : nil
    }

    /// `text` with each bare identifier that names a constant replaced by its value in
    /// parentheses, a few levels deep (`CGFloat(offset)` after `let offset = -1.01 * .pi`).
    /// Members (`.pi`, `CGFloat.pi`) and argument labels are left alone.
    static func inlined(_ text: String, constants: [String: String]) -> String {
      guard !constants.isEmpty else { return text }
      var current = text
      for _ in 0..<4 {
        var result = ""
        var changed = false
        var characters = Array(current)[...]
        var previous: Character = " "
        while let first = characters.first {
          guard first.isLetter || first == "_" else {
            result.append(first)
            if !first.isWhitespace { previous = first }
            characters = characters.dropFirst()
            continue
          }
          let name = characters.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
          characters = characters.dropFirst(name.count)
          let next = characters.first(where: { !$0.isWhitespace })
          if previous != ".", next != ":", let value = constants[String(name)],
            value.count < 200
          {
            result += "(" + value + ")"
            changed = true
          } else {
            result += name
          }
          previous = name.last ?? previous
        }
        guard changed, result.count < 1_000 else { return changed ? result : current }
        current = result
      }
      return current
    }

    /// `text` without the parentheses that enclose all of it: `((x))` gives `x`.
    static func unparenthesized(_ text: String) -> String {
      var current = Substring(text.trimmingCharacters(in: .whitespaces))
      while current.hasPrefix("("), current.hasSuffix(")"),
        topLevelPieces(current.dropFirst().dropLast()) != nil
      {
        current = current.dropFirst().dropLast()
      }
      return String(current)
    }

    /// The top-level arguments of `callee(…)` when `text` is exactly that call.
    static func arguments(of callee: String, in text: String) -> [String]? {
      let text = unparenthesized(text)
      guard text.hasPrefix(callee + "("), text.hasSuffix(")") else { return nil }
      return topLevelPieces(text.dropFirst(callee.count + 1).dropLast())
    }

    /// `inner` cut at its top-level commas; nil when its brackets do not balance.
    private static func topLevelPieces(_ inner: Substring) -> [String]? {
      var pieces: [String] = []
      var depth = 0
      var current = ""
      for character in inner {
        if "([{".contains(character) { depth += 1 }
        if ")]}".contains(character) { depth -= 1 }
        guard depth >= 0 else { return nil }
        if character == ",", depth == 0 {
          pieces.append(current.trimmingCharacters(in: .whitespaces))
          current = ""
        } else {
          current.append(character)
        }
      }
      guard depth == 0 else { return nil }
      pieces.append(current.trimmingCharacters(in: .whitespaces))
      return pieces
    }

    private struct Parser {
      let characters: [Character]
      var position = 0
      var depth = 0

      mutating func sum() -> Double? {
        leftToRight(
          "+-", operand: { (parser: inout Parser) in parser.product() },
          apply: { $0 == "+" ? $1 + $2 : $1 - $2 })
      }

      mutating func product() -> Double? {
        leftToRight(
          "*/", operand: { (parser: inout Parser) in parser.factor() },
          apply: { $0 == "*" ? $1 * $2 : $1 / $2 })
      }

      /// Operands that `operand` reads, joined by the operators in `operators` and evaluated
      /// left to right by `apply` (one precedence level).
      private mutating func leftToRight(
        _ operators: String, operand: (inout Parser) -> Double?,
        apply: (Character, Double, Double) -> Double
      ) -> Double? {
        guard var result = operand(&self) else { return nil }
        while position < characters.count, operators.contains(characters[position]) {
          let op = characters[position]
          position += 1
          guard let next = operand(&self) else { return nil }
          result = apply(op, result, next)
        }
        return result
      }

      mutating func factor() -> Double? {
        guard position < characters.count, depth < 32 else { return nil }
        if characters[position] == "-" {
          position += 1
          return factor().map { -$0 }
        }
        if characters[position] == "#" {
          position += 1
          return factor().map { $0.rounded(.towardZero) }
        }
        if characters[position] == "(" {
          position += 1
          depth += 1
          defer { depth -= 1 }
          guard let inner = sum(), position < characters.count, characters[position] == ")" else {
            return nil
          }
          position += 1
          return inner
        }
        let start = position
        while position < characters.count,
          characters[position].isNumber || characters[position] == "."
        {
          position += 1
        }
        return Double(String(characters[start..<position]))
      }
    }
  }
#endif
