#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// Which methods of a type the code that is shown reaches (Docs/Analyzer.md, SL401 and
  /// SL402: reads in actions are not shown, and neither are reads in a method that only
  /// actions call).
  extension ValueScan {
    /// The places a type's code names a name: outside any method and outside actions (a
    /// body, a computed property), inside a method outside actions (an edge from that
    /// method), or in an action. The names named anywhere are the three together, made by
    /// `finish()` one type at a time: a set of every name kept beside the others while the
    /// files are read held most names twice, the largest of the scan's tables then.
    struct MethodReach {
      var fromShownCode: Set<String> = []
      var fromMethods: [String: Set<String>] = [:]
      var inActions: Set<String> = []

      /// Every name the type's code names.
      var anywhere: Set<String> {
        var names = fromShownCode.union(inActions)
        for named in fromMethods.values { names.formUnion(named) }
        return names
      }
    }

    /// Records a use of `name` (a call, a reference, `self.name`) by the code of `typeName`
    /// being read.
    func noteUse(_ name: String, in typeName: String) {
      // In place: a copy of the entry would copy its sets on every use.
      guard actionDepth == 0 else {
        methodReach[typeName, default: MethodReach()].inActions.insert(name)
        return
      }
      if let function = functionStack.last {
        methodReach[typeName, default: MethodReach()].fromMethods[function, default: []].insert(
          name)
      } else {
        methodReach[typeName, default: MethodReach()].fromShownCode.insert(name)
      }
    }

    /// Adds to `memberReads` the reads of each method that code outside actions reaches — a
    /// body or a computed property calls it, or a method so reached does, outside action
    /// closures — and of each method the type's own code never names (another type may call
    /// it). A method only actions call (`Button("Add") { addContact() }`, an `onOpenURL`
    /// handler) runs on an event: its reads show nothing, as a read in the action itself.
    func finish() {
      for (typeName, reads) in methodReads {
        let reach = methodReach[typeName] ?? MethodReach()
        let anywhere = reach.anywhere
        var reached = reach.fromShownCode
        var pending = Array(reached)
        for name in reads.keys where !anywhere.contains(name) {
          if reached.insert(name).inserted { pending.append(name) }
        }
        while let name = pending.popLast() {
          for next in reach.fromMethods[name] ?? [] where reached.insert(next).inserted {
            pending.append(next)
          }
        }
        for (function, functionReads) in reads where reached.contains(function) {
          memberReads[typeName, default: []].formUnion(functionReads)
        }
      }
      methodReads = [:]
      methodReach = [:]
    }
  }
#endif
