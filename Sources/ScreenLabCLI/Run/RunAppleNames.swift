import Foundation

/// Whether a name the compiler could not find is Apple API (which ScreenLab lacks) or something
/// the file expects from elsewhere: another file of its project, an asset catalog's generated
/// symbols, a package (Docs/Run.md §6).
///
/// The test is by name, as a reader of the message would tell: Apple's frameworks by module
/// name; Apple's Objective-C-era types by their two- or three-letter prefix (`UI`, `CA`, `CG`,
/// `NS`, `AV`, …, followed by a capitalized word); SwiftUI, Combine, Observation and Swift
/// Charts names (which have no prefix) and the view modifiers and members real files use most
/// by the lists below, taken from Apple's documentation of those frameworks (iOS 13 to 18). A
/// name in none of them (`CardView`, `Theme`, `Color.brandBlue`) is taken as the file's own
/// world: a type or extension it expects from elsewhere. The lists are not complete; a rare
/// Apple name outside them is reported as "from elsewhere", and the message says how it
/// decided.
enum RunAppleNames {
  enum Origin: Equatable { case apple, elsewhere }

  /// Apple frameworks a view file may import.
  static let frameworks: Set<String> = [
    "SwiftUI", "UIKit", "Foundation", "Combine", "CoreGraphics", "QuartzCore", "Observation",
    "os", "OSLog", "Dispatch", "CoreFoundation", "CoreImage", "CoreText", "AVFoundation", "AVKit",
    "MapKit", "Charts", "PhotosUI", "Photos", "CoreLocation", "CoreData", "SwiftData",
    "StoreKit", "WebKit", "SafariServices", "UserNotifications", "CoreHaptics", "CoreMotion",
    "GameplayKit", "SpriteKit", "SceneKit", "ARKit", "RealityKit", "Vision", "VisionKit",
    "PencilKit", "Metal", "MetalKit", "CryptoKit", "AuthenticationServices",
    "LocalAuthentication", "Contacts", "ContactsUI", "EventKit", "EventKitUI", "HealthKit",
    "HomeKit", "MessageUI", "MultipeerConnectivity", "NaturalLanguage", "Network", "PDFKit",
    "QuickLook", "ReplayKit", "Speech", "TipKit", "WidgetKit", "ActivityKit", "AppIntents",
    "Accelerate", "AudioToolbox", "CoreBluetooth", "CoreML", "CoreMedia", "CoreVideo",
    "ImageIO", "LinkPresentation", "MediaPlayer", "UniformTypeIdentifiers", "GameKit",
    "CloudKit", "Intents", "IntentsUI", "CallKit", "simd", "AppKit", "WatchKit",
    "PlaygroundSupport", "XCTest",
  ]

  /// The prefixes of Apple's Objective-C-era types and functions.
  static let prefixes = [
    "UI", "CA", "CG", "NS", "AV", "MK", "SK", "SCN", "CL", "CN", "PH", "WK", "SF", "GK", "HK",
    "EK", "AR", "RP", "MP", "CK", "LA", "AS", "UN", "CT", "CI", "CM", "CV", "MTL", "MTK", "PK",
    "QL", "VN", "ML", "NL", "WC", "CH", "CB", "DispatchQueue",
  ]

