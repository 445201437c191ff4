/// The analyzer's rules, with stable ids.
///
/// `SL1xx` rules concern views that draw themselves (`draw(_:)`), `SL2xx` rules Core Animation
/// layers and animations, `SL3xx` rules UIKit's delegates, lists and threads, `SL4xx` rules
/// SwiftUI values that are not observed (Docs/Analyzer.md).
public enum Rule: String, Sendable, Hashable, CaseIterable, Comparable {
  /// A property read by `draw(_:)` is written without a redraw request.
  case drawnPropertyWithoutRedraw = "SL101"
  /// A drawn property is written and layout, not display, is requested.
  case layoutRequestedForDrawnProperty = "SL102"
  /// `draw(_:)` is called directly.
  case drawCalledDirectly = "SL103"
  /// An object (path, colour, font, layer, view, renderer) is allocated inside `draw(_:)`.
  case allocationInDraw = "SL104"
  /// State, the view tree or the layer tree is mutated inside `draw(_:)`.
  case mutationInDraw = "SL105"
  /// An override of `draw(_:)` does not call `super.draw(rect)` (a note).
  case drawWithoutSuper = "SL106"
  /// A view receives `setNeedsDisplay(_:)` with a rect but `draw(_:)` ignores the rect (a note).
  case drawIgnoresRect = "SL107"
  /// A property the layout pass reads is changed and display, not layout, is requested.
  case displayRequestedForLayoutState = "SL108"
  /// `draw(_:)` is overridden in a subclass of `UIImageView`, which never calls it.
  case drawNeverCalled = "SL109"
  /// A view ends a touch's drawn state in `touchesEnded(_:with:)` and does not override
  /// `touchesCancelled(_:with:)`: a cancelled touch leaves the state on screen.
  case touchesCancelledNotHandled = "SL110"
  /// An animation is added while the layer's model value is never written: it snaps back.
  case animationWithoutModelWrite = "SL201"
  /// The snap-back is masked with `isRemovedOnCompletion = false` and `fillMode = .forwards`.
  case snapBackMasked = "SL202"
  /// A value of a `presentation()` copy is written.
  case presentationWrite = "SL203"
  /// A constraint changes inside an animation block that does not lay out: it jumps.
  case constraintChangeNotLaidOut = "SL204"
  /// An animation's end value is a constant while its method writes the model value it is
  /// given: the layer animates elsewhere and jumps when the animation ends.
  case animationEndIgnoresValue = "SL205"
  /// A layer is sized from the view's bounds once, while `layoutSubviews()` resizes its
  /// siblings: it keeps the first size.
  case layerSizedOnce = "SL206"
  /// `viewWillLayoutSubviews()` reads a subview's frame before the layout pass places it: the
  /// value follows the previous layout.
  case geometryBeforeLayout = "SL207"
  /// A layout pass makes a new layer or subview and adds it on every run, removing none.
  case layerAddedOnEveryLayout = "SL208"
  /// A custom control's value places its layers, and setting it from code moves nothing.
  case controlValuePlacesLayersWithoutObserver = "SL209"
  /// A weak `delegate`/`dataSource` is called through but never assigned.
  case unassignedWeakDelegate = "SL301"
  /// A delegate callback writes a model the screen shows and requests no reload.
  case delegateCallbackWithoutReload = "SL302"
  /// A table's or collection's data changes and nothing reloads it.
  case listDataWithoutReload = "SL303"
  /// A view is changed from a background queue.
  case uiWorkOffMainThread = "SL304"
  /// A reused view's item-dependent content is set only in the branch that makes a new one.
  case reusedViewConfiguredWhenNew = "SL305"
  /// An activity indicator is started and nothing stops it: the loading state stays.
  case spinnerNeverStopped = "SL306"
  /// A page control's current page is set only once while the pages move.
  case pageControlNotFollowing = "SL307"
  /// A list's data changes now and its reload is scheduled after a delay: rows made in between
  /// mix old and new content.
  case listDataChangedBeforeDelayedReload = "SL308"
  /// A summary of a list's data (a total, a count) is shown again by one change of the data and
  /// not by another.
  case summaryNotRefreshed = "SL309"
  /// A view's shown state has no observer; only its `set…(_:animated:)` method applies it.
  case stateShownOnlyBySetter = "SL310"
  /// `layoutSubviews()` of a UIKit view that lays out its own content leaves out
  /// `super.layoutSubviews()`.
  case layoutWithoutSuper = "SL311"
  /// A local that an asynchronous completion sets is read for the screen right after the call.
  case valueReadBeforeCompletion = "SL312"
  /// A timer, display link or control action names a property's getter
  /// (`#selector(getter: label)`): it runs the getter, which changes nothing.
  case actionNamesGetter = "SL313"
  /// A value a timer shows is reset where the timer is stopped, and the view is not set.
  case resetNotShown = "SL314"
  /// A reusable cell changes which subviews it shows on its own (a flip, a hidden view) and
  /// neither its configuring method nor `prepareForReuse()` puts them back.
  case cellStateNotReset = "SL315"
  /// A value a control's action sets is changed elsewhere and the control is not moved.
  case controlNotMovedWithValue = "SL316"
  /// A button's title written through its `titleLabel` (`button.titleLabel?.text = …`):
  /// the button keeps its own title for each state and puts it back.
  case buttonTitleSetOnLabel = "SL317"
  /// A reusable cell's image set only when a download finishes or only when the item has one,
  /// or a cell's accessory set on the cell outside the data source, and nothing resets it.
  case cellContentNotReset = "SL318"
  /// An outlet of the next screen is written before that screen's view is loaded.
  case destinationOutletWrittenEarly = "SL319"
  /// A loop that works on the main thread writes its progress to a view on each pass.
  case viewUpdatedInBlockingLoop = "SL320"
  /// An observation registered on the object a stored property holds updates the screen, and
  /// another method puts a new object in the property without observing it.
  case observerOnReplacedObject = "SL321"
  /// A method run again and again (an appearance callback, an action) adds new views or
  /// layers to a lasting view and removes none of those the last run added.
  case viewsLeftOver = "SL322"
  /// A view shows a stored property only while it is set up (`init`, `awakeFromNib()`) and
  /// reads it nowhere else, and the property is written later: the screen keeps the first value.
  case valueAppliedOnlyInSetUp = "SL323"
  /// A SwiftUI view shows a property of a plain class that is written: no one is told.
  case unobservedClassModel = "SL401"
  /// A SwiftUI view shows a property of an `ObservableObject` that is not `@Published`.
  case unpublishedProperty = "SL402"
  /// A `@State` property is given its value by the view's caller: later values are ignored.
  case stateCopiesInput = "SL403"
  /// A view creates an observable model in a property it does not own: it is made again.
  case modelCreatedInPlace = "SL404"
  /// A `@Published` property holds a class, and the object is changed through it.
  case nestedObjectMutation = "SL405"
  /// A `var` copy of a value is changed and then dropped.
  case lostValueCopy = "SL406"
  /// A `.task` or `.onAppear` loads from an input without being keyed on it.
  case loadNotKeyedOnInput = "SL407"
  /// Identifiable items get fresh `UUID`s each time the view that makes them is rebuilt.
  case freshIdentities = "SL408"
  /// A `Binding` parameter or `@Binding` property is never used: the caller's value is not
  /// changed, and what the view shows is kept elsewhere.
  case bindingNotPassedOn = "SL409"
  /// An `ObservableObject`'s `@Published` property is written from a task that does not run
  /// on the main actor.
  case publishedOffMainActor = "SL410"
  /// A list's move or delete action changes the data only after an `await`: the row snaps
  /// back.
  case listChangeAfterAwait = "SL411"
  /// A transition whose change no animation carries: the view appears and disappears at once.
  case transitionWithoutAnimation = "SL412"
  /// A view's body, or a helper it calls, writes the view's @State.
  case stateWrittenDuringBody = "SL413"
  /// A shown playing or running flag is set when playback or a timer starts and nothing
  /// resets it when the sound or the timer ends.
  case playbackStateNotReset = "SL414"
  /// A list identifies its rows by their text (`id: \.self`) while the view appends what the
  /// user types: two equal entries share one identity.
  case rowsIdentifiedByTypedText = "SL415"
  /// A search field's text (`.searchable(text: $query)`) that nothing in the view reads.
  case searchTextNotRead = "SL416"
  /// A view holds an `ObservableObject` in `@State` or a plain property: it is not subscribed
  /// to the object's changes.
  case observableObjectNotObserved = "SL417"
  /// A `UIViewRepresentable` shows a binding in a text view or field and nothing writes the
  /// user's edits back to it.
  case representableEditsNotWrittenBack = "SL418"
  /// A load on appearance that a `@State` flag lets run only once, and nothing resets the flag.
  case loadedOnceOnAppear = "SL419"
  /// A representable applies an input to its view only when it makes the view: the update
  /// method never applies a new value.
  case representableInputNotUpdated = "SL420"
  /// A list loaded again right after a request that changes it is started, before the
  /// change's response.
  case reloadBeforeChangeCompletes = "SL421"
  /// A presentation driven by an item whose content is handed a flag that drives nothing to
  /// close it.
  case presentationFlagNotDriving = "SL422"

