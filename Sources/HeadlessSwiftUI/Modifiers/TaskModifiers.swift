import Runtime
import Synchronization

// SwiftUI's async lifecycle modifiers on the virtual clock (Docs/Semantics/SwiftUI.md §12):
// `.task` starts a task when the modified view's identity is inserted and cancels it when the
// identity is removed; `.task(id:)` also cancels and restarts it when `id` changes;
// `.refreshable` puts a `RefreshAction` in the environment, which a `List` or `ScrollView`
// offers as pull to refresh (``ViewHost/refresh()``). The tasks are ordinary Swift tasks made
// inside the graph's runtime, so their jobs and sleeps run in its turns (RunLoop.md RL-13,
// RL-14) and their writes go through the normal update path.

nonisolated extension View {
  /// Adds an asynchronous task to perform before this view appears: it starts when the view's
  /// identity is inserted, on the main actor in a later turn of the virtual clock (after the
  /// update's `onAppear` actions), and is cancelled when the identity is removed
  /// (Docs/Semantics/SwiftUI.md §12.1, §12.2). `priority` is kept: a headless run loop has no
  /// priorities (RunLoop.md RL-13).
  public func task(
    priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void
  ) -> ModifiedContent<Self, _TaskModifier> {
    modifier(_TaskModifier(priority: priority, action: action))
  }

  /// Adds a task to perform before this view appears or when `id` changes: as
  /// ``task(priority:_:)``, and when an update gives a value of `id` that is not `==` to the
  /// previous one, the running task is cancelled and a new one started with the new action
  /// (Docs/Semantics/SwiftUI.md §12.3).
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void
  ) -> ModifiedContent<Self, _TaskValueModifier<T>> {
    modifier(_TaskValueModifier(value: value, priority: priority, action: action))
  }

  /// Sets the environment's `refresh` to a ``RefreshAction`` that runs `action`: a `List` or
  /// `ScrollView` inside offers pull to refresh (``ViewHost/refresh()``), and a custom view can
  /// read `@Environment(\.refresh)` and call it (Docs/Semantics/SwiftUI.md §12.4).
  public func refreshable(action: @escaping () async -> Void)
    -> ModifiedContent<Self, _RefreshableModifier>
  {
    modifier(_RefreshableModifier(action: RefreshAction(action)))
  }
}

/// `.task(priority:_:)`: one task per identity, started on insertion, cancelled on removal.
/// A later body's action is not used: the task that runs keeps the closure of the body that
/// inserted the view (Docs/Semantics/SwiftUI.md §12.2).
nonisolated public struct _TaskModifier: ViewModifier, LifecycleTaskEffect {
  public typealias Body = Never
  /// The priority the task is created with.
  public let priority: TaskPriority
  let action: () async -> Void
}

/// `.task(id:priority:_:)`: as ``_TaskModifier``, and an update whose `value` is not `==` to
/// the previous update's cancels the running task and starts the new action
/// (Docs/Semantics/SwiftUI.md §12.3).
nonisolated public struct _TaskValueModifier<Value: Equatable>: ViewModifier, LifecycleTaskEffect,
  UpdateObservingEffect
{
  public typealias Body = Never
  /// The value whose change restarts the task.
  public let value: Value
  /// The priority the task is created with.
  public let priority: TaskPriority
  let action: () async -> Void

  @MainActor
  func didUpdate(previous: Self, in graph: ViewGraph, node: GraphNode) {
    guard previous.value != value, !node.isTornDown else { return }
    node.lifecycleTask?.cancel()
    startTask(in: graph, node: node)
  }
}

/// What the two `.task` modifiers share: the node's task starts when its identity is inserted
/// (or its view enters a window) and is cancelled when it is removed (or leaves).
protocol LifecycleTaskEffect: ModifierEffect {
  /// The priority the task is created with.
  var priority: TaskPriority { get }
  /// What the task runs.
  var action: () async -> Void { get }
}

extension LifecycleTaskEffect {
  /// Starts the action as the node's task, in the graph's runtime.
  func startTask(in graph: ViewGraph, node: GraphNode) {
    node.lifecycleTask = LifecycleTask.start(
      action, priority: priority, on: graph.runtime, cancellers: graph.lifecycleCancellers)
  }

  func didAppear(in graph: ViewGraph, node: GraphNode) {
    startTask(in: graph, node: node)
  }

  func didDisappear(in graph: ViewGraph, node: GraphNode) {
    node.lifecycleTask?.cancel()
    node.lifecycleTask = nil
  }

  var followsVisibility: Bool { true }
}

