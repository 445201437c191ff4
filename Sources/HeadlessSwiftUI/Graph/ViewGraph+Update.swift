import Observation

/// The context a subtree is updated in: its environment and its transaction. (Why a body
/// re-runs is not part of it: the dirty entry hands its keys to the body's evaluation record,
/// and the keys a re-run hands its children are the graph's ``ViewGraph/rerunKeys``.)
struct UpdateContext {
  var environment: EnvironmentValues
  var transaction: Transaction
}

extension ViewGraph {
  /// Builds the graph for `view` and evaluates every body once (all insertions).
  func mount(_ view: any View) {
    let context = UpdateContext(environment: rootEnvironment, transaction: Transaction())
    root = insert(ChildSlot(id: .index(0), view: view), parent: nil, context)
    runDeferredActions()
  }

  /// Applies the collected writes: the `.update` phase of a turn.
  ///
  /// Writes made under different transactions in one turn (`value = 2` then
  /// `withAnimation { value = 4 }`) commit one transaction at a time, oldest first, each in an
  /// update of its own, as SwiftUI commits them (Docs/Semantics/SwiftUICompatibility.md C.9).
  ///
  /// Only a write that kept an earlier value sets ``hasEarlierWrites``; without one, no pending
  /// source is asked for its earliest scope.
  func update() {
    while hasEarlierWrites {
      guard let scope = pendingSources.compactMap(\.earliestScope).min() else {
        hasEarlierWrites = false
        break
      }
      let sources = pendingSources
      let staged = sources.filter { $0.stage(through: scope) }
      pendingSources = staged
      updateOnce()
      let stillPending = staged.filter { $0.unstage() }
      pendingSources =
        sources.filter { source in !staged.contains { $0 === source } } + stillPending
    }
    updateOnce()
  }

  /// One update of the collected writes.
  private func updateOnce() {
    guard hasPendingWork, let root else { return }
    callPathHop("ViewGraph.updateOnce()")
    updateCount += 1
    var transaction = Transaction()
    // Every completion carried into this update, including those of writes that ended
    // where they started: those run at once, after the update (Docs/Semantics/SwiftUI.md §2.5).
    var completions: [AnimationCompletion] = []

    let sources = pendingSources
    pendingSources = []
    for source in sources {
      completions += source.pendingTransaction.completions
      guard source.commit() else { continue }
      let sourceTransaction = source.pendingTransaction
      transaction.merge(sourceTransaction)
      if keepsRecords { changedKeys.append(source.name) }
      let sourceID = ObjectIdentifier(source)
      // The same token, key and transaction for every reader, built once; the token of the
      // source before when it has the same name (a drag writes one state each frame: the
      // string was built each update, about 350 instructions, callgrind).
      let key = source.name
      let token: String
      if storage.lastSourceToken.name == key {
        token = storage.lastSourceToken.token
      } else {
        token = "_" + key
        storage.lastSourceToken = (key, token)
      }
      // The kernel's classification of each read (Docs/Semantics/SwiftUI.md §2.8), made here
      // for the reader it marks: the owner itself `yerel`, an ancestor `ebeveyn`, anyone else
      // (or any reader of a box whose owner is gone) `kural-disi`. The owner is read once per
      // source, not once per reader.
      let owner = source.owner
      for reader in source.readers.values {
        if let record = reader.readRecords[sourceID], !record.isAffected {
          continue
        }
        let cause: Cause
        if let owner {
          cause = owner === reader ? .local : reader.hasAncestor(owner) ? .parent : .offRule
        } else {
          cause = .offRule
        }
        markDirty(reader, cause: cause, token: token, key: key, transaction: sourceTransaction)
      }
    }

    // Most updates carry no observed change (a state write, an animation frame).
    if !pendingObserved.isEmpty {
      var observed: [ObservedChange] = []
      swap(&observed, &pendingObserved)
      // The key noted last: a model's write reaches each of its readers with the same key (nil
      // for `@Observable`), noted once for them.
      var noted: String??
      // Bound by parts: reading the tuple's fields copied the whole change at each read.
      for (node, token, key, changeTransaction) in observed {
        if node.isRemoved {
          park(
            DirtyEntry(
              node: node, cause: .observed, tokens: [token],
              keys: [KeyCause(cause: .observed, key: key ?? "-")],
              boxed: .keeping(changeTransaction)))
          continue
        }
        completions += changeTransaction.completions
        transaction.merge(changeTransaction)
        if noted != .some(key) {
          if keepsRecords { changedKeys.append(key) }
          noted = .some(key)
        }
        markDirty(
          node, cause: .observed, token: token, key: key ?? "-", transaction: changeTransaction)
      }
      // The buffer back for the changes to come, emptied with its capacity kept: the handlers
      // append one change per reader while a model is written, and an empty array grew on those
      // appends, copying the changes made so far each time.
      observed.removeAll(keepingCapacity: true)
      if pendingObserved.isEmpty { swap(&observed, &pendingObserved) }
    }

    if let environment = pendingEnvironment {
      pendingEnvironment = nil
      rootEnvironment = environment.values
      if keepsRecords { changedKeys += environment.keys }
      changedEnvironmentKeys = environment.keys
      let context = UpdateContext(environment: environment.values, transaction: transaction)
      update(root, with: nil, context)
      changedEnvironmentKeys = []
    }
    processDirty()

    for completion in completions { completion.completionLog = completionLog }
    for completion in completions where completion.running == 0 {
      deferredActions.append { completion.fire() }
    }
    runDeferredActions()
  }

