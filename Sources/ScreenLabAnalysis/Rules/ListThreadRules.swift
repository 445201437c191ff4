#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL304 for a list's data: the array a table, collection or picker view's data source
  /// reads is assigned or changed in a closure that runs off the main queue — a URLSession
  /// task's completion handler, a closure on a global queue, or a completion handler that
  /// hops to the main queue itself for the reload, which says it is called elsewhere. The view
  /// asks its data source for counts and rows on the main queue at any time (a scroll, a
  /// layout pass), so it can read the data while it changes, and count rows it has not been
  /// told about (Docs/Analyzer.md, SL304, "A list's data changed off the main queue").
  struct ListThreadRules {
    let project: Project

    /// Data source methods, by the label that names them after the view parameter.
    static let dataSourceLabels: Set<String> = [
      "numberOfRowsInSection", "cellForRowAt", "cellForRowAtIndexPath", "numberOfItemsInSection",
      "cellForItemAt", "cellForItemAtIndexPath", "numberOfRowsInComponent", "titleForRow",
      "titleForHeaderInSection",
    ]
    /// Callees whose closures run on the main queue or before the call returns.
    static let mainOrSynchronous: Set<String> = [
      "animate", "animateWithDuration", "transition", "transitionWithView", "animateKeyframes",
      "present", "presentViewController", "dismiss", "dismissViewControllerAnimated",
      "pushViewController", "UIAlertAction", "UIAction", "UIContextualAction",
      "performBatchUpdates", "addAnimations", "addCompletion", "setCompletionBlock",
      "scheduledTimer", "Timer", "async", "asyncAfter", "sync", "run", "Task", "addOperation",
      "forEach", "map", "filter", "compactMap", "flatMap", "sorted", "sort", "first", "contains",
      "reduce", "removeAll", "allSatisfy", "firstIndex", "lastIndex", "min", "max",
      "enumerateObjects",
      "performAndWait", "perform", "withAnimation", "autoreleasepool", "withCheckedContinuation",
      "withCheckedThrowingContinuation", "withUnsafeContinuation", "onAppear", "task",
    ]

    func findings() -> [Finding] {
      var findings: [Finding] = []
      let declarations = TypeFunctions.collect(project)
      let delivery = ClosureDelivery(declarations)
      for type in declarations.keys.sorted() {
        let methods = declarations[type] ?? []
        let paths = ShownPaths(project: project, type: type)
        var listData = Set<String>()
        for (method, _) in methods where Self.isDataSource(method) {
          guard let body = method.body else { continue }
          listData.formUnion(
            paths.reads(ExprSyntax(ClosureExprSyntax(statements: body.statements))))
        }
        listData = Set(listData.map { String($0.split(separator: ".")[0]) })
        guard !listData.isEmpty else { continue }
        for (method, file) in methods where !Self.isDataSource(method) {
          let closures = BackgroundClosures(file: project.files[file].text)
          closures.delivery = delivery
          closures.walk(method)
          for closure in closures.found {
            guard
              let write = Self.firstWrite(
                in: closure.statements, to: listData, paths: paths,
                within: closures.hopBlocks[closure.id])
            else { continue }
            findings.append(
              project.warning(
                .uiWorkOffMainThread, at: write.node, file: file,
                """
                '\(write.member)', which the data source of '\(type)' reads, is changed in \
                a closure that runs off the main queue (\(closures.reasons[closure.id] ?? "")): \
                the list can ask for rows while it changes, or count rows it was not told \
                about; change it inside the main-queue block, with the reload
                """))
          }
        }
      }
      return findings
    }

    static func isDataSource(_ method: FunctionDeclSyntax) -> Bool {
      guard ["tableView", "collectionView", "pickerView"].contains(method.name.text) else {
        return false
      }
      return method.signature.parameterClause.parameters.contains { parameter in
        dataSourceLabels.contains(parameter.firstName.text)
      }
    }

    /// The first assignment or mutating call on list data among `statements`, outside the
    /// closures they make (a main-queue block, or code that runs later); with `blocks`, only
    /// one made in one of those statement lists.
    static func firstWrite(
      in statements: CodeBlockItemListSyntax, to data: Set<String>, paths: ShownPaths,
      within blocks: Set<SyntaxIdentifier>? = nil
    ) -> (member: String, node: Syntax)? {
      func allowed(_ node: Syntax) -> Bool {
        guard let blocks else { return true }
        var current = node.parent
        while let parent = current, !parent.is(CodeBlockItemListSyntax.self) {
          current = parent.parent
        }
        return current.map { blocks.contains($0.id) } ?? false
      }
      var pending = Array(statements.children(viewMode: .sourceAccurate).reversed())
      while let node = pending.popLast() {
        if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) { continue }
        if let sequence = node.as(SequenceExprSyntax.self) {
          let elements = Array(sequence.elements)
          for index in elements.indices.dropFirst()
          where SummaryScan.isAssignment(elements[index]) {
            if let parts = SummaryScan.parts(elements[index - 1]), data.contains(parts[0]),
              paths.isMember(parts[0]), allowed(node)
            {
              return (parts[0], Syntax(elements[index - 1]))
            }
          }
        }
        if let call = node.as(FunctionCallExprSyntax.self),
          let name = Expressions.calleeName(call), SummaryScan.mutatingCalls.contains(name),
          let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base,
          let parts = SummaryScan.parts(base), data.contains(parts[0]), paths.isMember(parts[0]),
          allowed(node)
        {
          return (parts[0], Syntax(call))
        }
        pending += node.children(viewMode: .sourceAccurate).reversed()
      }
      return nil
    }
  }

  /// The closures in a method that run off the main queue, with why.
  final class BackgroundClosures: SyntaxVisitor {
    let mainQueueSession: Bool
    /// The file imports a module other than Apple's: a library's completion handlers are
    /// often called on the main queue (Alamofire's and Firebase's are by default), so a hop
    /// inside one says nothing about where it runs.
    let importsLibraries: Bool
    private(set) var found: [ClosureExprSyntax] = []
    private(set) var reasons: [SyntaxIdentifier: String] = [:]
    /// For a closure judged by its own hop: the statement lists that hop, where a change of
    /// the data beside the hop runs where the handler runs.
    private(set) var hopBlocks: [SyntaxIdentifier: Set<SyntaxIdentifier>] = [:]
    /// The sources' methods, asked where they run a closure judged by its own hop.
    var delivery: ClosureDelivery?

    init(file text: String) {
      mainQueueSession =
        text.contains("delegateQueue: OperationQueue.main")
        || text.contains("delegateQueue: .main")
      importsLibraries = Self.importsLibraries(text)
      super.init(viewMode: .sourceAccurate)
    }

    /// Apple's modules, as imported by the files the analyzer reads.
    static let appleModules: Set<String> = [
      "UIKit", "Foundation", "SwiftUI", "QuartzCore", "CoreGraphics", "AVFoundation", "AVKit",
      "MapKit", "CoreLocation", "CoreData", "Combine", "MediaPlayer", "Photos", "PhotosUI",
      "UserNotifications", "WebKit", "SafariServices", "MessageUI", "Contacts", "ContactsUI",
      "EventKit", "EventKitUI", "HealthKit", "CoreMotion", "Network", "StoreKit", "GameKit",
      "SpriteKit", "SceneKit", "ARKit", "Vision", "CoreML", "CoreImage", "ImageIO",
      "MobileCoreServices", "UniformTypeIdentifiers", "LocalAuthentication",
      "AuthenticationServices", "CloudKit", "os", "Dispatch", "Darwin", "Accelerate",
      "AudioToolbox", "CoreAudio", "Speech", "NaturalLanguage", "WatchConnectivity",
      "CoreBluetooth", "CoreHaptics", "CoreText", "CoreSpotlight", "Intents", "WidgetKit",
      "Charts", "SwiftData", "Observation", "Metal", "MetalKit", "GameplayKit", "QuickLook",
      "PDFKit", "CryptoKit", "Security", "SystemConfiguration", "CoreTelephony", "CoreMedia",
      "CoreVideo", "AVFAudio", "MultipeerConnectivity", "PassKit", "Social", "GLKit",
      "RegexBuilder", "Synchronization", "ReplayKit", "CallKit", "BackgroundTasks",
    ]

    static func importsLibraries(_ text: String) -> Bool {
      for line in text.split(separator: "\n") {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
          words[..<index].allSatisfy({ $0.hasPrefix("@") })
        else { continue }
        var module = words[index + 1]
        if ["class", "struct", "enum", "protocol", "func", "var", "let", "typealias"].contains(
          module), index + 2 < words.count
        {
          module = words[index + 2]
        }
        let root = String(module.split(separator: ".").first ?? module)
        if !appleModules.contains(root) { return true }
      }
      return false
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      guard let callee = Expressions.calleeName(node) else { return .visitChildren }
      var closures: [ClosureExprSyntax] = node.arguments.compactMap {
        $0.expression.as(ClosureExprSyntax.self)
      }
      if let trailing = node.trailingClosure { closures.append(trailing) }
      for extra in node.additionalTrailingClosures { closures.append(extra.closure) }
      guard let closure = closures.last else { return .visitChildren }
      let base = Expressions.calleeBase(node) ?? ""
      var reason: String?
      if ["dataTask", "uploadTask", "downloadTask"].contains(callee), !mainQueueSession {
        reason = "a URLSession task's completion handler"
      } else if ["async", "asyncAfter"].contains(callee),
        base.hasPrefix("DispatchQueue.global") || base.hasPrefix("DispatchQueue(label")
      {
        reason = "a global queue's block"
      } else if !ListThreadRules.mainOrSynchronous.contains(callee), !importsLibraries,
        node.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription != "self"
      {
        let blocks = Self.hoppingBlocks(closure)
        // The method of the sources it is given to may say where it runs the closure.
        let known = delivery?.place(of: closure, in: node)
        if !blocks.isEmpty, known == nil || known == .elsewhere {
          reason = "a completion handler that hops to the main queue itself"
          hopBlocks[closure.id] = blocks
        }
      }
      if let reason {
        found.append(closure)
        reasons[closure.id] = reason
      }
      return .visitChildren
    }

    /// The statement lists of the closure's own code (not of a closure inside it) with a
    /// statement that sends work to the main queue: `DispatchQueue.main.async`,
    /// `OperationQueue.main.addOperation`, `MainActor.run`, `Task { @MainActor in }` or
    /// `dispatch_async(dispatch_get_main_queue())`.
    static func hoppingBlocks(_ closure: ClosureExprSyntax) -> Set<SyntaxIdentifier> {
      var result = Set<SyntaxIdentifier>()
      var pending = Array(closure.statements.children(viewMode: .sourceAccurate))
      while let node = pending.popLast() {
        if node.is(ClosureExprSyntax.self) { continue }
        if let call = node.as(FunctionCallExprSyntax.self), isMainHop(call),
          let list = node.parent?.parent?.parent?.as(CodeBlockItemListSyntax.self)
            ?? node.parent?.parent?.as(CodeBlockItemListSyntax.self)
        {
          result.insert(list.id)
        }
        pending += node.children(viewMode: .sourceAccurate)
      }
      return result
    }

    static func isMainHop(_ call: FunctionCallExprSyntax) -> Bool {
      let callee = Expressions.calleeName(call)
      let base = Expressions.calleeBase(call)
      if ["async", "asyncAfter"].contains(callee), base == "DispatchQueue.main" { return true }
      if callee == "addOperation", base == "OperationQueue.main" { return true }
      if callee == "run", base == "MainActor" { return true }
      if callee == "dispatch_async",
        call.arguments.first?.expression.trimmedDescription.contains("main") == true
      {
        return true
      }
      if callee == "Task", let inner = call.trailingClosure,
        inner.signature?.attributes.names.contains("MainActor") == true
      {
        return true
      }
      return false
    }
  }
#endif
