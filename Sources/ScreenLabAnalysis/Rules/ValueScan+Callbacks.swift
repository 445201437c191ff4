#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL304 through a completion parameter: a method of the sources that calls one of its
  /// closure parameters inside a closure that runs on a background queue (a URLSession
  /// completion handler, a global dispatch queue), without going back to the main queue,
  /// runs its caller's closure on that queue too (Docs/Analyzer.md, SL304, "A completion
  /// called on the background queue").
  extension ValueScan {
    /// A method that calls a closure parameter on a background queue: the external labels
    /// of those parameters (`_` for none), and whether the last parameter is one of them (a
    /// trailing closure is then passed to it).
    struct BackgroundCallback {
      var labels: Set<String> = []
      var trailing = false
    }

    /// Texts that a file must contain for a method of it to call back on a background queue.
    static let backgroundMarks = [
      "dataTask", "uploadTask", "downloadTask", "DispatchQueue", "OperationQueue",
    ]

    /// Finds the methods that call a closure parameter on a background queue, then the
    /// closures their callers pass, and records the UI work of those closures. Only files
    /// that contain a background mark are searched for such methods, and only files that
    /// name one of them for calls.
    func addBackgroundCallbackWork(_ project: Project) {
      var callbacks: [String: BackgroundCallback] = [:]
      var declaring: [String: Set<Int>] = [:]
      var otherwise = Set<String>()
      for (position, tree) in project.trees.enumerated() {
        let text = project.files[position].text
        guard Self.backgroundMarks.contains(where: { text.contains($0) }) else { continue }
        useFile(position, project: project)
        let functions = ClosureParameterFunctions(viewMode: .sourceAccurate)
        functions.walk(tree)
        for function in functions.found {
          let name = function.name.text
          declaring[name, default: []].insert(position)
          let parameters = Array(function.signature.parameterClause.parameters)
          var names: [String: String] = [:]
          for parameter in parameters where parameter.type.trimmedDescription.contains("->") {
            names[(parameter.secondName ?? parameter.firstName).text] = parameter.firstName.text
          }
          guard let body = function.body else { continue }
          let finder = BackgroundParameterCalls(viewMode: .sourceAccurate)
          finder.parameters = Set(names.keys)
          finder.isBackground = { call in
            self.backgroundClosure(call, callee: Expressions.calleeName(call))
          }
          finder.walk(body)
          guard !finder.called.isEmpty else {
            otherwise.insert(name)
            continue
          }
          var callback = callbacks[name] ?? BackgroundCallback()
          for called in finder.called { callback.labels.insert(names[called] ?? "_") }
          if let last = parameters.last,
            finder.called.contains((last.secondName ?? last.firstName).text)
          {
            callback.trailing = true
          }
          callbacks[name] = callback
        }
      }
      // A name that another method declares without calling back on a background queue, or
      // that a file not searched declares, is left out: which one a call reaches is not known.
      for name in otherwise { callbacks[name] = nil }
      for name in Array(callbacks.keys) {
        let searched = declaring[name] ?? []
        if project.files.indices.contains(where: {
          !searched.contains($0) && project.files[$0].text.contains("func \(name)(")
        }) {
          callbacks[name] = nil
        }
      }
      guard !callbacks.isEmpty else { return }
      for (position, tree) in project.trees.enumerated() {
        let text = project.files[position].text
        guard callbacks.keys.contains(where: { text.contains($0) }) else { continue }
        useFile(position, project: project)
        let calls = CallbackCalls(viewMode: .sourceAccurate)
        calls.callbacks = callbacks
        calls.walk(tree)
        for (closure, via, type) in calls.closures {
          let works = backgroundWorks(in: closure, statements: closure.statements)
          backgroundWork.append(
            BackgroundWork(
              type: type, works: works, file: position, calledBackBy: via, closure: closure))
        }
      }
    }

    /// Sets the per-file facts `backgroundClosure(_:callee:)` reads.
    private func useFile(_ position: Int, project: Project) {
      file = position
      let text = project.files[position].text
      mainQueueSessions =
        text.contains("delegateQueue: .main")
        || text.contains("delegateQueue: OperationQueue.main")
      let queues = BackgroundQueueNames.collect(project.trees[position])
      backgroundQueues = queues.dispatch
      backgroundOperationQueues = queues.operations
    }
  }

  /// The functions with a body and at least one parameter of a function type.
  final class ClosureParameterFunctions: SyntaxVisitor {
    private(set) var found: [FunctionDeclSyntax] = []

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      if node.body != nil,
        node.signature.parameterClause.parameters.contains(where: {
          $0.type.trimmedDescription.contains("->")
        })
      {
        found.append(node)
      }
      return .visitChildren
    }
  }

  /// The parameters a function body calls inside a background closure, outside the
  /// closures it sends back to the main queue.
  final class BackgroundParameterCalls: SyntaxVisitor {
    var parameters: Set<String> = []
    var isBackground: (FunctionCallExprSyntax) -> ClosureExprSyntax? = { _ in nil }
    private(set) var called: Set<String> = []
    private var depth = 0

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      if depth > 0, let name = Self.calledName(node), parameters.contains(name) {
        called.insert(name)
      }
      if let closure = isBackground(node) {
        depth += 1
        walk(closure)
        depth -= 1
        // The other arguments and the callee still run here, on the caller's queue.
        walk(node.calledExpression)
        for argument in node.arguments where argument.expression.id != closure.id {
          walk(argument.expression)
        }
        return .skipChildren
      }
      if BackgroundWalker.hopsToMain(node, callee: Expressions.calleeName(node)) {
        return .skipChildren
      }
      return .visitChildren
    }

    /// `completion` in `completion(x)`, `completion?(x)` and `self.completion(x)`.
    static func calledName(_ call: FunctionCallExprSyntax) -> String? {
      var called = call.calledExpression
      if let optional = called.as(OptionalChainingExprSyntax.self) { called = optional.expression }
      if let unwrapped = called.as(ForceUnwrapExprSyntax.self) { called = unwrapped.expression }
      return called.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
  }

  /// The closures passed to methods that call them back on a background queue, with the
  /// method's description and the type the call is written in.
  final class CallbackCalls: TypeStackVisitor {
    var callbacks: [String: ValueScan.BackgroundCallback] = [:]
    private(set) var closures: [(ClosureExprSyntax, String, String?)] = []
    private var functions: [String] = []

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      functions.append(node.name.text)
      return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { functions.removeLast() }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      guard let name = Expressions.calleeName(node), let callback = callbacks[name],
        // A method that passes its own completion on is the method itself.
        !functions.contains(name)
      else { return .visitChildren }
      let labels = node.arguments.map { $0.label?.text ?? "_" }
      let via = "\(name)(\(labels.map { "\($0):" }.joined()))"
      for argument in node.arguments
      where callback.labels.contains(argument.label?.text ?? "_") {
        if let closure = argument.expression.as(ClosureExprSyntax.self) {
          closures.append((closure, via, types.last))
        }
      }
      if callback.trailing, let closure = node.trailingClosure {
        closures.append((closure, via, types.last))
      }
      return .visitChildren
    }
  }
#endif