  /// Marks `node` for re-evaluation; a node marked twice keeps its first cause and merges the
  /// transactions of the changes that reached it.
  ///
  /// Here the graph learns why the node re-runs: the key and its cause for the node, a
  /// `KeyCause`, made here and carried as is by the dirty entry, which the dirty pass hands to
  /// the body's evaluation record (`BodyEvaluation.keyCauses`), which every report reads.
  func markDirty(
    _ node: GraphNode, cause: Cause, token: String, key: String, transaction: Transaction
  ) {
    callPathHop("ViewGraph.markDirty(_:cause:token:key:transaction:)")
    let id = ObjectIdentifier(node)
    if node.storage.mayBeDirty, var entry = dirty[id] {
      keepPassOriginal(entry, id)
      if !entry.tokens.contains(token) { entry.tokens.append(token) }
      if !entry.keys.contains(where: { $0.key == key }) {
        entry.keys.append(KeyCause(cause: cause, key: key))
      }
      entry.merge(transaction)
      entry.written = dirtyPass
      dirty[id] = entry
    } else {
      node.storage.mayBeDirty = true
      // The one-key list of the node's mark before when it held the same key and cause (a
      // node re-run by the same change again, as a drag's card each frame): the entries and
      // the evaluation records share it as values. A new list was allocated at each mark and
      // kept by the record (callgrind: about 300 instructions a re-run body).
      var keys = node.storage.dirtyKeys
      if keys.count != 1 || keys[0].cause != cause || keys[0].key != key {
        keys = [KeyCause(cause: cause, key: key)]
        node.storage.dirtyKeys = keys
      }
      dirty[id] = DirtyEntry(
        node: node, cause: cause, tokens: oneToken(token), keys: keys,
        boxed: .keeping(transaction), written: dirtyPass)
    }
  }

  /// `[token]`, the array made for the mark before when it held the same token: the readers
  /// of one change share it (an entry's arrays are values, an entry that adds to it copies it).
  /// A new entry's two one-element arrays were allocated at each mark and freed after each
  /// body (callgrind: about 1,100 instructions a re-run body for the two).
  private func oneToken(_ token: String) -> [String] {
    let last = storage.dirtyTokens
    if last.count == 1, last[0] == token { return last }
    let tokens = [token]
    storage.dirtyTokens = tokens
    return tokens
  }

  /// Removes `id`'s dirty entry, if any (``keepPassOriginal(_:_:)``).
  func clearDirty(_ id: ObjectIdentifier) {
    guard !dirty.isEmpty, let entry = dirty.removeValue(forKey: id) else { return }
    entry.node.storage.mayBeDirty = false
    keepPassOriginal(entry, id)
  }

  /// Keeps `entry`, `id`'s dirty entry, which is about to leave `dirty` or change, for its turn
  /// in the dirty pass in progress when the pass started with it: the pass re-evaluates a node
  /// with the entry it started with (a view re-added while leaving gets its parked changes
  /// back over its entry, Docs/Semantics/SwiftUI.md §11.5, and keeps its turn with the entry).
  func keepPassOriginal(_ entry: DirtyEntry, _ id: ObjectIdentifier) {
    guard dirtyPass != 0, entry.written < dirtyPass else { return }
    passOriginals[id] = entry
  }

