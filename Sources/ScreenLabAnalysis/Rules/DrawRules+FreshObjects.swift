#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  extension DrawRules {
    /// Whether `root` is a parameter of `unit`'s method and every call of that method in the
    /// analysis passes, in its place, an object the caller has just created
    /// (`let dial = Dial(); configure(dial); addSubview(dial)`): the method configures new
    /// objects before they are on screen, as the caller would in place (SL101).
    func configuresNewObjects(_ root: String, in unit: CodeUnit) -> Bool {
      guard case .function(let name) = unit.kind,
        let position = unit.parameters.firstIndex(of: root)
      else { return false }
      var calls = 0
      for caller in project.units {
        for call in caller.calls where call.name == name {
          // Only calls of the method itself: unqualified or on `self`, in its type.
          guard call.base == "self", caller.typeName == unit.typeName, caller !== unit else {
            return false
          }
          let arguments = Array(call.node.arguments)
          guard position < arguments.count,
            let reference = arguments[position].expression.as(DeclReferenceExprSyntax.self),
            caller.freshLocals.contains(reference.baseName.text)
          else { return false }
          calls += 1
        }
      }
      return calls > 0
    }
  }

#endif
