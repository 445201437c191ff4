#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL404 for media players a SwiftUI view makes with itself, and SL414: a view's playing
  /// state that the end of playback never resets (Docs/Analyzer.md, "SwiftUI values that are
  /// not observed").
  struct PlaybackRules {
    let project: Project

    /// AVFoundation objects whose state (what plays, where, whether) lives in the object.
    static let playerTypes: Set<String> = [
      "AVPlayer", "AVQueuePlayer", "AVAudioPlayer", "AVAudioRecorder", "AVAudioEngine",
      "AVSpeechSynthesizer",
    ]

    /// Methods through which a view drives such an object.
    static let drivingMethods: Set<String> = [
      "play", "pause", "stop", "seek", "replaceCurrentItem", "record", "speak", "start",
      "prepareToPlay",
    ]

    /// Words of code that learns when playback ends or how far it is: an end notification,
    /// a delegate's `…didFinish…` method, a time observer, a loop, a poll of the player's
    /// state, a publisher the view receives from.
    static let endSignals = [
      "DidPlayToEndTime", "didFinish", "DidFinish", "TimeObserver", "numberOfLoops", "Looper",
      "actionAtItemEnd", "timeControlStatus", "onReceive", "Timer", "sink", "publisher(for",
      "addObserver", ".rate", "currentTime",
    ]

    func findings() -> [Finding] {
      var findings: [Finding] = []
      // Gate on the text: timers that stop themselves.
      if project.files.contains(where: { file in
        file.text.contains("scheduledTimer") && file.text.contains("invalidate")
      }) {
        for type in project.index.ordered where type.isSwiftUIView || type.isClass {
          findings += timerFlagsNeverReset(type)
        }
      }
      // Gate on the text: a file that names no player or subject has none of these shapes.
      if project.files.contains(where: { file in
        file.text.contains("Player(") || file.text.contains("Subject<")
          || Self.playerTypes.contains { file.text.contains($0) }
      }) {
        var made: [(view: String, finding: Finding)] = []
        for view in project.index.ordered where view.isSwiftUIView {
          made += playersMadeWithView(view).map { (view.name, $0) }
        }
        // A view every caller makes where a body runs once (an `App`'s `WindowGroup` root,
        // in an `App` that holds nothing) is made once, and so is its player: a latent bug,
        // as for a model made in place (the scan is built only when a player is reported).
        let once =
          made.isEmpty
          ? []
          : ObservationRules(project: project).madeOnlyWhereBodiesRunOnce(Set(made.map(\.view)))
        findings += made.map {
          once.contains($0.view)
            ? ObservationRules.runsOnceNote($0.finding, what: "player") : $0.finding
        }
      }
      guard
        project.files.contains(where: { file in
          Self.playerTypes.contains { file.text.contains($0) }
        })
      else { return findings }
      let observesEnd = project.files.contains { file in
        Self.endSignals.contains { file.text.contains($0) }
      }
      if !observesEnd {
        for type in project.index.ordered {
          if type.isSwiftUIView { findings += playingStatesNeverReset(type) }
          if type.isClass, type.isObservable { findings += modelPlayingFlagsNeverReset(type) }
        }
      }
      return findings
    }

    func warning(_ rule: Rule, at node: some SyntaxProtocol, _ message: String) -> [Finding] {
      SwiftUIActorRules(project: project).warning(rule, at: node, message)
    }

    /// The references to `name` in the view's declarations (`name`, `self.name`).
    static func references(to name: String, in view: TypeInfo) -> [Syntax] {
      view.declarations.flatMap { declaration in
        declaration.tokens(viewMode: .sourceAccurate).compactMap { token in
          token.text == name ? SwiftUIFlowRules.ownReference(token) : nil
        }
      }
    }

    // MARK: - SL404, a player made with the view

    /// A view's plain stored property (no wrapper) that holds an AVFoundation player made in
    /// its initial value (`let player = AVPlayer(url: url)`) or in the view's initializer
    /// (`self.player = AVPlayer(url: url)`), when the view drives it (`player.play()`); the
    /// same for the app's own player class and for a Combine subject the view subscribes to
    /// (`subject.sink { … }`).
    /// SwiftUI makes the view struct again, and runs its initializer, on every update of
    /// its parent (Apple, `View`: views are values SwiftUI creates and discards): each time a
    /// new, idle player replaces the one that played, while the view's `@State` (a playing
    /// flag) survives. Reported where the player is made.
    func playersMadeWithView(_ view: TypeInfo) -> [Finding] {
      var findings: [Finding] = []
      for name in view.propertyOrder {
        guard let property = view.properties[name], property.attributes.isEmpty,
          !property.isStatic, !property.isComputed
        else { continue }
        var made: (type: String, node: Syntax)?
        if let binding = property.binding?.as(PatternBindingSyntax.self),
          let value = binding.initializer?.value,
          let type = ValueScan.constructedType(value), isDrivenObject(type)
        {
          made = (type, property.declaration ?? Syntax(binding))
        } else {
          made = madeInInitializer(name, of: view)
        }
        guard let made else { continue }
        let isSubject = Self.subjectTypes.contains(made.type)
        let methods = isSubject ? Self.subscribingMethods : Self.drivingMethods
        let driven = Self.references(to: name, in: view).contains { reference in
          guard let member = reference.parent?.as(MemberAccessExprSyntax.self),
            member.base?.id == reference.id,
            methods.contains(member.declName.baseName.text)
          else { return false }
          return Expressions.isCallee(member)
        }
        guard driven else { continue }
        if isSubject {
          findings += warning(
            .modelCreatedInPlace, at: made.node,
            """
            '\(name)' of '\(view.name)' holds a '\(made.type)' made with the view struct: \
            SwiftUI makes the struct again on every update of the parent, so a new subject \
            replaces the one the view subscribed to, and what is sent on it reaches no \
            subscriber; keep the subject in @State or in a model held by @StateObject
            """)
          continue
        }
        findings += warning(
          .modelCreatedInPlace, at: made.node,
          """
          '\(name)' of '\(view.name)' holds a '\(made.type)' made with the view struct: \
          SwiftUI makes the struct again (and runs its initializer) on every update of the \
          parent, so a new, idle player replaces the one that plays while the view's @State \
          stays; keep the player in @State (or in a model held by @StateObject), or pass it in
          """)
      }
      return findings
    }

    /// Combine subjects: a view subscribes to one and sends on it.
    static let subjectTypes: Set<String> = ["PassthroughSubject", "CurrentValueSubject"]

    /// Methods through which a view subscribes to a subject.
    static let subscribingMethods: Set<String> = ["sink", "assign", "receive"]

    /// An object whose identity a view relies on: an AVFoundation player, the app's own
    /// player (`AudioPlayer`, a class, or a type the analysis does not see, whose name ends in
    /// `Player`), or a Combine subject.
    func isDrivenObject(_ type: String) -> Bool {
      if Self.playerTypes.contains(type) || Self.subjectTypes.contains(type) { return true }
      // `VideoPlayer` is SwiftUI's view of a player, not one.
      guard type.hasSuffix("Player"), !["Player", "VideoPlayer"].contains(type) else {
        return false
      }
      return project.index.type(type).map(\.isClass) ?? true
    }

    /// An assignment `name = Player(…)` (or `self.name = …`) in an initializer of the view.
    func madeInInitializer(_ name: String, of view: TypeInfo) -> (type: String, node: Syntax)? {
      for reference in Self.references(to: name, in: view) {
        guard ValueScan.isAssigned(reference), SwiftUIFlowRules.isInInitializer(reference),
          let list = reference.parent?.as(ExprListSyntax.self)
        else { continue }
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { $0.id == reference.id }),
          index + 2 < elements.count,
          let type = ValueScan.constructedType(elements[index + 2]),
          isDrivenObject(type)
        else { continue }
        return (type, reference)
      }
      return nil
    }

    // MARK: - SL414

    /// A view's `@State` flag that its body shows, set (`= true`, `toggle()`) in a method or
    /// action that also starts playback (`.play()`), in an analysis where nothing learns that
    /// playback ended: no end notification (`AVPlayerItemDidPlayToEndTime`), no delegate
    /// `…didFinish…` method, no time observer, loop, timer or publisher. An AVFoundation
    /// player stops by itself at the end of its item (Apple, `AVPlayerItemDidPlayToEndTime`,
    /// `AVAudioPlayerDelegate.audioPlayerDidFinishPlaying(_:successfully:)`), and SwiftUI
    /// shows the flag until code changes it, so the screen keeps showing a sound that no
    /// longer plays (a pause button, a running indicator). Reported at the declaration.
    func playingStatesNeverReset(_ view: TypeInfo) -> [Finding] {
      var findings: [Finding] = []
      for name in view.propertyOrder {
        guard let property = view.properties[name], property.attributes.contains("State"),
          !property.isStatic, Self.isFlag(property),
          let node = property.declaration ?? property.binding
        else { continue }
        let references = Self.references(to: name, in: view)
        let shown = references.contains { reference in
          !SwiftUIFlowRules.isWrite(reference) && !SwiftUIActorRules.isInAction(reference)
            && Self.isInComputedProperty(reference)
        }
        let started = references.contains { reference in
          Self.setsOn(reference) && Self.startsPlaybackBeside(reference)
        }
        guard shown, started else { continue }
        findings += warning(
          .playbackStateNotReset, at: node,
          """
          '\(name)' of '\(view.name)' is set when playback starts and the body shows it, but \
          nothing observes the end of playback (AVPlayerItemDidPlayToEndTime, \
          audioPlayerDidFinishPlaying(_:successfully:), a time observer): when the sound \
          ends the player stops and the view keeps showing it playing; reset '\(name)' when \
          playback ends
          """)
      }
      return findings
    }

    /// The same for a model: an observed flag of an `ObservableObject` (`@Published`) or an
    /// `@Observable` class (a stored `var` not `@ObservationIgnored`), not private, set in a
    /// method or closure of the class that also starts playback. The views that show the
    /// flag are told when it changes, and it does not change when the sound ends.
    func modelPlayingFlagsNeverReset(_ model: TypeInfo) -> [Finding] {
      var findings: [Finding] = []
      let observable = model.attributes.contains("Observable")
      for name in model.propertyOrder {
        guard let property = model.properties[name], !property.isStatic, !property.isLet,
          !property.isComputed, Self.isFlag(property),
          !["private", "fileprivate"].contains(property.access ?? ""),
          property.attributes.contains("Published")
            || (observable && !property.attributes.contains("ObservationIgnored")),
          let node = property.declaration ?? property.binding
        else { continue }
        // The model's own, private player: no other code configures it (a loop set
        // elsewhere, a delegate another object is) where the analysis cannot see.
        let started = Self.references(to: name, in: model).contains { reference in
          Self.setsOn(reference)
            && Self.playedObjects(beside: reference).contains { root in
              ["private", "fileprivate"].contains(model.properties[root]?.access ?? "")
            }
        }
        guard started else { continue }
        findings += warning(
          .playbackStateNotReset, at: node,
          """
          '\(name)' of '\(model.name)' is set when playback starts and the views observing \
          '\(model.name)' show it, but nothing observes the end of playback \
          (AVPlayerItemDidPlayToEndTime, audioPlayerDidFinishPlaying(_:successfully:), a \
          time observer): when the sound ends the player stops and the views keep showing \
          it playing; reset '\(name)' when playback ends
          """)
      }
      return findings
    }

    static func isFlag(_ property: PropertyInfo) -> Bool {
      if property.typeName == "Bool" { return true }
      guard let value = property.binding?.as(PatternBindingSyntax.self)?.initializer?.value
      else { return false }
      return value.is(BooleanLiteralExprSyntax.self)
    }

    /// Whether `node` is in a computed property (`body`, a helper view), outside closures
    /// that run on events.
    static func isInComputedProperty(_ node: Syntax) -> Bool {
      var current = node.parent
      while let step = current {
        if step.is(FunctionDeclSyntax.self) || step.is(InitializerDeclSyntax.self) {
          return false
        }
        if step.is(MemberBlockItemSyntax.self) { return false }
        if step.is(AccessorBlockSyntax.self) { return true }
        current = step.parent
      }
      return false
    }

    /// `name = true` or `name.toggle()`.
    static func setsOn(_ reference: Syntax) -> Bool {
      if let member = reference.parent?.as(MemberAccessExprSyntax.self),
        member.base?.id == reference.id, member.declName.baseName.text == "toggle"
      {
        return true
      }
      guard ValueScan.isAssigned(reference), let list = reference.parent?.as(ExprListSyntax.self)
      else { return false }
      let elements = Array(list)
      guard let index = elements.firstIndex(where: { $0.id == reference.id }),
        index + 2 < elements.count
      else { return false }
      return elements[index + 2].as(BooleanLiteralExprSyntax.self)?.literal.text == "true"
    }

    /// Whether the closure or function around `node` calls `….play()`.
    static func startsPlaybackBeside(_ node: Syntax) -> Bool {
      !playedObjects(beside: node).isEmpty
    }

    /// The first names of the receivers of the `….play()` calls in the closure or function
    /// around `node` (`player` for `self.player?.play()`; empty when there is none).
    static func playedObjects(beside node: Syntax) -> [String] {
      guard let scope = Expressions.closureOrFunction(around: node) else { return [] }
      return scope.tokens(viewMode: .sourceAccurate).compactMap { token in
        guard token.text == "play",
          let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
          let base = member.base,
          Expressions.isCallee(member)
        else { return nil }
        let path = Expressions.path(base) ?? base.trimmedDescription
        return path.split(separator: ".").first.map(String.init) ?? path
      }
    }
  }
#endif
