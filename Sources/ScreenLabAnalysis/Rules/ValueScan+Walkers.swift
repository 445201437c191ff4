#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// Reads how a local `var` is used: plain uses, and writes through its members.
  final class CopyUseWalker: SyntaxVisitor {
    let name: String
    private(set) var plainUses = 0
    private(set) var mutations: [Syntax] = []

    init(name: String) {
      self.name = name
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      guard node.baseName.text == name else { return .visitChildren }
      if let write = Self.memberWrite(of: Syntax(node)) {
        mutations.append(write)
      } else {
        plainUses += 1
      }
      return .visitChildren
    }

    /// The write when `reference` is the root of a member path that is assigned
    /// (`item.isDone = true`, `item.count += 1`) or mutated (`item.isDone.toggle()`).
    static func memberWrite(of reference: Syntax) -> Syntax? {
      var current = reference
      var sawMember = false
      var steps = 0
      while let parent = current.parent {
        // Deeper than any tracked path: a plain use (O(1) per reference on a long chain).
        steps += 1
        if steps > Expressions.maximumPathLength { return nil }
        guard ValueScan.continuesPath(parent, from: current) else { break }
        if parent.is(MemberAccessExprSyntax.self) { sawMember = true }
        current = parent
      }
      guard sawMember, let parent = current.parent else { return nil }
      // `item.isDone.toggle()`: the path ends in a mutating method that is called.
      if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == current.id,
        let member = current.as(MemberAccessExprSyntax.self), member.base?.id != reference.id,
        ValueScan.mutatingCalls.contains(member.declName.baseName.text)
      {
        return Syntax(call)
      }
      // `item.isDone = true` in an unfolded sequence: the next element assigns.
      return ValueScan.isAssigned(current) ? current : nil
    }
  }

  /// Reads an animation block: constraint changes, and whether it lays out.
  final class ConstraintWalker: SyntaxVisitor {
    private(set) var changes: [(what: String, node: Syntax)] = []
    private(set) var laysOut = false
    /// The receivers of `layoutIfNeeded()` (last path component), in order.
    private(set) var layoutReceivers: [(String, Syntax)] = []
    /// Whether the block lays out `self` (a bare `layoutIfNeeded()`) or calls `layoutSubviews`.
    private(set) var laysOutOtherwise = false
    /// `setNeedsLayout()` calls: they defer the layout pass past the block.
    private(set) var deferrals: [Syntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      let callee = Expressions.calleeName(node)
      if callee == "layoutIfNeeded" || callee == "layoutSubviews" { laysOut = true }
      if callee == "setNeedsLayout" || callee == "setNeedsUpdateConstraints" {
        deferrals.append(Syntax(node))
      }
      if callee == "layoutIfNeeded", let base = Expressions.calleeBase(node) {
        let last = String(base.split(separator: ".").last ?? "")
        layoutReceivers.append((last, Syntax(node)))
      } else if callee == "layoutIfNeeded" || callee == "layoutSubviews" {
        laysOutOtherwise = true
      }
      if ["activate", "deactivate"].contains(callee),
        Expressions.calleeBase(node) == "NSLayoutConstraint"
      {
        changes.append(("NSLayoutConstraint.\(callee ?? "")", Syntax(node)))
      }
      return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      let elements = Array(node.elements)
      for index in elements.indices.dropFirst() where Self.assigns(elements[index]) {
        let target = elements[index - 1]
        guard let path = Expressions.path(target) else { continue }
        let parts = path.split(separator: ".")
        if parts.count >= 2, let last = parts.last, ["constant", "isActive"].contains(last) {
          changes.append((path, Syntax(target)))
        }
      }
      return .visitChildren
    }

    /// `=`, or a compound assignment (`constant -= delta`).
    static func assigns(_ element: ExprSyntax) -> Bool {
      if element.is(AssignmentExprSyntax.self) { return true }
      guard let binary = element.as(BinaryOperatorExprSyntax.self) else { return false }
      return ["+=", "-=", "*=", "/="].contains(binary.operator.text)
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  }

  /// The functions declared in a closure, outside the closures nested in it.
  final class LocalFunctions: SyntaxVisitor {
    private(set) var functions: [String: FunctionDeclSyntax] = [:]

    /// The functions `statements` (a closure's or a function's body) declare.
    static func collect(_ statements: CodeBlockItemListSyntax) -> [String: FunctionDeclSyntax] {
      let collector = LocalFunctions(viewMode: .sourceAccurate)
      collector.walk(statements)
      return collector.functions
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      functions[node.name.text] = node
      return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  }

  /// Reads a closure that runs on a background queue for UIKit work, skipping the closures it
  /// sends back to the main queue.
  final class BackgroundWalker: SyntaxVisitor {
    /// View properties whose writes change what is on screen.
    static let viewProperties: Set<String> = [
      "text", "attributedText", "image", "isHidden", "alpha", "textColor", "backgroundColor",
      "title", "isEnabled", "tintColor", "progress", "isOn", "placeholder", "contentOffset",
      "frame", "center", "transform", "isSelected", "numberOfLines", "font",
    ]

    /// Calls that change views or ask UIKit to redraw, reload or present.
    static let uiCalls: Set<String> = [
      "reloadData", "reloadRows", "reloadSections", "insertRows", "deleteRows", "reloadItems",
      "insertItems", "deleteItems", "performBatchUpdates", "setNeedsDisplay", "setNeedsLayout",
      "layoutIfNeeded", "addSubview", "removeFromSuperview", "setTitle", "setImage",
      "startAnimating", "stopAnimating", "pushViewController", "setProgress",
    ]

    private(set) var found: [(receiver: String?, what: String, node: Syntax)] = []

    /// The functions declared inside the closure, by name. A local function runs where it
    /// is called: its body is read at a direct call on the background queue, not where it is
    /// declared, and not when it is handed to the main queue
    /// (`DispatchQueue.main.async(execute: update)`).
    var localFunctions: [String: FunctionDeclSyntax] = [:]
    private var readFunctions = Set<String>()
    /// The methods of the enclosing type (`ValueScan.typeMethods(around:)`): a method the
    /// closure calls (`self.show(count)`, `show(count)`) runs on the same queue, and its UI
    /// work is reported at the call. Each is read once.
    var typeMethods: [String: FunctionDeclSyntax] = [:]
    private var readMethods = Set<String>()
    /// Whether a call submits its closure to a background queue itself: that closure is
    /// reported on its own.
    var isNestedBackground: (FunctionCallExprSyntax) -> Bool = { _ in false }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      let callee = Expressions.calleeName(node)
      if Self.hopsToMain(node, callee: callee) || isNestedBackground(node) { return .skipChildren }
      if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self),
        let function = localFunctions[reference.baseName.text], let body = function.body,
        readFunctions.insert(reference.baseName.text).inserted
      {
        walk(body)
      }
      readTypeMethod(node)
      if let callee, Self.uiCalls.contains(callee) {
        found.append((nil, "\(callee)()", Syntax(node)))
      }
      if callee == "present", Expressions.calleeBase(node) != nil, node.arguments.count >= 2 {
        found.append((nil, "present(_:animated:)", Syntax(node)))
      }
      // An alert helper handed the controller to present from
      // (`Alerts.show(message: m, target: self)`).
      if let callee, (callee + (Expressions.calleeBase(node) ?? "")).lowercased().contains("alert"),
        node.arguments.contains(where: { $0.expression.trimmedDescription == "self" })
      {
        found.append((nil, "\(callee)(…)", Syntax(node)))
      }
      return .visitChildren
    }

    /// A call of a method of the enclosing type, bare or through `self`: the UI work of its
    /// body, each piece reported at the call as done through the method.
    private func readTypeMethod(_ node: FunctionCallExprSyntax) {
      let name: String
      if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
        name = reference.baseName.text
      } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
        member.base?.trimmedDescription == "self"
      {
        name = member.declName.baseName.text
      } else {
        return
      }
      guard localFunctions[name] == nil, let method = typeMethods[name], let body = method.body,
        readMethods.insert(name).inserted
      else { return }
      let inner = BackgroundWalker(viewMode: .sourceAccurate)
      inner.typeMethods = typeMethods
      inner.readMethods = readMethods
      inner.isNestedBackground = isNestedBackground
      inner.localFunctions = LocalFunctions.collect(body.statements)
      inner.walk(body)
      readMethods.formUnion(inner.readMethods)
      // Only what the method does when called: the closures it hands on run later, on a
      // queue of their own (a query's handler it sets up is reported on its own).
      for work in inner.found where !Self.inClosure(work.node, below: Syntax(body)) {
        found.append((work.receiver, "\(work.what)' through '\(name)(…)", Syntax(node)))
      }
    }

    /// Whether a closure lies between `node` and `top`.
    static func inClosure(_ node: Syntax, below top: Syntax) -> Bool {
      var current = node.parent
      while let step = current, step.id != top.id {
        if step.is(ClosureExprSyntax.self) { return true }
        current = step.parent
      }
      return false
    }

    /// `DispatchQueue.main.async { }`, `MainActor.run { }`, `OperationQueue.main.addOperation`,
    /// the same through a local bound to the main queue, `Task { @MainActor in }`, and a
    /// nested background closure (reported on its own).
    static func hopsToMain(_ call: FunctionCallExprSyntax, callee: String?) -> Bool {
      let base = Expressions.calleeBase(call)
      if ["async", "asyncAfter", "sync"].contains(callee), base == "DispatchQueue.main" {
        return true
      }
      if callee == "run", base == "MainActor" { return true }
      if callee == "addOperation", base == "OperationQueue.main" { return true }
      // The main queue kept in a local first (`let mainQueue = DispatchQueue.main`).
      if ["async", "asyncAfter", "sync", "addOperation"].contains(callee), let base,
        !base.contains("."),
        let value = ObservationRules.localValue(base, before: Syntax(call))?.trimmedDescription,
        value == "DispatchQueue.main" || value == "OperationQueue.main"
      {
        return true
      }
      if ["async", "asyncAfter", "sync"].contains(callee),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        member.base?.is(FunctionCallExprSyntax.self) == true
      {
        return true
      }
      if callee == "Task", let closure = call.trailingClosure,
        closure.signature?.attributes.names.contains("MainActor") == true
      {
        return true
      }
      if callee?.hasPrefix("performSelector") == true { return true }
      return false
    }

    /// `UIApplication.shared.applicationIconBadgeNumber = n` (or through a local bound to the
    /// shared application, `application.…`), and `badgeValue` of a tab bar item
    /// (`tabBarItem.badgeValue`, `tabBar.items?[1].badgeValue`): UIKit shows both.
    static func isBadgeWrite(_ parts: [String], last: String) -> Bool {
      if last == "applicationIconBadgeNumber" {
        return parts.count >= 2
          && (parts.first == "UIApplication"
            || parts[parts.count - 2].lowercased() == "application")
      }
      guard last == "badgeValue", parts.count >= 2 else { return false }
      let receiver = parts[parts.count - 2].lowercased()
      return receiver.contains("tabbaritem") || receiver.hasPrefix("items") || receiver == "item"
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      let elements = Array(node.elements)
      for index in elements.indices.dropFirst() where elements[index].is(AssignmentExprSyntax.self)
      {
        let target = elements[index - 1]
        guard let path = Expressions.path(target) else { continue }
        var parts = path.split(separator: ".").map(String.init)
        if parts.first == "self" { parts.removeFirst() }
        // A badge the system or a tab bar shows: the app icon's number
        // (`UIApplication.shared.applicationIconBadgeNumber`) and a bar item's `badgeValue`.
        if let last = parts.last, Self.isBadgeWrite(parts, last: last) {
          found.append((nil, parts.joined(separator: "."), Syntax(target)))
          continue
        }
        guard parts.count >= 2, let last = parts.last, Self.viewProperties.contains(last) else {
          continue
        }
        found.append((parts[parts.count - 2], parts.joined(separator: "."), Syntax(target)))
      }
      return .visitChildren
    }
  }
#endif
