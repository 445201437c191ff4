import BenchmarkWorkloads
import Runtime
import Testing

@testable import HeadlessSwiftUI

/// One change with ten readers costs the same work in graphs of any size ;
/// work is counted (bodies, nodes visited), never timed.
@MainActor
struct ScaleTests {
  private func work(size: Int, change: (ScaleModel, ScaleBindingKeeper) -> Void) -> (Int, Int) {
    Runtime.withNew { runtime in
      let model = ScaleModel()
      let keeper = ScaleBindingKeeper()
      let host = ViewHost(
        rootView: ScaleScreen(model: model, keeper: keeper, size: size), runtime: runtime)
      host.keepsRecords = false
      #expect(host.evaluationCount == size)
      let bodies = host.evaluationCount
      let visited = host.graph.nodesVisited
      host.perform { change(model, keeper) }
      host.settle()
      return (host.evaluationCount - bodies, host.graph.nodesVisited - visited)
    }
  }

  @Test(arguments: [100, 2_000, 20_000])
  func observedChangeWithTenReadersCostsTenBodies(size: Int) {
    let (bodies, visited) = work(size: size) { model, _ in model.value += 1 }
    #expect(bodies == 10)
    #expect(visited == 20)
  }

  @Test(arguments: [100, 2_000, 20_000])
  func stateChangeWithTenBindingReadersCostsTenBodies(size: Int) {
    let (bodies, visited) = work(size: size) { _, keeper in keeper.binding?.wrappedValue += 1 }
    #expect(bodies == 10)
    #expect(visited == 20)
  }
}
