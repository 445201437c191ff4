extension Rule {
  /// How to fix what the rule finds, a few sentences (SARIF's `help`).
  public var help: String {
    switch self {
    case .drawnPropertyWithoutRedraw:
      return "UIKit redraws a view only after setNeedsDisplay() (a layer after its "
        + "setNeedsDisplay() or when needsDisplay(forKey:) names the key). Give the property "
        + "`didSet { setNeedsDisplay() }`, or call setNeedsDisplay() after the write. Writes "
        + "during set-up (initializers, awakeFromNib, viewDidLoad) are not reported."
    case .layoutRequestedForDrawnProperty:
      return "setNeedsLayout() runs layoutSubviews(), not draw(_:): the drawn content stays old. "
        + "Request display (setNeedsDisplay()) for values draw(_:) reads."
    case .drawCalledDirectly:
      return "Outside a display pass there is no current graphics context, so a direct draw(_:) "
        + "call draws nothing on screen. Call setNeedsDisplay() and let UIKit call draw(_:)."
    case .allocationInDraw:
      return "draw(_:) runs on every redraw; objects built there (paths, colours, fonts, "
        + "formatters) are rebuilt each time. Build them when the value or the bounds change."
    case .mutationInDraw:
      return "Drawing should only read. State written, views or layers added, or redraws "
        + "requested inside draw(_:) or the methods it calls take effect in the next pass, or "
        + "redraw for ever. Move them out of the draw path."
    case .drawWithoutSuper:
      return "UIView's draw(_:) is empty, but Apple recommends calling super.draw(rect) first; "
        + "in a subclass of a class that draws (UILabel, your own drawing view) leaving it out "
        + "loses the superclass's drawing."
    case .drawIgnoresRect:
      return "setNeedsDisplay(_:) with a rect asks for that rect only; draw(_:) receives it. "
        + "Drawing outside it costs the same work and is discarded: skip what does not "
        + "intersect the rect."
    case .displayRequestedForLayoutState:
      return "setNeedsDisplay() runs draw(_:), not layoutSubviews(): frames computed in the "
        + "layout pass (a slider's thumb, a track) stay where they were. Request layout "
        + "(setNeedsLayout()) for values layoutSubviews() reads."
    case .drawNeverCalled:
      return "UIImageView is optimized to show its image and does not call the draw(_:) of its "
        + "subclasses. Subclass UIView for custom drawing, or draw into an image "
        + "(UIGraphicsImageRenderer) and assign it to the image view's image."
    case .touchesCancelledNotHandled:
      return "UIKit calls touchesCancelled(_:with:), not touchesEnded(_:with:), when the system "
        + "cancels a touch (an alert, a gesture recognizer, a call); UIResponder asks a view "
        + "that handles touches to override it and clean up the state touchesBegan(_:with:) "
        + "set. Override it and clear the state as touchesEnded(_:with:) does, then call "
        + "setNeedsDisplay()."
    case .animationWithoutModelWrite:
      return "An animation changes only the presentation layer. When it is removed the layer "
        + "shows its model value again. Write the final value to the model layer when adding "
        + "the animation."
    case .snapBackMasked:
      return "isRemovedOnCompletion = false with fillMode = .forwards keeps a finished animation "
        + "on the layer: the screen shows the final value while the model keeps the old one. "
        + "Write the model value and let the animation be removed."
    case .presentationWrite:
      return "presentation() returns a copy the render loop rebuilds every frame. Write the "
        + "model layer instead."
    case .constraintChangeNotLaidOut:
      return "Changing a constraint invalidates layout; the frames change only when layout runs. "
        + "Change the constant before the block and call layoutIfNeeded() on the superview "
        + "inside it (Apple, Auto Layout Guide, \"Animating Changes Made by Auto Layout\")."
    case .animationEndIgnoresValue:
      return "An animation changes only the presentation layer; when it is removed the layer "
        + "shows its model value. Animate to the value the method is given (toValue = value, "
        + "fromValue = the current model value), then write it to the model layer."
    case .layerSizedOnce:
      return "On iOS a layer does not resize with its view (CALayer's autoresizingMask is "
        + "macOS only), and frames read before layout hold the storyboard's sizes. Set the "
        + "layer's frame, a path drawn from the bounds, a corner radius from a size or a "
        + "position from the root view in layoutSubviews() (or layoutSublayers(of:)) or "
        + "viewDidLayoutSubviews(), where the sizes are final."
    case .geometryBeforeLayout:
      return "A view controller's viewWillLayoutSubviews() runs before its view lays out its "
        + "subviews; their frames still hold the previous layout. Compute what depends on a "
        + "subview's size (a corner radius, a layer's frame) in viewDidLayoutSubviews()."
    case .layerAddedOnEveryLayout:
      return "UIKit runs layout passes, appearances and moves many times (a rotation, a size "
        + "change, a label's new text, a tab switch). Make the layer or view once (a stored "
        + "property, set up in the initializer or viewDidLoad(), or behind a nil check) and "
        + "only size or update it in the hook."
    case .controlValuePlacesLayersWithoutObserver:
      return "Call the placing method from the value's observer (var lowerValue = 0.2 { didSet "
        + "{ updateLayerFrames() } }), so a value set from code moves the layers as a touch "
        + "does."
    case .unassignedWeakDelegate:
      return "A call through a nil optional does nothing, silently. Assign the delegate where "
        + "the object is made (editor.delegate = self) and keep the delegate alive elsewhere: "
        + "a weak property does not retain it."
    case .delegateCallbackWithoutReload:
      return "A table shows a model value only in the cell its data source made; writing the "
        + "model changes nothing on screen. Reload the rows that show it "
        + "(reloadRows(at:with:)) or the table (reloadData()), or request a redraw."
    case .listDataWithoutReload:
      return "A table shows a model value only in the cell its data source made. After changing "
        + "the data, reload the rows that show it (reloadRows(at:with:), insertRows(at:with:)) "
        + "or the table (reloadData()), for example in the property's didSet."
    case .uiWorkOffMainThread:
      return "UIKit views may be used only from the main thread. Move the write or the reload into "
        + "DispatchQueue.main.async { } (or MainActor.run) inside the completion handler."
    case .reusedViewConfiguredWhenNew:
      return "dequeueReusable… returns a view that showed another item. Create the view in the "
        + "branch that makes a new one, and set everything that depends on the item after the "
        + "branch, for new and reused views alike (or in the view's prepareForReuse())."
    case .spinnerNeverStopped:
      return "UIActivityIndicatorView spins from startAnimating() until stopAnimating(). Stop "
        + "it where the result (or the error) is shown, on the main queue; with "
        + "hidesWhenStopped it disappears then."
    case .pageControlNotFollowing:
      return "UIPageControl shows the page it is given. Set currentPage where the pages move: "
        + "pageViewController(_:didFinishAnimating:previousViewControllers:"
        + "transitionCompleted:) or scrollViewDidEndDecelerating(_:)."
    case .listDataChangedBeforeDelayedReload:
      return "A table asks for a row's cell whenever the row comes into view, not only at "
        + "reloadData(). Change the data where the reload is, inside the delayed block, so that "
        + "every row shows the same version."
    case .summaryNotRefreshed:
      return "A label keeps the text it was given. Compute the summary in one method and call it "
        + "after every change of the data, including changes made through a method the data is "
        + "passed to (or from the data's didSet)."
    case .stateShownOnlyBySetter:
      return "UIKit's controls show a new state when the property is set (UISwitch.isOn) and "
        + "animate it with set…(_:animated:). Apply the state in the property's didSet, and "
        + "let the method set the property and animate."
    case .layoutWithoutSuper:
      return "The default layoutSubviews() applies the constraints and lays out the subviews "
        + "UIKit's own views manage (a button's title and image, a cell's content view). Call "
        + "super.layoutSubviews() first, then adjust."
    case .valueReadBeforeCompletion:
      return "A completion handler runs after the call that takes it returns. Update the view "
        + "inside the completion, on the main queue (DispatchQueue.main.async), with the value "
        + "it received."
    case .actionNamesGetter:
      return "A timer or action sends the message its selector names to its target. Name the "
        + "method that does the work (#selector(updateStopwatch)), not a property's getter."
    case .unobservedClassModel:
      return "SwiftUI re-runs a view's body when a value it reads changes and it is told so: "
        + "@State and @Binding values, @Observable properties, @Published properties of an "
        + "observed ObservableObject. Mark the class @Observable, or make it an ObservableObject "
        + "with @Published properties held by @StateObject or @ObservedObject; read a user "
        + "default through @AppStorage."
    case .unpublishedProperty:
      return "ObservableObject announces changes through objectWillChange, which @Published "
        + "properties send. Mark the property @Published, or call objectWillChange.send() "
        + "before writing it."
    case .stateCopiesInput:
      return "@State is the view's own storage: SwiftUI keeps it across updates and uses the "
        + "initial value once. Take the value as a plain property (let) or a @Binding, or resync "
        + "the state with .onChange(of:)."
    case .modelCreatedInPlace:
      return "@ObservedObject and plain properties do not own their object: the view struct is "
        + "made again on every parent update, and so is the model. Create the model with "
        + "@StateObject (ObservableObject) or @State (@Observable), or pass it in."
    case .nestedObjectMutation:
      return "@Published publishes when the property is assigned; changing an object it refers "
        + "to does not assign it. Make the nested type a struct, observe the nested object "
        + "directly, or forward its objectWillChange."
    case .lostValueCopy:
      return "Structs are copied on assignment: changing a copy does not change the original. "
        + "Write through the original (items[index].isDone.toggle()) or assign the copy back."
    case .loadNotKeyedOnInput:
      return "task(id:priority:_:) cancels and restarts the task when the id changes; "
        + ".task { } and .onAppear run once per appearance. Key the task on the input "
        + "(.task(id: url)) or reload in .onChange(of: url)."
    case .freshIdentities:
      return "SwiftUI identifies ForEach, List and Picker items by id; an id that changes makes "
        + "a new item, which loses its state and animations. Keep the items in @State or a "
        + "model, make them once (static let), or derive the id from the item's data."
    case .bindingNotPassedOn:
      return "A Binding is a two-way connection to storage its caller owns. Pass the parameter "
        + "on (to the modifier or view that writes it) instead of keeping a @State copy, or "
        + "drop the parameter."
    case .publishedOffMainActor:
      return "Task { } runs on the actor of the code that starts it; from a nonisolated "
        + "initializer or method that is the global executor. Mark the class (or the method) "
        + "@MainActor, or write the property in MainActor.run { }. A URLSession completion "
        + "handler or a background queue's closure runs off the main thread too: send the "
        + "write of a view's @State or a model's property to DispatchQueue.main.async { }."
    case .listChangeAfterAwait:
      return "SwiftUI lays the list out from its data when the move or delete ends. Change the "
        + "data first, synchronously, then send the change to the server (and undo it if "
        + "the request fails)."
    case .transitionWithoutAnimation:
      return "A transition runs only when the view is inserted or removed in a transaction "
        + "that animates. Wrap the change in withAnimation { } or add "
        + ".animation(_:value:) for the value that shows or hides the view."
    case .resetNotShown:
      return "A stopped timer no longer copies the value to the view. Where the value is reset "
        + "and the timer stopped, set the view too (slider.value = 0, or call the timer's "
        + "method once)."
    case .cellStateNotReset:
      return "A table or collection view hands back a cell that showed another item, as it was "
        + "left. Override prepareForReuse() (calling super) and put the subviews back as a new "
        + "cell has them, or set their presence in the configuring method from the item."
    case .controlNotMovedWithValue:
      return "Set the control wherever the value changes: in the value's didSet (slider.value = "
        + "Float(tempo)), or beside each write that does not come from the control."
    case .buttonTitleSetOnLabel:
      return "Set a button's title with setTitle(_:for:) (setAttributedTitle(_:for:) for an "
        + "attributed one), or with its configuration's title for a button made from a "
        + "UIButton.Configuration; titleLabel is for the label's font and other looks."
    case .cellContentNotReset:
      return "Reset the image where the cell is configured, before the download starts "
        + "(imageView.image = nil or a placeholder), and set it in every branch; or clear it in "
        + "prepareForReuse() (calling super). Keep a row's checkmark in the model and set "
        + "accessoryType from it in cellForRowAt, then reload the row when it changes."
    case .destinationOutletWrittenEarly:
      return "Hand the value to a plain property of the destination (var name: String?) and "
        + "set the outlet from it in the destination's viewDidLoad(); or call "
        + "loadViewIfNeeded() on the destination before writing its outlets."
    case .viewUpdatedInBlockingLoop:
      return "Run the loop's work on a background queue (DispatchQueue.global().async, a Task "
        + "off the main actor) and send each progress value to the main queue; or await "
        + "between steps so the main thread can draw."
    case .viewsLeftOver:
      return "Remove the views the last run added before adding new ones (keep them in a "
        + "property or clear the container's subviews), or make the views once in "
        + "viewDidLoad() and only update their content in the repeated method."
    case .valueAppliedOnlyInSetUp:
      return "Apply the value where it changes: a didSet on the property that updates the "
        + "subviews (label.text = title), or the method that builds them called again after "
        + "the write; set-up can then call the same code once."
    case .observerOnReplacedObject:
      return "Register the observation where the new object is made (a method that makes the "
        + "item and observes it, or a didSet on the property that moves the observation), "
        + "and invalidate or remove the old one; or observe a path that follows replacements "
        + "(observe \\.currentItem?.timedMetadata on the player)."
    case .playbackStateNotReset:
      return "An AVFoundation player stops at the end of its item by itself. Observe the end "
        + "(AVPlayerItemDidPlayToEndTime with .onReceive, audioPlayerDidFinishPlaying("
        + "_:successfully:) of a delegate, a boundary time observer) and reset the flag there; "
        + "where a timer invalidates itself, reset its running flag beside invalidate()."
    case .rowsIdentifiedByTypedText:
      return "SwiftUI expects the ids of ForEach and List to be unique. Keep the rows as "
        + "Identifiable items with their own id (struct Item: Identifiable { let id = UUID(); "
        + "var name: String }), or refuse an entry the list already holds."
    case .searchTextNotRead:
      return "The search field only edits the text it is given. Filter what the view shows by "
        + "it (a computed property over the rows, or a model's query that .onChange(of:) "
        + "updates), or remove the search field."
    case .observableObjectNotObserved:
      return "Hold the object with @StateObject when the view creates it, with @ObservedObject "
        + "when a caller passes it, or make the class @Observable (Observation tracks the "
        + "properties a body reads, whatever holds the object)."
    case .loadedOnceOnAppear:
      return "Load on each appearance (drop the flag), or reset the flag where the data "
        + "changes; for data a model publishes, show the model's value instead of a copy."
    case .representableEditsNotWrittenBack:
      return "Give the representable a Coordinator (makeCoordinator()) that is the text view's "
        + "delegate, set it in makeUIView, and write the text back in textViewDidChange(_:) "
        + "(for a text field, an .editingChanged target): parent.text = textView.text."
    case .representableInputNotUpdated:
      return "Apply the input in updateUIView(_:context:) as well (compare it with what the "
        + "view shows first, so an unchanged value costs nothing): makeUIView runs once."
    case .reloadBeforeChangeCompletes:
      return "Load the list again from the change request's completion handler (on the main "
        + "queue), or await the change before the load: two requests started one after the "
        + "other may be answered in any order."
    case .presentationFlagNotDriving:
      return "Close the presentation through what drives it: hand the content a binding to the "
        + "item (set it to nil), or let it call the dismiss action from the environment."
    case .stateWrittenDuringBody:
      return "SwiftUI computes body from the state; a body that changes the state is computed "
        + "again, and SwiftUI warns about modifying state during a view update. Derive the "
        + "value in body (a computed property), or change the state from an action, a task "
        + "or .onChange(of:)."
    }
  }
}
