#if SCREENLAB_SWIFTSYNTAX
  import Foundation
  internal import SwiftSyntax

  extension ShownStateRules {
    // MARK: - SL318, a late image into a cell since reused

    /// A check, in a completion, that the cell still shows the row the request was for: the
    /// cell fetched again for the row, its index path asked for, the visible rows, a tag, or
    /// a comparison naming the cell, the row, an identifier or a URL.
    static let identityCheck =
      #"cellForRow\(at|cellForItem\(at|indexPath\(for|indexPathsForVisible|visibleCells|\.tag\b|reloadRows|reloadItems|reconfigureItems|(==|!=|===)[^\n]*(cell|indexPath|[uU][rR][lL]|[iI][dD]\b|[iI]dentifier|item|row)|(cell|indexPath|[uU][rR][lL]|[iI][dD]\b|[iI]dentifier|item|row)[^\n]*(==|!=|===)"#

    /// SL318, the late image's other half: in a list's `cellForRowAt`/`cellForItemAt`, a
    /// dequeued cell's image view is given an image inside a closure that runs later (a
    /// download's completion), and nothing in that closure checks that the cell still shows
    /// the same row (`tableView.cellForRow(at: indexPath)`, a tag, an identifier compared),
    /// nor is the request cancelled when the cell is reused (`cancel` in the method or in the
    /// cell's `prepareForReuse()`). The table hands the same cell to another row while the
    /// download runs (Apple, `dequeueReusableCell(withIdentifier:for:)`), and the image that
    /// lands last wins: a row shows another item's picture. Reported at the write, once per
    /// method; a method whose image is not reset at all is reported by `lateImages` instead.
    func lateImagesIntoReusedCells(in unit: CodeUnit) -> [Finding] {
      guard let function = unit.declaration?.parent else { return [] }
      let text = function.description
      guard !text.contains("cancel") else { return [] }
      for write in unit.writes {
        let parts = Expressions.withoutSelf(write.parts)
        guard parts.count >= 3, parts.last == "image", unit.isLocal(parts[0]) else { continue }
        let cell = NSRegularExpression.escapedPattern(for: parts[0])
        guard
          text.range(
            of: "(let|var)\\s+\(cell)\\b[^\\n]*dequeueReusable", options: .regularExpression)
            != nil,
          !cancelsInPrepareForReuse(unit.locals[parts[0]]),
          let closure = Self.outermostLateClosure(of: write.node),
          !Self.isImageViewsOwnLoad(closure, view: parts.dropLast().joined(separator: ".")),
          closure.description.range(of: Self.identityCheck, options: .regularExpression) == nil
        else { continue }
        let path = parts.dropLast().joined(separator: ".")
        return [
          project.warning(
            .cellContentNotReset, at: write.node, file: unit.file, .lateImageIntoReusedCell(path))
        ]
      }
      return []
    }

    /// Whether a closure is the completion of a load the image view runs itself
    /// (`cell.poster.sd_setImage(with:completed:)`, `cell.poster.kf.setImage(…)`): an image
    /// library ties that request to the view and cancels it when the view loads another.
    static func isImageViewsOwnLoad(_ closure: ClosureExprSyntax, view: String) -> Bool {
      guard let call = Expressions.call(taking: closure) else { return false }
      let callee = call.calledExpression.trimmedDescription.replacingOccurrences(of: "?", with: "")
      return callee.hasPrefix(view + ".")
    }

    /// The outermost closure around `node` that does not run at once, within its function.
    static func outermostLateClosure(of node: Syntax) -> ClosureExprSyntax? {
      var found: ClosureExprSyntax?
      var current = node
      while let parent = current.parent, !parent.is(FunctionDeclSyntax.self) {
        if let closure = parent.as(ClosureExprSyntax.self), !runsAtOnce(closure) {
          found = closure
        }
        current = parent
      }
      return found
    }

    // MARK: - SL318, a request token left behind by a cache hit

    /// SL318 for a view that loads images itself and keeps the request it waits for: a method
    /// stores its parameter in a property (`currentURL = url`) that a completion compares
    /// with the parameter before it shows the result (`guard self.currentURL == url`), while
    /// an earlier `if` of the same method shows something at once and returns (a cache hit:
    /// `image = cached; return`) without storing the parameter. After a reuse that hits the
    /// cache the property still names the previous request, whose completion passes the check
    /// and replaces the cached image with the older item's. Reported at the property's write.
    func staleRequestTokens() -> [Finding] {
      var findings: [Finding] = []
      for unit in project.units {
        guard case .function = unit.kind, let typeName = unit.typeName,
          let function = unit.declaration?.parent?.as(FunctionDeclSyntax.self),
          let body = function.body
        else { continue }
        let text = function.description
        for write in unit.writes {
          let parts = Expressions.withoutSelf(write.parts)
          guard parts.count == 1, !unit.isLocal(parts[0]),
            project.property(parts[0], of: typeName) != nil,
            let value = DrawRules.assignedValue(write.node),
            let parameter = value.map(\.trimmedDescription).first, value.count == 1,
            unit.parameters.contains(parameter)
          else { continue }
          let token = NSRegularExpression.escapedPattern(for: parts[0])
          let argument = NSRegularExpression.escapedPattern(for: parameter)
          let compared =
            "(self\\.)?\(token)\\s*[!=]==?\\s*\(argument)\\b|\\b\(argument)\\s*[!=]==?\\s*(self\\.)?\(token)\\b"
          guard text.range(of: compared, options: .regularExpression) != nil,
            Self.returnsEarlyShowing(before: write.node, in: body, token: parts[0])
          else { continue }
          findings.append(
            project.warning(
              .cellContentNotReset, at: write.node, file: unit.file, .staleRequestToken(parts[0])))
          break
        }
      }
      return findings
    }

    /// Whether a statement of `body` before the one holding `node` is an `if` that shows
    /// something (`image = …`, `text = …`) and returns, without naming `token`.
    static func returnsEarlyShowing(before node: Syntax, in body: CodeBlockSyntax, token: String)
      -> Bool
    {
      for item in body.statements {
        if node.position >= item.position && node.endPosition <= item.endPosition { return false }
        guard
          let branch = item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
            ?? item.item.as(IfExprSyntax.self)
        else { continue }
        let inside = branch.body.description
        if inside.range(of: #"\breturn\b"#, options: .regularExpression) != nil,
          inside.range(of: #"\b(image|text|attributedText)\s*=[^=]"#, options: .regularExpression)
            != nil,
          !LayoutRules.mentions(token, in: inside)
        {
          return true
        }
      }
      return false
    }
  }

  extension Finding.Message {
    fileprivate static func lateImageIntoReusedCell(_ path: String) -> Finding.Message {
      Finding.Message(
        "'\(path).image' is set when a request finishes, on the cell dequeued for this row, "
          + "and nothing checks that the cell still shows that row: a cell reused while the "
          + "download runs shows another item's image; fetch the cell again with "
          + "cellForRow(at:) (or compare the item's identifier) before setting the image")
    }

    fileprivate static func staleRequestToken(_ token: String) -> Finding.Message {
      Finding.Message(
        "'\(token)' names the request whose result may be shown, but an earlier branch shows "
          + "a cached result and returns without updating it: the previous request still "
          + "matches and its late result replaces what the cache showed; set '\(token)' "
          + "before the cache check (or clear it on that branch)")
    }
  }
#endif
