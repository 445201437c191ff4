#if SCREENLAB_SWIFTSYNTAX
  import Foundation
  import Synchronization
  internal import SwiftSyntax

  /// The rule families of one analysis, run on up to two threads.
  ///
  /// The families read the whole project (a type in one file, its extension in another), so
  /// they cannot run file by file; they are independent of each other, though: each reads the
  /// project and returns its findings. One ``Project`` is built from the parsed trees and the
  /// threads share it: after `init` a project is only read (its files' line tables are made
  /// behind a lock), and each family keeps its own working state. Each thread takes the next
  /// family not yet taken, until none is left. The findings are put together in the families'
  /// order, so the result is the one the families give in turn on one thread whatever thread
  /// ran which. One project rather than one per thread: a second index and unit collection
  /// cost as much memory again as the first (about a fifth of the parsed trees).
  enum RuleFamilies {
    /// How many threads analyze at once: two when the machine has two processors or more.
    /// Each thread holds one family's working state at a time, so more threads would cost
    /// more memory.
    static var width: Int { min(2, max(1, ProcessInfo.processInfo.activeProcessorCount)) }

    /// The number of families ``run(_:project:suppressions:)`` knows.
    static let count = 9

    /// The findings of family `family`, in the order the analysis has always run them.
    static func run(_ family: Int, project: Project, suppressions: Suppressions) -> [Finding] {
      switch family {
      case 0:
        // One value: `drawBodies` reads what the first two passes gathered.
        var draw = DrawRules(project: project)
        return draw.staleWrites() + draw.directDrawCalls()
          + draw.drawBodies(ignoring: suppressions) + draw.touchesNeverCancelled()
      case 1: return DrawCostRules(project: project).findings()
      case 2: return AnimationRules(project: project).findings()
      case 3:
        return DelegateRules(project: project).findings()
          + ListThreadRules(project: project).findings()
      case 4:
        return ShownStateRules(project: project).findings()
          + SelectorRules(project: project).findings()
      case 5: return LayoutRules(project: project).findings()
      case 6: return SummaryRules(project: project).findings()
      case 7:
        return ObservationRules(project: project).findings()
          + ObserverTargetRules(project: project).findings()
      case 8: return InputIdentityRules(project: project).findings()
      default: preconditionFailure("no rule family \(family)")
      }
    }

    /// Every family's findings, in the families' order; `width` threads at most.
    static func findings(
      files: [SourceFile], trees: [SourceFileSyntax], suppressions: Suppressions, width: Int,
      interface: InterfaceSizes = InterfaceSizes()
    ) -> [Finding] {
      let project = Project(files: files, trees: trees, interface: interface)
      guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *), width > 1 else {
        return (0..<count).flatMap { run($0, project: project, suppressions: suppressions) }
      }
      let work = Work(count: count)
      // `start`, not `startSendable`: the project is a class the helpers only read (see above).
      let helpers = (1..<max(1, min(width, count))).map { _ in
        LargeStack.start { work.drain(project: project, suppressions) }
      }
      work.drain(project: project, suppressions)
      for helper in helpers { helper.wait() }
      return work.collected()
    }

    /// The families not yet taken and the findings of those done, behind one lock.
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    private final class Work: Sendable {
      private struct State {
        var next = 0
        var results: [[Finding]?]
      }
      private let state: Mutex<State>

      init(count: Int) { state = Mutex(State(results: Array(repeating: nil, count: count))) }

      /// Runs families on the calling thread over the shared project until none is left.
      func drain(project: Project, _ suppressions: Suppressions) {
        while let family = take() {
          let found = RuleFamilies.run(family, project: project, suppressions: suppressions)
          state.withLock { $0.results[family] = found }
        }
      }

      private func take() -> Int? {
        state.withLock { state in
          guard state.next < state.results.count else { return nil }
          defer { state.next += 1 }
          return state.next
        }
      }

      /// The findings of every family, in the families' order.
      func collected() -> [Finding] {
        state.withLock { state in
          state.results.flatMap { results in
            guard let results else { preconditionFailure("a rule family did not run") }
            return results
          }
        }
      }
    }
  }
#endif