  /// The stable id, e.g. `SL101`.
  public var id: String { rawValue }

  /// A short name for the rule, e.g. for SARIF's `name` field.
  public var name: String {
    switch self {
    case .drawnPropertyWithoutRedraw: return "DrawnPropertyWithoutRedraw"
    case .layoutRequestedForDrawnProperty: return "LayoutRequestedForDrawnProperty"
    case .drawCalledDirectly: return "DrawCalledDirectly"
    case .allocationInDraw: return "AllocationInDraw"
    case .mutationInDraw: return "MutationInDraw"
    case .drawWithoutSuper: return "DrawWithoutSuper"
    case .drawIgnoresRect: return "DrawIgnoresRect"
    case .displayRequestedForLayoutState: return "DisplayRequestedForLayoutState"
    case .drawNeverCalled: return "DrawNeverCalled"
    case .touchesCancelledNotHandled: return "TouchesCancelledNotHandled"
    case .animationWithoutModelWrite: return "AnimationWithoutModelWrite"
    case .snapBackMasked: return "SnapBackMasked"
    case .presentationWrite: return "PresentationWrite"
    case .constraintChangeNotLaidOut: return "ConstraintChangeNotLaidOut"
    case .animationEndIgnoresValue: return "AnimationEndIgnoresValue"
    case .layerSizedOnce: return "LayerSizedOnce"
    case .geometryBeforeLayout: return "GeometryBeforeLayout"
    case .layerAddedOnEveryLayout: return "LayerAddedOnEveryLayout"
    case .controlValuePlacesLayersWithoutObserver: return "ControlValuePlacesLayersWithoutObserver"
    case .unassignedWeakDelegate: return "UnassignedWeakDelegate"
    case .delegateCallbackWithoutReload: return "DelegateCallbackWithoutReload"
    case .listDataWithoutReload: return "ListDataWithoutReload"
    case .uiWorkOffMainThread: return "UIWorkOffMainThread"
    case .reusedViewConfiguredWhenNew: return "ReusedViewConfiguredWhenNew"
    case .spinnerNeverStopped: return "SpinnerNeverStopped"
    case .pageControlNotFollowing: return "PageControlNotFollowing"
    case .listDataChangedBeforeDelayedReload: return "ListDataChangedBeforeDelayedReload"
    case .summaryNotRefreshed: return "SummaryNotRefreshed"
    case .stateShownOnlyBySetter: return "StateShownOnlyBySetter"
    case .layoutWithoutSuper: return "LayoutWithoutSuper"
    case .valueReadBeforeCompletion: return "ValueReadBeforeCompletion"
    case .actionNamesGetter: return "ActionNamesGetter"
    case .resetNotShown: return "ResetNotShown"
    case .cellStateNotReset: return "CellStateNotReset"
    case .controlNotMovedWithValue: return "ControlNotMovedWithValue"
    case .buttonTitleSetOnLabel: return "ButtonTitleSetOnLabel"
    case .cellContentNotReset: return "CellContentNotReset"
    case .destinationOutletWrittenEarly: return "DestinationOutletWrittenEarly"
    case .viewUpdatedInBlockingLoop: return "ViewUpdatedInBlockingLoop"
    case .observerOnReplacedObject: return "ObserverOnReplacedObject"
    case .viewsLeftOver: return "ViewsLeftOver"
    case .valueAppliedOnlyInSetUp: return "ValueAppliedOnlyInSetUp"
    case .unobservedClassModel: return "UnobservedClassModel"
    case .unpublishedProperty: return "UnpublishedProperty"
    case .stateCopiesInput: return "StateCopiesInput"
    case .modelCreatedInPlace: return "ModelCreatedInPlace"
    case .nestedObjectMutation: return "NestedObjectMutation"
    case .lostValueCopy: return "LostValueCopy"
    case .loadNotKeyedOnInput: return "LoadNotKeyedOnInput"
    case .freshIdentities: return "FreshIdentities"
    case .bindingNotPassedOn: return "BindingNotPassedOn"
    case .publishedOffMainActor: return "PublishedOffMainActor"
    case .listChangeAfterAwait: return "ListChangeAfterAwait"
    case .transitionWithoutAnimation: return "TransitionWithoutAnimation"
    case .stateWrittenDuringBody: return "StateWrittenDuringBody"
    case .playbackStateNotReset: return "PlaybackStateNotReset"
    case .rowsIdentifiedByTypedText: return "RowsIdentifiedByTypedText"
    case .searchTextNotRead: return "SearchTextNotRead"
    case .observableObjectNotObserved: return "ObservableObjectNotObserved"
    case .representableEditsNotWrittenBack: return "RepresentableEditsNotWrittenBack"
    case .loadedOnceOnAppear: return "LoadedOnceOnAppear"
    case .representableInputNotUpdated: return "RepresentableInputNotUpdated"
    case .reloadBeforeChangeCompletes: return "ReloadBeforeChangeCompletes"
    case .presentationFlagNotDriving: return "PresentationFlagNotDriving"
    }
  }