  /// Re-evaluates dirty bodies, shallowest first, so a parent re-run reaches its dirty
  /// children with their own cause.
  ///
  /// Each dirty body runs with the transaction of the changes that dirtied it (two writes of
  /// one turn may carry different animations, Docs/Semantics/SwiftUI.md §2.3, §2.5), edited by its
  /// ancestors' transaction modifiers as they stand (``ancestorTransaction(of:_:)``).
  private func processDirty() {
    callPathHop("ViewGraph.processDirty()")
    while !dirty.isEmpty {
      // The entries as they stand now, visited by (depth, serial), a total order (a serial
      // is unique): the sort moves small keys, not the entries with their arrays and
      // transaction (callgrind: about 5,500 instructions a body for sorting ten entries).
      // Each entry is taken out of `dirty` at its turn, as the pass started with it: one that
      // changed or left before its turn was kept then (``keepPassOriginal(_:_:)``), so no
      // snapshot of the entries is copied (about 2,000 instructions a body).
      dirtyPassCount += 1
      dirtyPass = dirtyPassCount
      defer {
        dirtyPass = 0
        if !passOriginals.isEmpty { passOriginals.removeAll() }
      }
      var order: [(depth: Int, serial: Int, id: ObjectIdentifier)] = []
      order.reserveCapacity(dirty.count)
      // Each node read in place through the values' borrowing subscript (iterating the
      // entries would copy each one).
      for index in dirty.values.indices {
        let node = dirty.values[index].node
        order.append((node.depth, node.serial, dirty.keys[index]))
      }
      Self.sortDirtyOrder(&order)
      for position in order {
        guard var entry = dirty.removeValue(forKey: position.id) else { continue }
        entry.node.storage.mayBeDirty = false
        if entry.written == dirtyPass,
          let original = passOriginals.removeValue(forKey: position.id)
        {
          entry = original
        }
        let node = entry.node
        if node.isRemoved {
          park(entry)
          continue
        }
        let context = UpdateContext(
          environment: node.environment,
          transaction: ancestorTransaction(of: node, entry.transaction))
        if node.runsContentClosure {
          rerunClosureChildren(node, keys: entry.keys, context)
        } else {
          evaluate(
            node, .recomputed(entry.cause), changes: entry.tokens, keys: entry.keys, context,
            takenFromDirty: true)
        }
      }
    }
  }

  /// Sorts dirty nodes' keys by depth, then serial: by insertion for the few of a usual
  /// update (the standard sort's machinery cost about 1,100 instructions a body for ten), by
  /// the standard sort for more. The keys are unique, so both give the one order there is.
  private static func sortDirtyOrder(
    _ order: inout [(depth: Int, serial: Int, id: ObjectIdentifier)]
  ) {
    guard order.count <= 32 else {
      order.sort { ($0.depth, $0.serial) < ($1.depth, $1.serial) }
      return
    }
    var next = 1
    while next < order.count {
      let item = order[next]
      var slot = next
      while slot > 0, (order[slot - 1].depth, order[slot - 1].serial) > (item.depth, item.serial) {
        order[slot] = order[slot - 1]
        slot -= 1
      }
      order[slot] = item
      next += 1
    }
  }

  /// `transaction` as the ancestors' modifiers pass it down to `node`, applied root first.
  ///
  /// `.transaction(_:)` edits apply on every update; `.animation(_:value:)` and
  /// `.transaction(value:_:)` apply only when their value changed, which it did not for an
  /// ancestor that is not updating. O(depth).
  func ancestorTransaction(of node: GraphNode, _ transaction: Transaction) -> Transaction {
    guard node.hasModifierAncestor else { return transaction }
    var effects: [(any TransactionEditingEffect, Any)] = []
    var current = node.parent
    while let ancestor = current {
      if ancestor.isModifier, let carrier = ancestor.modifierCarrier,
        let editor = ancestor.effect(of: carrier)?.transactionEditor
      {
        effects.append((editor, carrier.anyModifier))
      }
      current = ancestor.parent
    }
    if effects.isEmpty { return transaction }
    var result = transaction
    for (effect, modifier) in effects.reversed() {
      result = effect.transaction(result, anyPrevious: modifier)
    }
    return result
  }

  func runDeferredActions() {
    var rounds = 0
    while !deferredActions.isEmpty && rounds < 100 {
      let actions = deferredActions
      deferredActions = []
      for action in actions { action() }
      rounds += 1
    }
  }
}
