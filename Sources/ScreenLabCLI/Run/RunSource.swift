import Foundation
import ScreenLab

/// A user's source file as `screenlab run` compiles it: the rewritten copy and what the scan
/// found in it (Docs/Run.md §2, §3).
struct RunSource: Hashable {
  /// The path as given on the command line.
  let path: String
  /// The rewritten text: the same lines, `@objc` and friends blanked, `#selector` turned into
  /// `Selector("…")`, then the generated tail after the last line.
  var text: String
  /// The types found, in source order.
  var types: [RunType] = []
  /// The selector names (Objective-C form) that `#selector` expressions produced.
  var selectors: [String] = []
  /// The types declared in a local scope (a function's or a `#Preview`'s body): generated
  /// code cannot name them, so they are not in ``types``; a preview that makes one hosts it.
  var localTypes: [String] = []
  /// The types declared only in `#if` clauses inactive on iOS, with the clause
  /// (`BlendedWindowView (#if os(macOS))`): not compiled, so not hosted (Docs/Run.md §3).
  var inactiveTypes: [String] = []
  /// The nested `private` types the copy declares `fileprivate` (Docs/Run.md §2).
  var widened: [String] = []
  /// By line: why a `@Previewable` preview's declaration there cannot compile in the copy (it
  /// uses another of the preview's declarations, and both are stored properties there).
  var previewableNotes: [Int: String] = [:]
}

/// A type declared in the sources, as far as hosting and the selector table need to know.
struct RunType: Hashable {
  enum Kind: Hashable { case structure, classType, enumeration, actor, extensionBlock }
  /// The qualified name (`Outer.Inner`).
  let name: String
  let kind: Kind
  /// The inherited types' last name components (`View`, `UIView`, `PreviewProvider`).
  let inherits: [String]
  let isGeneric: Bool
  /// Whether it is declared `private` or `fileprivate`, or nested in such a type.
  let isFilePrivate: Bool
  /// Whether it is declared in a local scope (a function's, closure's or `#Preview`'s body).
  var isLocal = false
  /// For a preview: the lines of its body (`previews`'s, or the `#Preview` closure's).
  var previewBodyLines: ClosedRange<Int>?
  /// For a preview the copy leaves out: its body is `EmptyView()` (Docs/Run.md §6).
  var isEmptied = false
  /// The parameter labels of each initializer declared in the type's body (`[]` for
  /// `init()`; a defaulted parameter counts as absent); nil entries are failable or
  /// throwing initializers.
  var initializers: [[String]?] = []
  /// Whether the body declares a designated initializer (one not marked `convenience`): a
  /// class without one inherits its superclass's, `init(frame:)` among them (The Swift
  /// Programming Language, Initialization, "Automatic Initializer Inheritance").
  var declaresDesignatedInitializer = false
  /// Whether every stored property can be left out of a memberwise `init()`.
  var storedPropertiesDefaulted = true
  /// The stored properties a memberwise initializer needs a value for, in source order.
  var requiredProperties: [String] = []
  /// Whether a property needs an environment object (`@EnvironmentObject`).
  var needsEnvironmentObject = false
  /// Instance methods: name, labels, parameter types, effects.
  var methods: [RunMethod] = []
  /// Every identifier used in the type's body.
  var identifiers: Set<String> = []
  /// For a `#Preview` turned into a view type: the name it is hosted under (its title, else
  /// `Preview`, `Preview2`, …).
  var previewName: String?
  /// For a `#Preview` that is no view type: the class its body's result is made as (the
  /// callee of the returned call, or of the call that made the returned local), if any.
  var previewResult: String?
  /// For a `#Preview` whose body makes a UIKit view controller or view: hosted as that.
  var previewKind: RunHostable.Kind?
  /// The shapes of ``requiredProperties``' memberwise parameters, in the same order.
  var requiredShapes: [RunShape] = []
  /// The required parameters of each initializer of ``initializers``, in the same order (nil
  /// where that entry is nil).
  var initializerParameters: [[RunParameter]?] = []
  /// The generic parameters of each initializer of ``initializers`` (`init<A: View>`), in the
  /// same order.
  var initializerGenerics: [[RunGenericParameter]] = []
  /// The types of the `@EnvironmentObject` properties, in source order.
  var environmentObjectTypes: [String] = []
  /// An enumeration's first case, when it has no associated values.
  var firstCase: String?
  /// For a type conforming to `App`: whether its `body` has a `WindowGroup`.
  var hasWindowGroup = false
  /// The generic parameters of a generic type, each with the protocols it is constrained to
  /// (in its clause or the `where` clause).
  var genericParameters: [RunGenericParameter] = []
  /// The `@IBOutlet` properties, in declaration order (Docs/Run.md §3, "Interface Builder").
  var outlets: [RunOutlet] = []
  /// Whether the body declares `loadView()`.
  var declaresLoadView = false
  /// The class its code casts its root view to (`self.view as! SKView`), which a storyboard
  /// sets: the first such cast (Docs/Run.md §3, "Interface Builder").
  var rootViewClass: String?
  /// Its own `init(coder:)`, when that passes the coder on and does not trap: how a
  /// storyboard makes it (Docs/Run.md §3, "Made as a storyboard makes them").
  var coderInitializer: RunCoderInitializer?
}

