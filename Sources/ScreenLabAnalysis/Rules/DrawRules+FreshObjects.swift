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

  extension Finding.Message {
    static func missingRedraw(
      _ property: String, owner: String?, drawName: String, writer: String, request: String,
      inferred: Bool = false
    ) -> Finding.Message {
      var subject = owner.map { "'\(property)' of \($0)" } ?? "'\(property)'"
      if inferred, let owner {
        subject += " (type inferred by name: \(owner) is the only drawing type declaring it)"
      }
      return Finding.Message(
        "\(subject) is read by \(drawName) but written in \(writer) without \(request); add "
          + "`didSet { setNeedsDisplay() }` or call \(request) after the write")
    }

    static func unobservedDeclaration(_ property: String, drawName: String, how: String)
      -> Finding.Message
    {
      Finding.Message(
        "'\(property)' is read by \(drawName) and can be set from outside the type (\(how)), but "
          + "setting it requests no redraw: the view keeps showing the old value; add "
          + "`didSet { setNeedsDisplay() }`")
    }

    static func observerRequestsLayout(_ property: String, drawName: String)
      -> Finding.Message
    {
      Finding.Message(
        "'\(property)' feeds \(drawName) but its observer requests layout, not display; layout "
          + "does not redraw: call setNeedsDisplay() in its didSet")
    }

    static func layoutInsteadOfDisplay(
      _ property: String, drawName: String, writer: String, request: String
    ) -> Finding.Message {
      Finding.Message(
        "'\(property)' is read by \(drawName) but \(writer) requests layout, not display, after "
          + "writing it; layout does not redraw: call \(request)")
    }
  }
#endif
