#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  extension DrawRules {
    // MARK: - SL110

    /// SL110: a view that draws sets a drawn property in `touchesBegan(_:with:)` or
    /// `touchesMoved(_:with:)`, clears it in `touchesEnded(_:with:)` with a redraw, and
    /// neither it nor a superclass of the analysis overrides `touchesCancelled(_:with:)`.
    /// UIKit sends a cancelled touch to `touchesCancelled(_:with:)` only (Apple, UIResponder:
    /// "your implementation of this method should clean up any state information that was
    /// established in your touchesBegan(_:with:) implementation"), so when the system cancels
    /// a touch (an alert, a gesture recognizer that recognizes, a call) the state stays and
    /// the view keeps drawing it. Reported at `touchesEnded(_:with:)`, where the clean-up is.
    func touchesNeverCancelled() -> [Finding] {
      var findings: [Finding] = []
      for drawn in drawnTypes.values.sorted(by: { $0.type.name < $1.type.name }) {
        let handlers = units(of: drawn.chain)
        guard !handlers.contains(where: { $0.kind == .function("touchesCancelled") }),
          let ended = handlers.first(where: {
            $0.kind == .function("touchesEnded") && $0.typeName == drawn.type.name
          }),
          let declaration = drawn.type.functions["touchesEnded"]?.first,
          Self.requestsDisplay(ended, on: "self", in: drawn)
        else { continue }
        let started = handlers.filter {
          $0.kind == .function("touchesBegan") || $0.kind == .function("touchesMoved")
        }
        let cleared = ended.writes.compactMap { Self.ownProperty($0, in: ended) }
        guard
          let property = cleared.first(where: { name in
            drawn.drawn.contains(name)
              && started.contains { handler in
                handler.writes.contains { Self.ownProperty($0, in: handler) == name }
              }
          })
        else { continue }
        findings.append(
          project.warning(
            .touchesCancelledNotHandled, at: declaration, file: ended.file,
            .touchesNeverCancelled(property, type: drawn.type.name)))
      }
      return findings
    }
  }

  extension Finding.Message {
    fileprivate static func touchesNeverCancelled(_ property: String, type: String)
      -> Finding.Message
    {
      Finding.Message(
        "'\(type)' clears '\(property)' in touchesEnded(_:with:) but does not override "
          + "touchesCancelled(_:with:): when the system cancels the touch, '\(property)' keeps "
          + "the touch's value and draw(_:) keeps showing it; override "
          + "touchesCancelled(_:with:) to clear it as touchesEnded(_:with:) does")
    }
  }
#endif