/// `.refreshable(action:)`: the subtree's environment has `refresh` set to ``action``.
nonisolated public struct _RefreshableModifier: ViewModifier, ModifierEffect {
  public typealias Body = Never
  /// The action put in the environment.
  public let action: RefreshAction

  func environment(_ environment: EnvironmentValues) -> EnvironmentValues {
    var edited = environment
    edited.refresh = action
    return edited
  }

  @MainActor
  func writesSameEnvironment(as cached: EnvironmentValues) -> Bool {
    guard let current = cached.refresh else { return false }
    return ValueComparison.areEqual(current, action)
  }
}

/// An action that starts a refresh: SwiftUI's `RefreshAction`, found in the environment's
/// `refresh` under a ``View/refreshable(action:)`` (Docs/Semantics/SwiftUI.md §12.4).
///
/// Call it as a function, `await refresh?()`; it returns when the handler returns.
/// `@unchecked Sendable`, as Apple's handler is `@Sendable`, so that Apple's own pattern
/// `Button("Refresh") { Task { await refresh?() } }` compiles: ScreenLab's handler is not
/// `@Sendable` (views are not main-actor isolated here), and one runtime runs its tasks on one
/// thread (Docs/Semantics/RunLoop.md RL-12, RL-13).
public struct RefreshAction: @unchecked Sendable {
  let handler: () async -> Void

  init(_ handler: @escaping () async -> Void) { self.handler = handler }

  /// Runs the refresh handler and waits for it to finish.
  public func callAsFunction() async { await handler() }
}

private enum RefreshActionKey: EnvironmentKey {
  static var defaultValue: RefreshAction? { nil }
}

extension EnvironmentValues {
  /// The refresh action of the nearest ``View/refreshable(action:)`` above; nil without one
  /// (Docs/Semantics/SwiftUI.md §12.4).
  public var refresh: RefreshAction? {
    get { self[RefreshActionKey.self] }
    set { self[RefreshActionKey.self] = newValue }
  }
}

/// The containers that offer pull to refresh when their environment has a refresh action:
/// `List` (iOS 15) and `ScrollView` (iOS 16), as Apple's `refreshable(action:)` documents.
protocol RefreshOffering {}

extension List: RefreshOffering {}
extension ScrollView: RefreshOffering {}

/// A task of a lifecycle modifier or of a pull to refresh, and whether its action returned.
@MainActor
final class LifecycleTask {
  private var task: Task<Void, Never>?
  /// True once the action returned (or threw out through cancellation).
  private(set) var isFinished = false

  /// Starts `action` in a task on the main actor, made with `runtime` bound so that its jobs
  /// run in `runtime`'s turns (Docs/Semantics/RunLoop.md RL-13) wherever the update that
  /// starts it was called from.
  static func start(
    _ action: @escaping () async -> Void, priority: TaskPriority, on runtime: Runtime,
    cancellers: TaskCancellers
  ) -> LifecycleTask {
    let running = LifecycleTask()
    let operation = Operation(action, running)
    let task = runtime.withCurrent { _ in
      Task(priority: priority) { @MainActor in await operation.run() }
    }
    running.task = task
    cancellers.add(task)
    return running
  }

  /// Cancels the task: `Task.isCancelled` becomes true in it and a sleep throws
  /// `CancellationError` (Docs/Semantics/RunLoop.md RL-14).
  func cancel() { task?.cancel() }

  /// The action handed to the task. `@unchecked Sendable`: one runtime runs on one thread, and
  /// its tasks take its turns (Docs/Semantics/RunLoop.md RL-12, RL-13).
  final class Operation: @unchecked Sendable {
    let action: () async -> Void
    let running: LifecycleTask

    init(_ action: @escaping () async -> Void, _ running: LifecycleTask) {
      self.action = action
      self.running = running
    }

    @MainActor
    func run() async {
      await action()
      running.isFinished = true
    }
  }
}

/// The tasks a graph's lifecycle modifiers started, for the host's `deinit` to cancel: that
/// `deinit` is not isolated (it may run wherever the last reference goes), and cancelling a
/// task is safe from anywhere (Docs/Semantics/SwiftUI.md §12.2, Docs/Semantics/RunLoop.md RL-17).
final class TaskCancellers: Sendable {
  private let tasks = Mutex<[Task<Void, Never>]>([])

  /// Keeps `task` for ``cancelAll()``; tasks already cancelled are dropped.
  func add(_ task: Task<Void, Never>) {
    tasks.withLock { tasks in
      tasks.removeAll { $0.isCancelled }
      tasks.append(task)
    }
  }

  /// Cancels every task kept.
  func cancelAll() {
    for task in tasks.withLock({ $0 }) { task.cancel() }
  }
}