  /// SwiftUI, Combine, Observation, Swift Charts and SwiftData names without a prefix.
  static let types: Set<String> = [
    // Views and containers
    "View", "Text", "Image", "Button", "Toggle", "Slider", "Stepper", "Picker", "DatePicker",
    "ColorPicker", "TextField", "SecureField", "TextEditor", "Label", "Link", "Menu",
    "ProgressView", "Gauge", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack",
    "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "GridItem", "ScrollView", "ScrollViewReader",
    "ScrollViewProxy", "List", "ForEach", "Section", "Form", "Group", "GroupBox",
    "DisclosureGroup", "OutlineGroup", "NavigationView", "NavigationStack",
    "NavigationSplitView", "NavigationLink", "NavigationPath", "TabView", "Spacer", "Divider",
    "EmptyView", "AnyView", "TupleView", "GeometryReader", "GeometryProxy", "Canvas",
    "TimelineView", "Color", "Gradient", "LinearGradient", "RadialGradient",
    "AngularGradient", "EllipticalGradient", "MeshGradient", "Rectangle", "RoundedRectangle",
    "UnevenRoundedRectangle", "Circle", "Ellipse", "Capsule", "Path", "Shape",
    "InsettableShape", "AnyShape", "ShareLink", "PhotosPicker", "ContentUnavailableView",
    "ControlGroup", "LabeledContent", "ViewThatFits", "AsyncImage", "EditButton",
    "RenameButton", "PasteButton", "SignInWithAppleButton", "Table", "TableColumn",
    "SubscriptionStoreView", "ProductView", "StoreView", "VideoPlayer", "Map", "Marker",
    "Annotation", "MapAnnotation", "MapMarker", "Chart", "BarMark", "LineMark", "PointMark",
    "AreaMark", "RuleMark", "RectangleMark", "SectorMark", "ScrollViewReader", "TimelineView",
    "ToolbarItem", "ToolbarItemGroup", "ToolbarContent", "Tab", "KeyframeAnimator",
    "PhaseAnimator", "SpriteView", "SceneView", "WebView", "TextFieldLink", "Layout",
    "AnyLayout", "HStackLayout", "VStackLayout", "ZStackLayout", "GridLayout",
    // App structure
    "App", "Scene", "WindowGroup", "DocumentGroup", "Settings", "Window", "Commands",
    "CommandMenu", "PreviewProvider", "Previewable", "AppStorage", "SceneStorage",
    "StateObject", "ObservedObject", "EnvironmentObject", "Environment", "State", "Binding",
    "Bindable", "FocusState", "FocusedValue", "GestureState", "Namespace", "ScaledMetric",
    "FetchRequest", "SectionedFetchRequest", "Query", "Model", "ModelContext",
    "ModelContainer", "UIApplicationDelegateAdaptor", "EnvironmentValues", "EnvironmentKey",
    "Transaction", "ViewBuilder", "SceneBuilder", "ToolbarContentBuilder",
    // Styles, modifiers, values
    "ViewModifier", "ButtonStyle", "PrimitiveButtonStyle", "ToggleStyle", "LabelStyle",
    "ProgressViewStyle", "GaugeStyle", "MenuStyle", "TextFieldStyle", "PickerStyle",
    "ListStyle", "TabViewStyle", "IndexViewStyle", "NavigationViewStyle", "GroupBoxStyle",
    "DisclosureGroupStyle", "ControlGroupStyle", "LabeledContentStyle", "ShapeStyle",
    "AnyShapeStyle", "HierarchicalShapeStyle", "ForegroundStyle", "BackgroundStyle",
    "TintShapeStyle", "Material", "Font", "Angle", "Anchor", "UnitPoint", "Alignment",
    "HorizontalAlignment", "VerticalAlignment", "Edge", "EdgeInsets", "Axis", "ContentMode",
    "ColorScheme", "DynamicTypeSize", "ControlSize", "Visibility", "Animation", "Animatable",
    "AnimatableData", "AnimatablePair", "VectorArithmetic", "AnyTransition", "Transition",
    "ContentTransition", "StrokeStyle", "FillStyle", "CoordinateSpace", "NamedCoordinateSpace",
    "ProposedViewSize", "ViewDimensions", "LayoutSubview", "LayoutSubviews", "PreferenceKey",
    "ButtonRole", "ButtonBorderShape", "SubmitLabel", "KeyboardShortcut", "KeyEquivalent",
    "EventModifiers", "GraphicsContext", "SymbolRenderingMode", "SymbolVariants",
    "TextAlignment", "TruncationMode", "RoundedCornerStyle", "BlendMode", "Gesture",
    "DragGesture", "TapGesture", "LongPressGesture", "MagnificationGesture", "MagnifyGesture",
    "RotationGesture", "RotateGesture", "SpatialTapGesture", "SimultaneousGesture",
    "SequenceGesture", "ExclusiveGesture", "GestureMask", "Alert", "ActionSheet",
    "ConfirmationDialog", "DismissAction", "OpenURLAction", "RefreshAction",
    "PresentationDetent", "NavigationBarItem", "ToolbarItemPlacement", "ScrollTargetBehavior",
    "ScrollPosition", "Spring", "UnitCurve", "TimelineSchedule", "Text.Scale",
    "LocalizedStringKey", "AttributedString", "Symbol", "SensoryFeedback", "Tint",
    "ImageRenderer", "ImageResource", "ColorResource", "EditMode", "SearchFieldPlacement",
    "ListRowSeparator", "Prominence",
    // Combine, Observation, concurrency
    "ObservableObject", "Published", "Observable", "ObservationIgnored", "AnyCancellable",
    "PassthroughSubject", "CurrentValueSubject", "Just", "Future", "AnyPublisher", "Publisher",
    "Subscribers", "Cancellable", "Timer", "RunLoop", "MainActor", "Task", "TaskGroup",
    "AsyncStream", "Date", "URL", "UUID", "Data", "Locale", "Calendar", "DateFormatter",
    "NumberFormatter", "JSONDecoder", "JSONEncoder", "FileManager", "Bundle",
    "UserDefaults", "NotificationCenter", "Notification", "IndexSet", "Measurement",
    "TimeZone", "DateComponents", "ProcessInfo", "URLSession", "URLRequest",
  ]

