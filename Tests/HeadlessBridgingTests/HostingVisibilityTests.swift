import HeadlessBridging
import Testing

/// A screen that logs its appearance actions, its task's start and cancellation, and the
/// value of its state.
private struct VisibilityScreen: View {
  @State private var count = 0
  let log: BridgeLog
  var body: some View {
    VStack {
      Text("\(count)")
        .onAppear { log.calls.append("appear child") }
        .onDisappear { log.calls.append("disappear child") }
    }
    .onAppear {
      log.calls.append("appear \(count)")
      count += 1
    }
    .onDisappear { log.calls.append("disappear \(count)") }
    .task {
      log.calls.append("task")
      do {
        try await Task.sleep(for: .seconds(10))
      } catch {
        log.calls.append("task cancelled")
      }
    }
  }
}

/// A hosting controller's views disappear when its view leaves the window and appear again
/// when it comes back (Docs/Semantics/SwiftUICompatibility.md C.12).
@MainActor
struct HostingVisibilityTests {
  @Test func leavingTheWindowRunsOnDisappearAndComingBackRunsOnAppearWithTheStateKept() {
    Runtime.withNew { runtime in
      let log = BridgeLog()
      let controller = UIHostingController(rootView: VisibilityScreen(log: log))
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      window.rootViewController = controller
      window.makeKeyAndVisible()
      runtime.advance(by: 0.1)
      #expect(log.calls == ["appear child", "appear 0", "task"])
      log.calls = []

      window.rootViewController = nil
      // Parent first, as a removal runs them; the task is cancelled.
      #expect(log.calls == ["disappear 1", "disappear child"])
      runtime.advance(by: 0.1)
      #expect(log.calls == ["disappear 1", "disappear child", "task cancelled"])
      log.calls = []

      // Leaving again changes nothing.
      controller.view.removeFromSuperview()
      #expect(log.calls.isEmpty)

      window.rootViewController = controller
      runtime.advance(by: 0.1)
      // Children first, as an insertion runs them; the state was kept (count is 1).
      #expect(log.calls == ["appear child", "appear 1", "task"])
      #expect(controller.host.texts == ["2"])
    }
  }
}
