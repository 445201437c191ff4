#if SCREENLAB_SWIFTSYNTAX
  import Foundation
  internal import SwiftSyntax

  /// The facts the scan records, for the rules that judge them.
  extension ValueScan {
    /// The frameworks' permission requests whose completion handler runs on a queue of the
    /// framework's choosing: `AVAudioSession.requestRecordPermission(_:)` ("the response
    /// block may be called on a different thread"), `AVCaptureDevice.requestAccess(for:
    /// completionHandler:)`, `PHPhotoLibrary.requestAuthorization(_:)`,
    /// `CNContactStore.requestAccess(for:completionHandler:)`, `EKEventStore.requestAccess(to:
    /// completion:)`, `UNUserNotificationCenter.requestAuthorization(options:
    /// completionHandler:)`, `SFSpeechRecognizer.requestAuthorization(_:)` and
    /// `ATTrackingManager.requestTrackingAuthorization(completionHandler:)` (Apple documents
    /// each handler as called on an arbitrary or a background queue). The names shared with
    /// other APIs count only on a receiver that names the framework's type.
    static func isPermissionRequest(_ callee: String, base: ExprSyntax) -> Bool {
      if ["requestRecordPermission", "requestTrackingAuthorization"].contains(callee) {
        return true
      }
      guard ["requestAccess", "requestAuthorization"].contains(callee) else { return false }
      let root = String(base.trimmedDescription.prefix { $0.isLetter || $0.isNumber })
      if permissionTypes.contains(root) { return true }
      // A name the file binds to the framework's object (`let center =
      // UNUserNotificationCenter.current()`, then `center.requestAuthorization`).
      guard !root.isEmpty, root.first?.isLowercase == true else { return false }
      let types = permissionTypes.sorted().joined(separator: "|")
      return Syntax(base).root.description.range(
        of: "\\b(let|var)\\s+\(root)\\b[^\\n=]*=\\s*(\(types))\\b", options: .regularExpression)
        != nil
    }

    /// The frameworks' types whose `requestAccess`/`requestAuthorization` is a permission
    /// request.
    static let permissionTypes: Set<String> = [
      "AVCaptureDevice", "PHPhotoLibrary", "CNContactStore", "EKEventStore",
      "UNUserNotificationCenter", "SFSpeechRecognizer", "MPMediaLibrary", "HKHealthStore",
    ]

    /// A bare call given to an `@ObservedObject` whatever the case of its name
    /// (`@ObservedObject var manager = bleManager()`): the wrapper says the value is an
    /// object, so a lower-case type, or a function the analysis does not see, makes one each
    /// time the view is made. `ObservationRules` drops it when the analysis declares a
    /// function of that name.
    static func observedObjectCall(_ value: ExprSyntax, _ attributes: [String]) -> String? {
      guard attributes.contains("ObservedObject"),
        let call = value.as(FunctionCallExprSyntax.self),
        let reference = call.calledExpression.as(DeclReferenceExprSyntax.self)
      else { return nil }
      return reference.baseName.text
    }

    /// A stored property of a type.
    struct Property {
      let name: String
      let attributes: [String]
      let isLet: Bool
      let isStatic: Bool
      let isPrivate: Bool
      /// No initial value written, and not an optional (which starts as nil).
      let needsValue: Bool
      /// The declared type, or the type its initial value constructs.
      let typeName: String?
      /// The type the initial value constructs (`Model()` gives `Model`).
      let constructed: String?
      /// Holds a value a screen shows as it is (a number, text, a flag, a date, a collection,
      /// an enum case), not an object.
      var holdsValue = false
      /// An initial value is written (`var count = 0`).
      var hasInitialValue = false
      /// The initial value when it is a member path (`Manager.shared`).
      var initialPath: String? = nil
      let node: Syntax
      let file: Int
    }

    final class TypeFacts {
      let name: String
      var isClass = false
      var isStruct = false
      var inherited: Set<String> = []
      var attributes: Set<String> = []
      var properties: [String: Property] = [:]
      var order: [String] = []
      var hasInitializer = false
      /// Calls `objectWillChange.send()` or reads a member's `objectWillChange`.
      var announces = false
      /// Names `objectWillChange` anywhere, initializers included.
      var mentionsObjectWillChange = false
      var forwardedChildren: Set<String> = []
      /// Generic parameters and the protocol each is constrained to (`Model: CounterModel`).
      var genericConstraints: [String: String] = [:]
      var isProtocol = false
      /// A declaration of the type (class, struct, enum, actor or protocol) is in the
      /// sources; a type only extended there (`extension NSManagedObject`) is the
      /// framework's, whose declaration the analysis does not see.
      var isDeclared = false

      init(name: String) { self.name = name }

      var isView: Bool { isStruct && inherited.contains("View") }
    }

    /// A write: an assignment, a compound assignment or a mutating call.
    struct Write {
      /// The target's path, subscripts removed: `store.items.isDone`.
      let parts: [String]
      let node: Syntax
      let file: Int
      /// The type whose code writes.
      let type: String?
      let inInitializer: Bool
      /// Inside the closure of `.onChange(of:)`, `.task(id:)` or `.onReceive(_:)`.
      let inResync: Bool
      /// The type an assigned value constructs (`loader = ImageLoader(url)` gives
      /// `ImageLoader`; `_loader = ObservedObject(wrappedValue: ImageLoader(url))` too).
      var constructed: String? = nil
      /// The path starts at a local or a parameter of the writing code that shadows a
      /// property of the same name (`let stream = Stream(); stream.name = …`), not at the
      /// type's property.
      var rootIsLocal = false
      /// The value assigned (nil for a compound assignment's target or a mutating call).
      var value: ExprSyntax? = nil
    }

    /// `_x = State(initialValue: e)` in an initializer, with whether `e` uses a parameter;
    /// also a plain `x = e` there (`isPlainWrite`), which initializes a wrapped property
    /// that has no initial value.
    struct StateInitialization {
      let type: String
      let name: String
      let usesParameter: Bool
      let node: Syntax
      let file: Int
      var isPlainWrite = false
      /// The type the initial value constructs (`Library(owner)`).
      var constructed: String? = nil
    }

    /// A `var` copy changed through its members only.
    struct LostCopy {
      let name: String
      let type: String?
      let annotation: String?
      let sourceRoot: String?
      let node: Syntax
      let file: Int
      /// A `@State` or `@StateObject` declared as a local of a function or closure.
      var isLocalState = false
    }

    /// The UI work in one closure that runs on a background queue.
    struct BackgroundWork {
      let type: String?
      /// Each piece in source order: the receiver of a written property (`caption` in
      /// `caption.text = …`, nil for a call), what is done, and where.
      let works: [(receiver: String?, what: String, node: Syntax)]
      let file: Int
      /// For a URLSession delegate method (whose body runs on the session's delegate queue),
      /// its name.
      var callback: String? = nil
      /// Why the delegate method runs off the main thread (`backgroundDelegateReason(_:)`).
      var callbackReason: String? = nil
      /// For the closure passed to a method of the sources that calls it on a background
      /// queue (`fetch(completion:)`), that method.
      var calledBackBy: String? = nil
      /// The closure itself (nil for a delegate method), kept even when it does no UIKit work:
      /// SL410 reads it for SwiftUI state it writes.
      var closure: ClosureExprSyntax? = nil
    }

    /// A model object created where a view's body injects it into the environment
    /// (`.environmentObject(Settings())`, `.environment(Library())`).
    struct Injection {
      let type: String
      let constructed: String
      let modifier: String
      let node: Syntax
      let file: Int
    }

    /// A constraint write in an animation block that does not lay out.
    struct UnlaidConstraint {
      let what: String
      let node: Syntax
      let file: Int
      /// When the block lays out, but only the view the constraint moves (`banner` for
      /// `bannerTop`): that view's name; nil when the block never lays out.
      var movingView: String? = nil
      /// The constraint changed before an animation block that is empty.
      var emptyBlock = false
      /// A frame or centre written in the block on this view, which constraints place.
      var framedView: String? = nil
    }
  }
#endif
