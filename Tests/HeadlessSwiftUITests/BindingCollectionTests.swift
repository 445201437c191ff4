import HeadlessSwiftUI
import Runtime
import Testing

struct Task: Identifiable, Equatable {
  let id: Int
  var title: String
  var done = false
}

struct TaskList: View {
  @State var tasks = [Task(id: 1, title: "yaz"), Task(id: 2, title: "oku")]
  var body: some View {
    VStack {
      ForEach($tasks) { $task in
        TaskRow(task: $task)
      }
    }
  }
}

struct TaskRow: View {
  @Binding var task: Task
  var body: some View { Toggle(task.title, isOn: $task.done) }
}

/// `ForEach` over a binding to a collection: each row depends on its element only
/// (Docs/Semantics/SwiftUI.md §2.2 `@Binding`).
@MainActor
struct BindingCollectionTests {
  @Test func rowsWriteTheirElementThroughTheCollectionsState() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: TaskList(), runtime: runtime)
      let report = host.measure("bitti") { host.toggle("oku") }
      #expect(
        report.line()
          == "bitti: tasks degisti | yeniden TaskList yerel, TaskRow ebeveyn | atlanan TaskRow"
      )
      #expect(host.read("tasks", as: [Task].self)?.map(\.done) == [false, true])
    }
  }
}

/// Bindings to a part of a state depend on that part only.
@MainActor
struct ProjectedBindingTests {
  @Test func changingAnotherPartDoesNotRerunThePartsReader() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: BindingScreen(), runtime: runtime)
      let report = host.measure("yukseklik") {
        host.write("size", CGSize(width: 0, height: 5), in: "BindingScreen")
      }
      #expect(
        report.line()
          == "yukseklik: size degisti | yeniden BindingScreen yerel | atlanan WidthEditor,ConstantReader"
      )
    }
  }
}
