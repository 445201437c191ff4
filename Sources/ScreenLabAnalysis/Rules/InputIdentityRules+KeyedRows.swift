#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL415 for rows identified by a property that does not name them uniquely.
  extension InputIdentityRules {
    /// Calls that add, remove or reorder the elements of a collection.
    static let collectionChanges: Set<String> = [
      "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "move", "swapAt",
    ]

    /// SL415: a `ForEach` or `List` that identifies its rows by a plain property of the
    /// items (`id: \.name`, `id: \.title`), not by an identity (`id`, `uuid`, a name ending
    /// in `ID` or `Identifier`, a dictionary's `key`), over a collection the view itself
    /// changes (`items.append(…)`, `insert`, `remove`, or an `onDelete`/`onMove` on the list):
    /// two items with the same name share one identity. SwiftUI requires the ids of a
    /// `ForEach` to be unique (Apple, `ForEach.init(_:id:content:)`: the key path to "the
    /// provided data's identifier", and "it's important that the id of a data element
    /// doesn't change unless you replace the data element with a new data element that has
    /// a new identity"); with a repeat the list can show, animate or delete the wrong row.
    /// Reported at the list's `id:` argument.
    func rowsIdentifiedByPlainKey(_ type: TypeInfo) -> [Finding] {
      let all = calls(in: type)
      var changed = Set<String>()
      var changes: [String: [FunctionCallExprSyntax]] = [:]
      for (call, _) in all {
        guard let callee = Expressions.calleeName(call), Self.collectionChanges.contains(callee),
          let base = Expressions.calleeBase(call), base != "self"
        else { continue }
        changed.insert(base)
        changes[base, default: []].append(call)
      }
      var findings: [Finding] = []
      for (call, file) in all {
        guard let callee = Expressions.calleeName(call), callee == "ForEach" || callee == "List",
          let first = call.arguments.first, first.label == nil,
          let collection = Expressions.path(first.expression),
          let id = call.arguments.first(where: { $0.label?.text == "id" }),
          let key = Self.plainKey(id.expression)
        else { continue }
        let plain = collection.hasPrefix("self.") ? String(collection.dropFirst(5)) : collection
        // Since the sixth SwiftUI sample: a local list the view builds with one item per
        // literal key (`buttons.append(FilterButton(method: .type, …))`, then `.size`, …)
        // holds each key once.
        if type.properties[plain] == nil,
          Self.addsOnePerLiteralKey(changes[plain] ?? [], key: key)
        {
          continue
        }
        var changer = "the view"
        if !changed.contains(plain), !changed.contains("self." + plain),
          !Expressions.chain(of: call, hasModifier: ["onDelete", "onMove"])
        {
          guard let model = modelChangingCollection(plain, in: type) else { continue }
          changer = "'\(model)'"
        }
        findings.append(
          project.warning(
            .rowsIdentifiedByTypedText, at: id, file: file,
            .rowsIdentifiedByPlainKey(plain, key: key, list: callee, changer: changer)))
      }
      return findings
    }

    /// Whether `changes` are all `append(_:)` or `insert(_:at:)` calls whose item is made
    /// with a literal for `key` (`FilterButton(method: .type)`), each literal once.
    static func addsOnePerLiteralKey(_ changes: [FunctionCallExprSyntax], key: String) -> Bool {
      var literals = Set<String>()
      for change in changes {
        guard ["append", "insert"].contains(Expressions.calleeName(change) ?? ""),
          let item = change.arguments.first?.expression.as(FunctionCallExprSyntax.self),
          let value = item.arguments.first(where: { $0.label?.text == key })?.expression,
          ValueScan.isPlainLiteral(value),
          literals.insert(value.trimmedDescription).inserted
        else { return false }
      }
      return !literals.isEmpty
    }

    /// For `model.items` (since the twenty-first round): the class of the sources that the
    /// view's property `model` holds, when one of its own methods adds, removes or reorders
    /// `items` (`messages.append(…)` in `send(_:)`): the rows change as the model changes,
    /// whoever calls it.
    func modelChangingCollection(_ path: String, in type: TypeInfo) -> String? {
      let parts = path.split(separator: ".").map(String.init)
      guard parts.count == 2, var modelName = project.property(parts[0], of: type.name)?.typeName
      else { return nil }
      if modelName.hasSuffix("?") || modelName.hasSuffix("!") { modelName.removeLast() }
      guard modelName != type.name, let model = project.index.type(modelName), model.isClass
      else { return nil }
      for (call, _) in calls(in: model) {
        guard let callee = Expressions.calleeName(call), Self.collectionChanges.contains(callee),
          let base = Expressions.calleeBase(call), base == parts[1] || base == "self." + parts[1]
        else { continue }
        return modelName
      }
      return nil
    }

    /// The property a one-step key path names, when it is no identity (`\.name`; not
    /// `\.self`, `\.id`, `\.uuid`, `\.userID`, `\.key`).
    static func plainKey(_ expression: ExprSyntax) -> String? {
      guard let keyPath = expression.as(KeyPathExprSyntax.self), keyPath.root == nil,
        keyPath.components.count == 1,
        let property = keyPath.components.first?.component.as(
          KeyPathPropertyComponentSyntax.self)
      else { return nil }
      let name = property.declName.baseName.text
      let lower = name.lowercased()
      if ["self", "id", "uuid", "key", "offset", "hashvalue", "objectid", "identifier"].contains(
        lower)
      {
        return nil
      }
      let identities = ["ID", "Id", "Identifier", "UUID", "Uuid", "_id", "Key", "At"]
      if identities.contains(where: { name.hasSuffix($0) }) { return nil }
      // Times and file locations name one item in practice (`createdAt`, `date`, `fileURL`).
      let unique = ["date", "time", "url", "path"]
      return lower == "dt" || unique.contains(where: { lower.contains($0) }) ? nil : name
    }

  }

  extension Finding.Message {
    static func rowsIdentifiedByPlainKey(
      _ collection: String, key: String, list: String, changer: String = "the view"
    ) -> Finding.Message {
      Finding.Message(
        "\(list) identifies the rows of '\(collection)' by '\(key)' (id: \\.\(key)), which "
          + "two items can share, while \(changer) adds or removes items: equal '\(key)' values "
          + "share one identity and SwiftUI can show, animate or delete the wrong row; "
          + "identify the rows by a unique id (Identifiable with let id = UUID())")
    }
  }
#endif
