import Foundation
import HeadlessSwiftUI
import Runtime
import ScreenLabReport

extension RunCandidate {
  /// An app: the root view of its body's first `WindowGroup`, hosted as
  /// ``view(_:isScreen:synthesized:_:)`` hosts a view. No app life cycle runs (the `@main`
  /// attribute is blanked); the app is made once, its body read once (Docs/Run.md §3).
  @MainActor
  public static func app<A: App>(
    _ name: String, isScreen: Bool = true, synthesized: String? = nil,
    _ make: @escaping () -> A
  ) -> RunCandidate {
    RunCandidate(name: name, isScreen: isScreen, synthesized: synthesized) { request, recorder in
      guard let root = make().body.windowRoot else {
        return HostedRun(
          name: name, kind: "swiftui", tree: [],
          diagnostics: ["\(name)'s body has no WindowGroup: nothing to host"])
      }
      return hostRoot(root, name: name, request: request, recorder: recorder)
    }
  }

  /// Hosts `root` (the window group's view, of its own type) in a fresh runtime.
  @MainActor
  private static func hostRoot<V: View>(
    _ root: V, name: String, request: RunRequest, recorder: ReportRecorder?
  ) -> HostedRun {
    Runtime.withNew { runtime in
      UIKitRun.standInForTheAppsResources(runtime)
      return SwiftUIRun(
        name: name, host: ViewHost(rootView: root, runtime: runtime), request: request,
        recorder: recorder
      )
      .result()
    }
  }
}
