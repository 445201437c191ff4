import SwiftUI

/// The counter's view model, the Combine way.
public final class CounterModel: ObservableObject {
  #if BUG_UNPUBLISHED
    // Planted bug: without @Published, no view hears the write.
    public var count = 0
  #else
    @Published public var count = 0
  #endif

  public init() {}

  public func increment() { count += 1 }
}

/// The counter's view model, the Observation way.
@Observable public final class CounterStore {
  public var count = 0

  public init() {}

  public func increment() { count += 1 }
}
