import Foundation

/// One state of a ``GKStateMachine`` (GK-2).
open class GKState {
  /// The machine the state belongs to.
  public internal(set) weak var stateMachine: GKStateMachine?

  public init() {}

  /// Whether the machine may move from this state to `stateClass`; true by default.
  open func isValidNextState(_ stateClass: AnyClass) -> Bool { true }
  open func didEnter(from previousState: GKState?) {}
  open func willExit(to nextState: GKState) {}
  open func update(deltaTime seconds: TimeInterval) {}
}

/// A finite-state machine over one instance of each of its state classes (GK-2).
open class GKStateMachine {
  public private(set) var currentState: GKState?
  private let states: [GKState]

  public init(states: [GKState]) {
    self.states = states
    for state in states { state.stateMachine = self }
  }

  /// The machine's state of class `stateClass`.
  open func state<StateType: GKState>(forClass stateClass: StateType.Type) -> StateType? {
    states.first { type(of: $0) == stateClass } as? StateType
  }

  /// Whether ``enter(_:)`` would move to `stateClass`: the machine has such a state, and the
  /// current state (if any) accepts it as its next.
  open func canEnterState(_ stateClass: AnyClass) -> Bool {
    guard states.contains(where: { type(of: $0) == stateClass }) else { return false }
    return currentState?.isValidNextState(stateClass) ?? true
  }

  /// Moves to the state of class `stateClass` when allowed: the current state's
  /// `willExit(to:)`, then the new state's `didEnter(from:)`; false, and nothing called,
  /// otherwise (GK-2).
  @discardableResult
  open func enter(_ stateClass: AnyClass) -> Bool {
    guard canEnterState(stateClass),
      let next = states.first(where: { type(of: $0) == stateClass })
    else { return false }
    let previous = currentState
    previous?.willExit(to: next)
    currentState = next
    next.didEnter(from: previous)
    return true
  }

  /// Updates the current state.
  open func update(deltaTime sec: TimeInterval) {
    currentState?.update(deltaTime: sec)
  }
}
