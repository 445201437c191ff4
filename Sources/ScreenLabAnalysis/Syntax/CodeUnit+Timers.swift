#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  extension UnitScanner {
    /// The method a call runs on every tick: a timer made with `repeats: true`
    /// (`Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`, its Swift 2
    /// spelling `scheduledTimerWithTimeInterval`, `Timer(timeInterval:…)`) or a display link
    /// (`CADisplayLink(target:selector:)`), its selector given by `#selector(name)` or a
    /// string literal (`"setNeedsDisplay"`, `"tick:"`).
    static func repeatingSelector(
      _ node: FunctionCallExprSyntax, name: String, _ arguments: [LabeledExprSyntax]
    ) -> String? {
      let isTimer =
        name.hasPrefix("scheduledTimer") || name.hasPrefix("timerWith")
        || name == "Timer" || name == "NSTimer"
      guard isTimer || name == "CADisplayLink" || name == "displayLink" else { return nil }
      if isTimer {
        guard
          arguments.contains(where: {
            $0.label?.text == "repeats" && $0.expression.trimmedDescription == "true"
          })
        else { return nil }
      }
      guard let selector = arguments.first(where: { $0.label?.text == "selector" })?.expression
      else { return nil }
      if let literal = selector.as(StringLiteralExprSyntax.self) {
        let text = literal.segments.trimmedDescription
        let name = text.split(separator: ":").first.map(String.init) ?? ""
        return name.isEmpty ? nil : name
      }
      guard let macro = selector.as(MacroExpansionExprSyntax.self),
        macro.macroName.text == "selector", var named = macro.arguments.first?.expression
      else { return nil }
      if let call = named.as(FunctionCallExprSyntax.self) { named = call.calledExpression }
      // `#selector(setNeedsDisplay as () -> Void)`: the name before the cast.
      if let cast = named.as(AsExprSyntax.self) { named = cast.expression }
      if let sequence = named.as(SequenceExprSyntax.self), let first = sequence.elements.first {
        named = first
      }
      let last = Expressions.lastName(named)
      return last.isEmpty ? nil : last
    }
  }
#endif