  /// View modifiers and members of Apple types real files use (SwiftUI's `View`, `Text`,
  /// `Image`, `Color`, `Font`, `Shape`, `Animation`; UIKit's views and layers).
  static let members: Set<String> = [
    "padding", "frame", "background", "overlay", "foregroundColor", "foregroundStyle", "font",
    "fontWeight", "fontDesign", "bold", "italic", "underline", "strikethrough", "kerning",
    "tracking", "baselineOffset", "textCase", "lineLimit", "lineSpacing",
    "multilineTextAlignment", "minimumScaleFactor", "truncationMode", "monospacedDigit",
    "monospaced", "cornerRadius", "clipShape", "clipped", "mask", "shadow", "border", "opacity",
    "blur", "brightness", "contrast", "saturation", "grayscale", "hueRotation", "blendMode",
    "compositingGroup", "drawingGroup", "scaleEffect", "rotationEffect", "rotation3DEffect",
    "offset", "position", "zIndex", "aspectRatio", "scaledToFit", "scaledToFill", "resizable",
    "renderingMode", "symbolRenderingMode", "symbolVariant", "symbolEffect", "imageScale",
    "interpolation", "antialiased", "fixedSize", "layoutPriority", "ignoresSafeArea",
    "edgesIgnoringSafeArea", "safeAreaInset", "safeAreaPadding", "contentMargins",
    "containerRelativeFrame", "onTapGesture", "onLongPressGesture", "gesture",
    "simultaneousGesture", "highPriorityGesture", "onAppear", "onDisappear", "onChange",
    "onReceive", "onSubmit", "task", "refreshable", "searchable", "toolbar",
    "toolbarBackground", "toolbarColorScheme", "toolbarRole", "navigationTitle",
    "navigationBarTitle", "navigationBarTitleDisplayMode", "navigationBarHidden",
    "navigationBarBackButtonHidden", "navigationBarItems", "navigationDestination",
    "navigationViewStyle", "sheet", "fullScreenCover", "popover", "alert", "actionSheet",
    "confirmationDialog", "presentationDetents", "presentationDragIndicator",
    "presentationCornerRadius", "presentationBackground", "interactiveDismissDisabled",
    "animation", "transition", "matchedGeometryEffect", "contentTransition",
    "contentShape", "allowsHitTesting", "disabled", "tint", "accentColor", "buttonStyle",
    "buttonBorderShape", "toggleStyle", "pickerStyle", "listStyle", "labelStyle",
    "progressViewStyle", "textFieldStyle", "tabViewStyle", "indexViewStyle", "datePickerStyle",
    "menuStyle", "gaugeStyle", "controlSize", "labelsHidden", "listRowBackground",
    "listRowInsets", "listRowSeparator", "listRowSeparatorTint", "listSectionSeparator",
    "scrollContentBackground", "scrollDisabled", "scrollIndicators", "scrollTargetBehavior",
    "scrollTargetLayout", "scrollPosition", "scrollTransition", "scrollClipDisabled",
    "scrollDismissesKeyboard", "keyboardType", "textContentType", "textInputAutocapitalization",
    "autocapitalization", "autocorrectionDisabled", "disableAutocorrection", "submitLabel",
    "focused", "environment", "environmentObject", "preferredColorScheme", "colorScheme",
    "statusBar", "statusBarHidden", "persistentSystemOverlays", "tabItem", "badge", "tag",
    "id", "equatable", "redacted", "unredacted", "privacySensitive", "accessibilityLabel",
    "accessibilityHint", "accessibilityValue", "accessibilityHidden",
    "accessibilityIdentifier", "accessibilityAddTraits", "accessibilityElement",
    "accessibilityAction", "sensoryFeedback", "onHover", "hoverEffect", "contextMenu",
    "swipeActions", "onDelete", "onMove", "deleteDisabled", "moveDisabled", "onDrag",
    "onDrop", "draggable", "dropDestination", "coordinateSpace", "preference",
    "onPreferenceChange", "anchorPreference", "overlayPreferenceValue",
    "backgroundPreferenceValue", "alignmentGuide", "visualEffect", "geometryGroup",
    "phaseAnimator", "keyframeAnimator", "onGeometryChange", "onScrollGeometryChange",
    "fill", "stroke", "strokeBorder", "trim", "inset", "rotation", "scale", "path", "offsetBy",
    "gradient", "opacity", "mix", "spring", "bouncy", "smooth", "snappy", "easeIn",
    "easeOut", "easeInOut", "linear", "interpolatingSpring", "interactiveSpring",
    "timingCurve", "repeatForever", "repeatCount", "delay", "speed", "title", "title2",
    "title3", "largeTitle", "headline", "subheadline", "body", "callout", "caption",
    "caption2", "footnote", "system", "custom", "weight", "width", "primary", "secondary",
    "tertiary", "quaternary", "accentColor", "systemBackground", "secondarySystemBackground",
    "tertiarySystemBackground", "systemGroupedBackground", "label", "secondaryLabel",
    "systemFill", "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5",
    "systemGray6", "systemBlue", "systemRed", "systemGreen", "systemOrange", "systemYellow",
    "systemPink", "systemPurple", "systemTeal", "systemIndigo", "systemMint", "systemCyan",
    "systemBrown", "separator", "link", "mint", "teal", "cyan", "indigo", "brown",
    "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial",
    "ultraThickMaterial", "bar", "glassEffect", "containerBackground", "presentationSizing",
    "defaultScrollAnchor", "scrollBounceBehavior", "fontWidth", "dynamicTypeSize",
    "setAffineTransform", "affineTransform", "beginTracking", "continueTracking",
    "endTracking", "cancelTracking", "shared", "setNeedsDisplay", "setNeedsLayout",
    "layoutIfNeeded", "sizeToFit", "bringSubviewToFront", "sendSubviewToBack",
    "convert", "hitTest", "point", "addGestureRecognizer", "removeFromSuperview",
    "cgColor", "cgPath", "withAlphaComponent", "preferredFont", "systemFont",
    "boldSystemFont", "italicSystemFont", "monospacedDigitSystemFont",
    "monospacedSystemFont", "addSublayer", "insertSublayer", "removeAllAnimations",
    "presentation", "model", "contentsScale", "rasterizationScale", "shouldRasterize",
    "animate", "transition", "performWithoutAnimation", "keyWindow", "windows",
    "connectedScenes", "open", "canOpenURL", "sendAction", "resignFirstResponder",
    "becomeFirstResponder", "safeAreaLayoutGuide", "readableContentGuide",
    "keyboardLayoutGuide", "traitCollection", "userInterfaceStyle", "overrideUserInterfaceStyle",
    "pushViewController", "popViewController", "present", "dismiss", "navigationController",
    "navigationItem", "tabBarController", "addChild", "didMove", "willMove", "appearance",
    "userInterfaceLayoutDirection", "semanticContentAttribute", "cgImage", "calendar",
    "motionEffects", "addMotionEffect",
  ]

