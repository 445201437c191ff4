extension Rule {
  /// One sentence describing what the rule finds.
  public var summary: String {
    switch self {
    case .drawnPropertyWithoutRedraw:
      return "A property read by draw(_:) is written without setNeedsDisplay(): the view keeps "
        + "showing the old value."
    case .layoutRequestedForDrawnProperty:
      return "A property read by draw(_:) is written and layout is requested instead of "
        + "display: layout does not redraw."
    case .drawCalledDirectly:
      return "draw(_:) is called directly; UIKit calls it after setNeedsDisplay()."
    case .allocationInDraw:
      return "An object is allocated inside draw(_:), on every redraw."
    case .mutationInDraw:
      return "draw(_:) mutates state, the view tree or the layer tree; drawing should only read."
    case .drawWithoutSuper:
      return "An override of draw(_:) does not call super.draw(rect)."
    case .drawIgnoresRect:
      return "A view is asked to redraw a rect with setNeedsDisplay(_:) but its draw(_:) never "
        + "reads the rect: it draws everything, and what falls outside is discarded."
    case .displayRequestedForLayoutState:
      return "A property read by layoutSubviews() is changed and only display, or nothing, is "
        + "requested: the frames the layout pass computes from it stay old."
    case .drawNeverCalled:
      return "draw(_:) is overridden in a subclass of UIImageView, which never calls it: what "
        + "it draws, and every redraw requested for it, never reach the screen."
    case .touchesCancelledNotHandled:
      return "A view that draws clears the state of a touch (a lifted piece, a pressed key) in "
        + "touchesEnded(_:with:) and does not override touchesCancelled(_:with:): when the "
        + "system cancels the touch, the state stays and the view keeps drawing it."
    case .animationWithoutModelWrite:
      return "An animation is added but the layer's model value is never written: the layer "
        + "snaps back when the animation ends."
    case .snapBackMasked:
      return "isRemovedOnCompletion = false with fillMode = .forwards hides the snap-back "
        + "instead of writing the model value."
    case .presentationWrite:
      return "A presentation() copy is written; the write is lost at the next frame."
    case .constraintChangeNotLaidOut:
      return "A constraint changes inside an animation block that does not lay the view out: "
        + "the change is applied at the next layout pass, without animation."
    case .animationEndIgnoresValue:
      return "An animation runs to a constant end value while its method writes the value it is "
        + "given to the model layer: the layer animates towards the constant and jumps to the "
        + "model value when the animation is removed. A position animated to or from a frame's "
        + "origin misses the centre the position is by half the layer's size, with the same "
        + "jump."
    case .layerSizedOnce:
      return "Set-up code sizes a layer (a mask, a sublayer) from the view's bounds once, and "
        + "layoutSubviews() resizes the other layers but not it; or code that runs before Auto "
        + "Layout has sized the views (viewDidLoad(), awakeFromNib(), init(coder:), "
        + "viewWillAppear(_:)) reads a frame, bounds or center and computes geometry from it (a "
        + "corner radius, a frame or position, a path, an emitter's position) that no layout "
        + "callback computes again: after the layout pass, or any later size change, it keeps "
        + "the first size."
    case .geometryBeforeLayout:
      return "viewWillLayoutSubviews() computes a value from a subview's frame or bounds, "
        + "which Auto Layout sets only in the layout pass that follows: after a size change "
        + "the value follows the previous layout."
    case .layerAddedOnEveryLayout:
      return "A hook UIKit runs many times (a layout pass, viewWillAppear(_:), "
        + "willMove(toSuperview:), traitCollectionDidChange(_:)) makes a new layer or view and "
        + "adds it each time, and nothing removes the last one: the old ones stay on screen "
        + "beside the new and pile up; or a layout pass replaces a view other code writes "
        + "into, and what was written is lost."
    case .controlValuePlacesLayersWithoutObserver:
      return "A custom control's tracking changes its value and calls the method that places "
        + "its layers (the thumbs of a range slider); the value has no observer, so code that "
        + "sets it leaves the layers where they were until the next touch."
    case .unassignedWeakDelegate:
      return "A weak delegate or data source is called through but never assigned: every call "
        + "does nothing."
    case .delegateCallbackWithoutReload:
      return "A delegate callback writes a model value that cells or draw(_:) show, without "
        + "reloadData(), reloadRows(at:with:) or setNeedsDisplay(): the row stays stale."
    case .listDataWithoutReload:
      return "A property the cells show is written and the table or collection is not reloaded: "
        + "the rows keep the old values."
    case .uiWorkOffMainThread:
      return "A view is changed from a background queue (a URLSession completion handler, a "
        + "global or private dispatch queue, with async or sync, an operation queue): UIKit is "
        + "not thread-safe and the screen may not update."
    case .reusedViewConfiguredWhenNew:
      return "A dequeued cell or annotation view gets the item's content only in the branch "
        + "that creates a new one: a reused view keeps the previous item's content."
    case .spinnerNeverStopped:
      return "An activity indicator is started and nothing stops, hides or removes it: the "
        + "screen keeps its loading state after the result is shown."
    case .pageControlNotFollowing:
      return "A page control's currentPage is set once, during set-up, in a type that pages: "
        + "the dots stay on the first page while the user moves through the pages."
    case .listDataChangedBeforeDelayedReload:
      return "A property the cells show is written at once while the reload that shows it is "
        + "scheduled after a delay: rows made in between show the new data next to rows that "
        + "still show the old."
    case .summaryNotRefreshed:
      return "A label shows a value computed from some data (a total, a count, a member), and "
        + "one method that changes the data updates it while another does not: after the other "
        + "change the label keeps the old value."
    case .stateShownOnlyBySetter:
      return "A view's state property (isOn, value) has no observer, and only its "
        + "set…(_:animated:) method applies it to the view: a client that sets the property "
        + "directly, as on a UIKit control, leaves the view as it was."
    case .layoutWithoutSuper:
      return "layoutSubviews() of a button, cell, scroll view, stack view or another UIKit view "
        + "that lays out its own subviews does not call super.layoutSubviews(): UIKit's layout "
        + "of the title, image or content view does not run, and they keep stale frames."
    case .valueReadBeforeCompletion:
      return "A local variable or a property that an asynchronous completion sets is read for "
        + "the screen right after the call that starts the load: the completion has not run "
        + "yet, so the view shows the old value and nothing shows the new one."
    case .actionNamesGetter:
      return "A timer, display link, control action or gesture recognizer is given "
        + "#selector(getter: property): each time it fires it only reads the property, so the "
        + "method meant to update the screen never runs and the view keeps its old value."
    case .resetNotShown:
      return "A method stops the timer that copies a value to a view (a player's position to "
        + "a slider) and resets that value without setting the view: the timer no longer "
        + "runs, so the view keeps the old value."
    case .cellStateNotReset:
      return "A reusable cell changes which of its subviews it shows on its own (a card flipped, "
        + "a view hidden), and neither its configuring method nor prepareForReuse() puts them "
        + "back: a reused cell shows the new item's content in the previous item's state."
    case .controlNotMovedWithValue:
      return "A control's action sets a value from the control (tempo = Int(slider.value)), and "
        + "other code (a plus button, a reset) changes the value without moving the control: "
        + "the control shows another value than the screen's label, and the next drag jumps "
        + "back from it."
    case .buttonTitleSetOnLabel:
      return "A button's title is written through its titleLabel (button.titleLabel?.text = …): "
        + "UIButton keeps a title for each state and sets its label from it when it lays out "
        + "or changes state, so the text written to the label is replaced by the old title."
    case .cellContentNotReset:
      return "A reusable cell's image is set only when a download finishes or only when the "
        + "item has one (or a cell's accessory is set on the cell, outside the data source), "
        + "and neither the configuring code nor prepareForReuse() resets it: a reused cell "
        + "shows the previous row's image or checkmark."
    case .destinationOutletWrittenEarly:
      return "An outlet of the screen about to be shown is written in prepare(for:sender:) (or "
        + "right after instantiating it), before its view is loaded: the outlet is still nil, "
        + "so the write is dropped (or crashes) and the screen shows the storyboard's content."
    case .viewUpdatedInBlockingLoop:
      return "A loop does its work on the main thread and writes a view's progress or text on "
        + "each pass: the screen is drawn only when the method returns, so it freezes and "
        + "then shows the last value only."
    case .viewsLeftOver:
      return "A method that runs again and again (viewWillAppear, viewDidAppear, a button's "
        + "action, a refresh and the fetch it starts) makes new views or layers and adds them "
        + "to a view that stays, removing none of those the last run added, so the old ones "
        + "stay on screen with the new ones."
    case .valueAppliedOnlyInSetUp:
      return "A view copies a stored property into its subviews or layers only while it is "
        + "made (init, awakeFromNib and the helpers only they call) and reads it nowhere "
        + "else; code that sets the property later, in the view or in its owner after the "
        + "view was made, changes a value the screen never reads again."
    case .observerOnReplacedObject:
      return "A key-value observation, a notification observer filtered to one object or a "
        + "time observer is registered on the object a stored property holds, and its handler "
        + "updates the screen; another method later puts a new object in the property without "
        + "observing it, so the handler stops running and the view keeps the old value."
    case .unobservedClassModel:
      return "A SwiftUI view shows a property of a class that is neither @Observable nor an "
        + "ObservableObject, or a value its body reads from UserDefaults; a change tells no one "
        + "and the view keeps the old value."
    case .unpublishedProperty:
      return "A SwiftUI view shows a property of an ObservableObject that is not @Published: "
        + "writing it sends no objectWillChange and the view keeps the old value."
    case .stateCopiesInput:
      return "A @State property is given its value by the view's caller (or written in init): "
        + "SwiftUI keeps the first value and ignores the later ones."
    case .modelCreatedInPlace:
      return "A view creates its observable model with @ObservedObject or in a plain stored "
        + "property: every update of the parent makes a new model and the state is lost."
    case .nestedObjectMutation:
      return "A @Published property holds a class and the object is changed through it, or "
        + "holds an ObservableObject whose changes it does not forward: the property keeps the "
        + "same reference, so nothing is published."
    case .lostValueCopy:
      return "A var copy of a value (an array element, a loop variable) is changed and then "
        + "dropped: the stored value, and the screen, stay as they were."
    case .loadNotKeyedOnInput:
      return "A .task or .onAppear loads content from a property the parent passes, and is not "
        + "keyed on it: when the parent passes a new value, the old content stays."
    case .freshIdentities:
      return "Identifiable items whose id is a UUID() default are made again each time the view "
        + "is rebuilt: every update gives new identities, and selection and animation state "
        + "kept by id is lost."
    case .bindingNotPassedOn:
      return "A Binding parameter (or a view's @Binding property) is never used: the view "
        + "writes a copy of its own, and the caller's value, and the screen that shows it, "
        + "stay as they were."
    case .publishedOffMainActor:
      return "An ObservableObject's @Published property is written inside a Task started "
        + "from code that is not isolated to the main actor: the task runs on the global "
        + "executor and the view is told of the change off the main thread. The same for a "
        + "view's @State or a model's property written in a URLSession completion handler or "
        + "a background queue's closure."
    case .listChangeAfterAwait:
      return "A list's onMove or onDelete action changes the data only after an await: when "
        + "the gesture ends the list still shows the old data, so the row snaps back, and "
        + "moves later."
    case .transitionWithoutAnimation:
      return "A view has a transition, and the state that inserts or removes it changes "
        + "outside any animation: the transition never runs and the view appears and "
        + "disappears at once."
    case .stateWrittenDuringBody:
      return "A view's body, or a method or property it calls while it is computed, writes the "
        + "view's @State (or queues a write on the main queue): the body is computed again, "
        + "and the screen trails the state by one update or loops."
    case .playbackStateNotReset:
      return "A flag a view shows (@State, or a model's @Published) is set when a player or "
        + "a timer starts, and nothing resets it at the end: when the sound ends, or the timer "
        + "stops itself, the view keeps showing it playing or running."
    case .rowsIdentifiedByTypedText:
      return "A ForEach or List identifies its rows by the values themselves (id: \\.self) and the "
        + "view appends text the user typed without checking for a repeat: two equal entries "
        + "share one identity, and SwiftUI can show, animate or delete the wrong row."
    case .searchTextNotRead:
      return "A view binds its own state to a search field (.searchable(text: $query)) and reads "
        + "the state nowhere else: what the user types changes nothing the view shows."
    case .observableObjectNotObserved:
      return "A view keeps an ObservableObject in @State, a let or a plain var and shows its "
        + "@Published values: only @StateObject, @ObservedObject and @EnvironmentObject "
        + "subscribe a view to objectWillChange, so the view keeps the old values."
    case .loadedOnceOnAppear:
      return "A view's onAppear or task loads data into its @State only when a @State flag is "
        + "not set, sets the flag and never resets it: later appearances load nothing, so the "
        + "view keeps showing the first result while the data moves on."
    case .representableEditsNotWrittenBack:
      return "A UIViewRepresentable shows a @Binding in a UITextView or UITextField and nothing "
        + "(no coordinator delegate, no target) writes what the user types back to it: the "
        + "binding keeps the old text and the next updateUIView puts it back on screen."
    case .representableInputNotUpdated:
      return "A UIViewRepresentable applies an input to its view in makeUIView and nowhere "
        + "else: SwiftUI makes the view once and hands new values to updateUIView, which "
        + "never applies this one, so the view keeps the first value."
    case .reloadBeforeChangeCompletes:
      return "A view or model starts a request that changes the server's data (DELETE, POST, "
        + "PUT, PATCH) and loads the list again in the next statements instead of in the "
        + "request's completion: the load can be answered before the change is made, and the "
        + "screen keeps the data from before it."
    case .presentationFlagNotDriving:
      return "A view presents a sheet (or cover, or popover) for an item and hands its content "
        + "a @State Bool that nothing else reads: when the content sets it to false to close "
        + "itself, the item stays set and the sheet stays on screen."
    }
  }
}