/// An `@IBOutlet` property: its name, the class named by its type (`UILabel` for `UILabel!`),
/// whether it is an outlet collection (`[UIButton]!`), `weak`, or `private`.
struct RunOutlet: Hashable {
  let name: String
  let typeName: String
  var isCollection: Bool
  let isWeak: Bool
  let isPrivate: Bool
}

struct RunGenericParameter: Hashable {
  let name: String
  var constraints: [String]
}

/// The shape of a parameter's type, as far as an argument can be synthesized for it
/// (Docs/Run.md §3).
indirect enum RunShape: Hashable {
  /// `T?`, `Optional<T>`: `nil`.
  case optional
  /// A function type with this many parameters; `returnsVoid` when its result is `Void`.
  case function(parameters: Int, returnsVoid: Bool)
  /// A function whose result is a named type (`() -> Content`, `(Item) -> Row`).
  case producing(parameters: Int, result: String)
  case array
  case dictionary
  /// `Binding<T>`, with the shape and text of `T`.
  case binding(RunShape, text: String)
  /// A named type without generic arguments (`Bool`, `String`, a type of the sources).
  case named(String)
  /// Anything else, as written.
  case other(String)
}

/// One required parameter of an initializer: its label (`_` when none) and type.
struct RunParameter: Hashable {
  let label: String
  let shape: RunShape
  /// The type as written, without its attributes (`@escaping`, `@ViewBuilder`); `""` when
  /// not known (a memberwise initializer's).
  var type = ""
}

/// An instance method a selector may name.
struct RunMethod: Hashable {
  let base: String
  let labels: [String]
  let parameterTypes: [String]
  let throwsError: Bool
  let isAsync: Bool

  /// The Objective-C selector name, as the headless UIKit names a method's selector.
  var selectorName: String { Selector.objectiveCName(base: base, labels: labels) }
}

/// What can be hosted, found by the scan (Docs/Run.md §3).
struct RunHostable: Hashable {
  enum Kind: String, Hashable { case view, preview, uiView, viewController, app }
  let name: String
  let kind: Kind
  /// How the generated code makes it (`PanelScreen()`, `Card_Previews.previews`).
  var make: String
  var isScreen: Bool
  /// The index of the file that declares it (its generated function makes it).
  let file: Int
  /// What was synthesized to make it (arguments, an injected environment object), as the
  /// generated call (`LikeButton(isLiked: $isLiked)`, `@State isLiked = false`), or nil when
  /// it is made by the file's own code (Docs/Run.md §3).
  var synthesized: String? = nil
  /// The generated declarations it needs (the `@State` host of a synthesized binding).
  var declarations: [String] = []
  /// Whether it is made with its `init(coder:)` from an archive without values, as a
  /// storyboard makes it (and so is awoken as a nib's object is).
  var isUnarchived = false
}