  /// Apple's free functions without a prefix.
  static let functions: Set<String> = [
    "withAnimation", "withTransaction", "withObservationTracking", "assert", "print",
    // Members of UIKit's view controllers that a subclass names without `self.`, so the
    // compiler reports them as not in scope.
    "navigationItem", "navigationController", "tabBarController", "splitViewController",
    "presentingViewController", "presentedViewController", "performSegue",
    "showDetailViewController",
    "traitCollection", "editButtonItem", "toolbarItems", "hidesBottomBarWhenPushed",
  ]

  /// Where `symbol` comes from: Apple or elsewhere. `member` says the compiler reported it as
  /// a member (`has no member 'x'`), `module` as a module (`no such module 'X'`).
  /// `known` adds the names ScreenLab has (``known(coverage:)``).
  static func origin(
    of symbol: String, member: Bool = false, module: Bool = false, known: Known = Known()
  ) -> Origin {
    if module { return frameworks.contains(symbol) ? .apple : .elsewhere }
    if member {
      return members.contains(symbol) || known.members.contains(symbol) ? .apple : .elsewhere
    }
    if types.contains(symbol) || functions.contains(symbol) || known.types.contains(symbol) {
      return .apple
    }
    for prefix in prefixes where symbol.hasPrefix(prefix) {
      let rest = symbol.dropFirst(prefix.count)
      if rest.isEmpty || rest.first?.isUppercase == true { return .apple }
    }
    return .elsewhere
  }
}
