#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL304 by what the frameworks document about the queue they call an app's code on
  /// (Docs/Analyzer.md, SL304, "Framework handlers and delegate methods documented as
  /// background"): the class is "a framework calls this on a background queue", whatever the
  /// framework, not one spelling of it.
  extension ValueScan {
    /// The closure a framework documents as called off the main thread:
    /// - a motion manager's handler given with a background operation queue
    ///   (`startDeviceMotionUpdates(to: OperationQueue()) { … }`; Core Motion calls the
    ///   handler on the queue passed as `to:`);
    /// - `Thread.detachNewThread { … }` and `Thread { … }` (a new secondary thread);
    /// - `evaluatePolicy(_:localizedReason:reply:)` of Local Authentication (the reply "is
    ///   evaluated on a private queue internal to the framework");
    /// - the `get…` handlers of `UNUserNotificationCenter` (the app "may execute this block on
    ///   a background thread").
    func frameworkBackgroundClosure(_ call: FunctionCallExprSyntax, callee: String)
      -> ClosureExprSyntax?
    {
      let base = Expressions.calleeBase(call)
      if callee == "detachNewThread", base == "Thread" {
        return call.trailingClosure
          ?? Expressions.argument(call, "block")?.as(ClosureExprSyntax.self)
      }
      if callee == "Thread", base == nil {
        return call.trailingClosure
          ?? Expressions.argument(call, "block")?.as(ClosureExprSyntax.self)
      }
      if ["evaluatePolicy", "evaluateAccessControl"].contains(callee) {
        return Expressions.argument(call, "reply")?.as(ClosureExprSyntax.self)
          ?? call.trailingClosure
      }
      if Self.notificationCenterGetters.contains(callee) {
        return Expressions.argument(call, "completionHandler")?.as(ClosureExprSyntax.self)
          ?? call.trailingClosure
      }
      if callee.hasPrefix("start"), callee.hasSuffix("Updates"),
        let queue = Expressions.argument(call, "to"), isBackgroundQueue(queue, operations: true)
      {
        return Expressions.argument(call, "withHandler")?.as(ClosureExprSyntax.self)
          ?? call.trailingClosure
      }
      return nil
    }

    /// `monitor.pathUpdateHandler = { … }` on a name the file binds to an `NWPathMonitor`
    /// that the file starts on a background dispatch queue (`monitor.start(queue:
    /// DispatchQueue(label: "net"))`, `.global()`, or a name bound to such a queue): the
    /// monitor delivers its path updates on the queue given to `start(queue:)`.
    func checkPathMonitorHandler(_ target: ExprSyntax, value: ExprSyntax) {
      guard let member = target.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "pathUpdateHandler",
        let closure = value.as(ClosureExprSyntax.self),
        var base = member.base.flatMap({ Expressions.path($0) })
      else { return }
      if base.hasPrefix("self.") { base.removeFirst(5) }
      let root = Syntax(target).root
      guard !base.contains("."),
        root.description.range(
          of: "\\b(let|var)\\s+\(base)\\b[^\\n=]*=\\s*NWPathMonitor\\(",
          options: .regularExpression) != nil
      else { return }
      let starts = StartCalls(viewMode: .sourceAccurate)
      starts.walk(root)
      let background = starts.queues.contains { receiver, queue in
        var name = receiver
        if name.hasPrefix("self.") { name.removeFirst(5) }
        return name == base && isBackgroundQueue(queue, operations: false)
      }
      if background { recordBackgroundWork(in: closure) }
    }

    /// The methods of `UNUserNotificationCenter` whose completion handler may run on a
    /// background thread (Apple, `getNotificationSettings(completionHandler:)`).
    static let notificationCenterGetters: Set<String> = [
      "getNotificationSettings", "getPendingNotificationRequests", "getDeliveredNotifications",
      "getNotificationCategories",
    ]

    /// Why a delegate method runs off the main thread, or nil when nothing says it does:
    /// - `urlSession(_:…)` whose first parameter is the `URLSession` (the session's delegate
    ///   queue, a serial background operation queue unless the session was made with the
    ///   main queue), left out when a file of the analysis makes a session with the main
    ///   delegate queue;
    /// - a `WCSessionDelegate` method (`session(_:didReceiveMessage:)` and the others whose
    ///   first parameter is the `WCSession`; Watch Connectivity calls them "on a background
    ///   thread");
    /// - `photoLibraryDidChange(_:)` with its `PHChange` (change notifications "may originate
    ///   from a background queue", Apple's Photos sample "Browsing and Modifying Photo Albums").
    func backgroundDelegateReason(_ node: FunctionDeclSyntax) -> String? {
      guard let first = node.signature.parameterClause.parameters.first else { return nil }
      let type = first.type.simpleName
      let name = node.name.text
      if name == "urlSession", type == "URLSession", !mainQueueDelegates {
        return """
          a URLSession delegate method, which the session calls on its delegate queue (a \
          background queue unless the session was made with delegateQueue: .main)
          """
      }
      if name.hasPrefix("session"), type == "WCSession" {
        return "a Watch Connectivity delegate method, which the system calls on a background thread"
      }
      if name == "photoLibraryDidChange", type == "PHChange" {
        return "a photo library change message, which Photos may send from a background queue"
      }
      return nil
    }

    /// Whether a closure that does not run at once (`ShownStateRules.runsAtOnce(_:)`: not
    /// `forEach`, `map`, …) lies between `node` and `top`.
    static func inLaterClosure(_ node: Syntax, below top: Syntax) -> Bool {
      var current = node.parent
      while let step = current, step.id != top.id {
        if let closure = step.as(ClosureExprSyntax.self), !ShownStateRules.runsAtOnce(closure) {
          return true
        }
        current = step.parent
      }
      return false
    }

    /// The methods of the type that declares `node` (the type's body and its extensions in
    /// the same file), by name; a method marked `@MainActor` is left out (a caller off the
    /// main actor awaits it, and it runs on the main thread).
    static func typeMethods(around node: some SyntaxProtocol) -> [String: FunctionDeclSyntax] {
      var current = node.parent
      var typeName: String?
      while let syntax = current {
        if let declaration = syntax.as(ClassDeclSyntax.self) {
          typeName = declaration.name.text
        } else if let declaration = syntax.as(StructDeclSyntax.self) {
          typeName = declaration.name.text
        } else if let declaration = syntax.as(ExtensionDeclSyntax.self) {
          typeName = declaration.extendedType.trimmedDescription
        }
        if typeName != nil { break }
        current = syntax.parent
      }
      guard let typeName else { return [:] }
      var methods: [String: FunctionDeclSyntax] = [:]
      let root = Syntax(node).root
      for statement in root.as(SourceFileSyntax.self)?.statements ?? [] {
        let members: MemberBlockItemListSyntax
        if let declaration = statement.item.as(ClassDeclSyntax.self),
          declaration.name.text == typeName
        {
          members = declaration.memberBlock.members
        } else if let declaration = statement.item.as(StructDeclSyntax.self),
          declaration.name.text == typeName
        {
          members = declaration.memberBlock.members
        } else if let declaration = statement.item.as(ExtensionDeclSyntax.self),
          declaration.extendedType.trimmedDescription == typeName
        {
          members = declaration.memberBlock.members
        } else {
          continue
        }
        for member in members {
          guard let function = member.decl.as(FunctionDeclSyntax.self), function.body != nil,
            !function.attributes.names.contains("MainActor")
          else { continue }
          methods[function.name.text] = function
        }
      }
      return methods
    }
  }

  /// The `start(queue:)` calls of a file: the receiver's path and the queue given.
  final class StartCalls: SyntaxVisitor {
    private(set) var queues: [(receiver: String, queue: ExprSyntax)] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      if Expressions.calleeName(node) == "start",
        let member = node.calledExpression.as(MemberAccessExprSyntax.self),
        let receiver = member.base.flatMap({ Expressions.path($0) }),
        let queue = Expressions.argument(node, "queue")
      {
        queues.append((receiver, queue))
      }
      return .visitChildren
    }
  }
#endif