  /// What the rule finds, in a few words: the line `screenlab analyze --help` lists.
  public var brief: String {
    switch self {
    case .drawnPropertyWithoutRedraw:
      return "a property read by draw(_:) is written without setNeedsDisplay(), or is "
        + "public/open/@IBInspectable with no observer that requests a redraw"
    case .layoutRequestedForDrawnProperty:
      return "layout is requested where a drawn property changed"
    case .drawCalledDirectly: return "draw(_:) is called directly"
    case .allocationInDraw: return "objects allocated inside draw(_:) or the methods it calls"
    case .mutationInDraw:
      return "state, view-tree or layer-tree mutation inside draw(_:) or the methods it calls"
    case .drawWithoutSuper: return "an override of draw(_:) does not call super.draw(rect)"
    case .drawIgnoresRect:
      return "a view redrawn with setNeedsDisplay(_:) and a rect draws everything regardless"
    case .displayRequestedForLayoutState:
      return "a property layoutSubviews() reads changes and no layout is requested"
    case .drawNeverCalled:
      return "draw(_:) is overridden in a UIImageView subclass, which never calls it"
    case .touchesCancelledNotHandled:
      return "touchesEnded(_:with:) clears drawn touch state and touchesCancelled(_:with:) "
        + "is not overridden"
    case .animationWithoutModelWrite:
      return "an animation is added but the model layer is never written"
    case .snapBackMasked:
      return "the snap-back is masked with isRemovedOnCompletion = false + .forwards"
    case .presentationWrite: return "a presentation() value is written"
    case .constraintChangeNotLaidOut:
      return "a constraint changes inside an animation block that never calls layoutIfNeeded()"
    case .animationEndIgnoresValue:
      return "an animation ends at a constant while its method sets the model to the value "
        + "given, or animates a position to or from a frame's origin"
    case .layerSizedOnce:
      return "a layer is sized from bounds once (while layoutSubviews() resizes its siblings, "
        + "or from a storyboard's frame with no layout pass), or geometry is read before layout"
    case .geometryBeforeLayout:
      return "viewWillLayoutSubviews() reads a subview's frame before layout places it"
    case .layerAddedOnEveryLayout:
      return "a hook UIKit runs many times (a layout pass, an appearance, a move to a window) "
        + "adds a new layer or subview each time, or replaces one other code writes into"
    case .controlValuePlacesLayersWithoutObserver:
      return "a custom control's value places its layers only when a touch moves it: set from "
        + "code, it moves nothing"
    case .unassignedWeakDelegate:
      return "a weak delegate/dataSource is called through but never assigned"
    case .delegateCallbackWithoutReload:
      return "a delegate callback writes a shown model value and reloads nothing"
    case .listDataWithoutReload:
      return "a table's or collection's data changes and nothing reloads it (or reads it again "
        + "when the list reappears)"
    case .uiWorkOffMainThread:
      return "a view is changed, or a table reloaded, on a background queue"
    case .reusedViewConfiguredWhenNew:
      return "a reused cell or annotation view gets its item's content only when it is new"
    case .spinnerNeverStopped:
      return "an activity indicator is started and nothing ever stops it"
    case .pageControlNotFollowing:
      return "a page control's currentPage is set once while the pages move"
    case .listDataChangedBeforeDelayedReload:
      return "a list's data changes now and its reload runs only after a delay"
    case .summaryNotRefreshed:
      return "a shown total, count or member of some data follows one change of it, not another"
    case .stateShownOnlyBySetter:
      return "a control's state property has no observer; only its set…(_:animated:) shows it"
    case .layoutWithoutSuper:
      return "layoutSubviews() of a UIKit view with its own layout does not call super"
    case .valueReadBeforeCompletion:
      return "a local or property an asynchronous completion sets is shown right after the load "
        + "starts, before the completion runs"
    case .actionNamesGetter:
      return "a timer, display link or action names a property's getter, which changes nothing"
    case .resetNotShown:
      return "a value a timer shows is reset where the timer stops, and the view keeps the old one"
    case .cellStateNotReset:
      return "a reusable cell flips or hides its subviews on its own and nothing puts them back "
        + "on reuse"
    case .controlNotMovedWithValue:
      return "a value a slider, stepper or switch sets is changed by other code that leaves the "
        + "control where it was"
    case .buttonTitleSetOnLabel:
      return "a button's title written through titleLabel, which the button overwrites with its "
        + "own title for the state"
    case .cellContentNotReset:
      return "a reused cell's image set only when a download ends or the item has one, or its "
        + "accessory set outside the data source, and never reset"
    case .destinationOutletWrittenEarly:
      return "an outlet of the next screen is written in prepare(for:sender:) or after "
        + "instantiating it, before its view is loaded"
    case .viewUpdatedInBlockingLoop:
      return "a loop doing its work on the main thread writes its progress to a view on each "
        + "pass: the screen shows only the last value"
    case .observerOnReplacedObject:
      return "an observation that updates the screen is registered on the object a property "
        + "holds, and another method puts a new object there without observing it"
    case .viewsLeftOver:
      return "a method run again (viewWillAppear, an action, a refresh) adds new views or "
        + "layers and removes none that the last run added"
    case .valueAppliedOnlyInSetUp:
      return "a view shows a property only while it is set up (init, awakeFromNib), and the "
        + "property is written later"
    case .unobservedClassModel:
      return "a SwiftUI view shows a written property of a plain class, or a UserDefaults value"
    case .unpublishedProperty:
      return "a SwiftUI view shows a property of an ObservableObject that is not @Published"
    case .stateCopiesInput:
      return "a @State property takes its value from the view's caller, or is written in init"
    case .modelCreatedInPlace:
      return "a view creates its observable model with @ObservedObject or in a plain property"
    case .nestedObjectMutation:
      return "a class held by a @Published property is changed through it"
    case .lostValueCopy:
      return "a var copy of a value is changed and dropped, not written back"
    case .loadNotKeyedOnInput:
      return "a .task or .onAppear loads from an input the parent may change, without task(id:)"
    case .freshIdentities:
      return "items get fresh UUID identities each time the view that makes them is rebuilt"
    case .bindingNotPassedOn:
      return "a Binding parameter or @Binding property is never used: the caller's value stays"
    case .publishedOffMainActor:
      return "a @Published property, or a view's @State, is written from a Task or a closure "
        + "that is not on the main actor"
    case .listChangeAfterAwait:
      return "a list's onMove/onDelete action changes the data only after an await"
    case .transitionWithoutAnimation:
      return "a view with a transition is shown or hidden by a change no animation carries"
    case .stateWrittenDuringBody:
      return "a view's body, or a method it calls, writes the view's @State"
    case .playbackStateNotReset:
      return "a shown playing or running flag set with play() or a timer is never reset at the end"
    case .rowsIdentifiedByTypedText:
      return "a list identifies its rows by their text (id: \\.self) and appends typed text, or "
        + "by a key two rows can share"
    case .searchTextNotRead:
      return "a search field's text (.searchable(text:)) is read by nothing: typing filters nothing"
    case .observableObjectNotObserved:
      return "an ObservableObject is held in @State or a plain property: the view is not subscribed"
    case .representableEditsNotWrittenBack:
      return "a UIViewRepresentable text view or field shows a binding and never writes the "
        + "user's edits back to it"
    case .loadedOnceOnAppear:
      return "an onAppear or task load into @State runs only once: a @State flag stops it and "
        + "nothing resets the flag"
    case .representableInputNotUpdated:
      return "a representable applies an input to its view in makeUIView only: updateUIView "
        + "never applies a new value"
    case .reloadBeforeChangeCompletes:
      return "a list is loaded again right after a DELETE/POST request is started, before its "
        + "response: the load can return the data from before the change"
    case .presentationFlagNotDriving:
      return "a sheet presented by an item hands its content a @State flag to close it, and "
        + "the flag drives nothing: the sheet stays"
    }
  }

  /// The severity most of the rule's findings have (SARIF's `defaultConfiguration`).
  public var defaultSeverity: Severity {
    [.allocationInDraw, .drawWithoutSuper, .drawIgnoresRect].contains(self) ? .note : .warning
  }

  public static func < (lhs: Rule, rhs: Rule) -> Bool { lhs.rawValue < rhs.rawValue }
}
