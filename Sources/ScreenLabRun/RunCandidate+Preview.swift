import Foundation
import HeadlessSwiftUI
import Runtime

extension RunCandidate {
  /// A preview: a `PreviewProvider`'s `previews` or a `#Preview`'s body, hosted as
  /// `view(_:isScreen:synthesized:_:)` hosts a view.
  ///
  /// `PreviewProvider` is isolated to the main actor (as Apple's declaration is), so `make` is
  /// a main-actor closure; the compiled program's top-level code runs on the main thread, where
  /// the driver calls it (Docs/Run.md §3).
  public static func preview<V: View>(
    _ name: String, isScreen: Bool = true, synthesized: String? = nil,
    _ make: @escaping @MainActor () -> V
  ) -> RunCandidate {
    RunCandidate(name: name, isScreen: isScreen, synthesized: synthesized) { request, recorder in
      // `assumeIsolated` runs its body at once on this thread (the main one): the recorder is
      // never used from two threads, which is what the region checker cannot see.
      nonisolated(unsafe) let recorder = recorder
      return MainActor.assumeIsolated { hostSwiftUI(name, { make() }, request, recorder) }
    }
  }
}
