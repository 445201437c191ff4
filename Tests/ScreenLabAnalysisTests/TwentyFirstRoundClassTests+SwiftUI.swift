import ScreenLabAnalysis

/// SwiftUI models created in place or not observed, state not resynced from an input, and
/// list identities that are not unique or stable.
extension TwentyFirstRoundClassTests {
  static let swiftUIModels: [ClassVariant] = [
    ClassVariant(
      "observedObjectMadeInPlace", .modelCreatedInPlace,
      reported: #"""
        import SwiftUI
        final class CounterModel: ObservableObject {
            @Published var count = 0
            func increment() { count += 1 }
        }
        struct CounterView: View {
            1️⃣@ObservedObject var model = CounterModel()
            var body: some View { Text("\(model.count)") }
        }
        """#,
      correct: #"""
        import SwiftUI
        final class CounterModel: ObservableObject {
            @Published var count = 0
            func increment() { count += 1 }
        }
        struct CounterView: View {
            @StateObject var model = CounterModel()
            var body: some View { Text("\(model.count)") }
        }
        """#),
    ClassVariant(
      "observedObjectMadeInInit", .modelCreatedInPlace,
      reported: #"""
        import SwiftUI
        final class CounterModel: ObservableObject {
            @Published var count = 0
            func increment() { count += 1 }
        }
        struct CounterView: View {
            @ObservedObject var model: CounterModel
            init() {
                1️⃣self.model = CounterModel()
            }
            var body: some View { Text("\(model.count)") }
        }
        """#,
      correct: #"""
        import SwiftUI
        final class CounterModel: ObservableObject {
            @Published var count = 0
            func increment() { count += 1 }
        }
        struct CounterView: View {
            @ObservedObject var model: CounterModel
            init(model: CounterModel) {
                self.model = model
            }
            var body: some View { Text("\(model.count)") }
        }
        """#),
    ClassVariant(
      "observedObjectMadeWithArguments", .modelCreatedInPlace,
      reported: #"""
        import SwiftUI
        final class CounterModel: ObservableObject {
            @Published var count = 0
            func increment() { count += 1 }
        }
        final class Store {}
        struct CounterView: View {
            let store: Store
            1️⃣@ObservedObject private var model: CounterModel = .init()
            var body: some View { Text("\(model.count)") }
        }
        """#,
      correct: #"""
        import SwiftUI
        final class CounterModel: ObservableObject {
            @Published var count = 0
            func increment() { count += 1 }
        }
        final class Store {}
        struct CounterView: View {
            let store: Store
            @StateObject private var model: CounterModel = .init()
            var body: some View { Text("\(model.count)") }
        }
        """#),
    ClassVariant(
      "modelInPlainProperty", .observableObjectNotObserved,
      reported: #"""
        import SwiftUI
        final class CounterModel: ObservableObject {
            @Published var count = 0
            func increment() { count += 1 }
        }
        struct CounterView: View {
            1️⃣let model: CounterModel
            var body: some View { Text("\(model.count)") }
        }
        """#,
      correct: #"""
        import SwiftUI
        final class CounterModel: ObservableObject {
            @Published var count = 0
            func increment() { count += 1 }
        }
        struct CounterView: View {
            @ObservedObject var model: CounterModel
            var body: some View { Text("\(model.count)") }
        }
        """#),
    ClassVariant(
      "environmentObjectReadAsPlainProperty", .observableObjectNotObserved,
      reported: #"""
        import SwiftUI
        final class CounterModel: ObservableObject {
            @Published var count = 0
            func increment() { count += 1 }
        }
        struct CounterBadge: View {
            1️⃣var model = CounterModel.shared
            var body: some View { Text("\(model.count)") }
        }
        extension CounterModel { static let shared = CounterModel() }
        """#,
      correct: #"""
        import SwiftUI
        final class CounterModel: ObservableObject {
            @Published var count = 0
            func increment() { count += 1 }
        }
        struct CounterBadge: View {
            @ObservedObject var model = CounterModel.shared
            var body: some View { Text("\(model.count)") }
        }
        extension CounterModel { static let shared = CounterModel() }
        """#),
    ClassVariant(
      "stateSeededFromInputInInit", .stateCopiesInput,
      reported: #"""
        import SwiftUI
        struct Note: Equatable { var title: String }
        struct NoteEditor: View {
            let note: Note
            @State private var title: String
            init(note: Note) {
                self.note = note
                1️⃣_title = State(initialValue: note.title)
            }
            var body: some View { Text(title) }
        }
        """#,
      correct: #"""
        import SwiftUI
        struct Note: Equatable { var title: String }
        struct NoteEditor: View {
            let note: Note
            var body: some View { Text(note.title) }
        }
        """#),
    ClassVariant(
      "stateCopiedFromInputInOnAppear", .stateCopiesInput,
      reported: #"""
        import SwiftUI
        struct Note: Equatable { var title: String }
        struct NoteEditor: View {
            let note: Note
            @State private var title = ""
            var body: some View {
                Text(title)
                    .onAppear { title = 1️⃣note.title }
            }
        }
        """#,
      correct: #"""
        import SwiftUI
        struct Note: Equatable { var title: String }
        struct NoteEditor: View {
            let note: Note
            @State private var title = ""
            var body: some View {
                Text(title)
                    .onAppear { title = note.title }
                    .onChange(of: note) { _, newValue in title = newValue.title }
            }
        }
        """#),
    ClassVariant(
      "taskNotKeyedOnInput", .loadNotKeyedOnInput,
      reported: #"""
        import SwiftUI
        struct Profile: View {
            let userID: Int
            @State private var name = ""
            var body: some View {
                Text(name)
                    .1️⃣task { name = await load(userID) }
            }
            func load(_ id: Int) async -> String { "\(id)" }
        }
        """#,
      correct: #"""
        import SwiftUI
        struct Profile: View {
            let userID: Int
            @State private var name = ""
            var body: some View {
                Text(name)
                    .task(id: userID) { name = await load(userID) }
            }
            func load(_ id: Int) async -> String { "\(id)" }
        }
        """#),
    ClassVariant(
      "typedRowsIdentifiedBySelf", .rowsIdentifiedByTypedText,
      reported: #"""
        import SwiftUI
        struct Tags: View {
            @State private var tags: [String] = []
            @State private var draft = ""
            var body: some View {
                VStack {
                    TextField("Tag", text: $draft)
                    Button("Add") { tags.append(draft) }
                    ForEach(tags, 1️⃣id: \.self) { Text($0) }
                }
            }
        }
        """#,
      correct: #"""
        import SwiftUI
        struct Tags: View {
            @State private var tags: [String] = []
            @State private var draft = ""
            var body: some View {
                VStack {
                    TextField("Tag", text: $draft)
                    Button("Add") { if !tags.contains(draft) { tags.append(draft) } }
                    ForEach(tags, id: \.self) { Text($0) }
                }
            }
        }
        """#),
    ClassVariant(
      "messagesIdentifiedByTextInModel", .rowsIdentifiedByTypedText,
      reported: #"""
        import SwiftUI
        struct Message { let id = UUID(); let text: String }
        final class Chat: ObservableObject {
            @Published var messages: [Message] = []
            func send(_ text: String) { messages.append(Message(text: text)) }
        }
        struct ChatView: View {
            @StateObject private var chat = Chat()
            var body: some View {
                List {
                    ForEach(chat.messages, 1️⃣id: \.text) { Text($0.text) }
                }
            }
        }
        """#,
      correct: #"""
        import SwiftUI
        struct Message { let id = UUID(); let text: String }
        final class Chat: ObservableObject {
            @Published var messages: [Message] = []
            func send(_ text: String) { messages.append(Message(text: text)) }
        }
        struct ChatView: View {
            @StateObject private var chat = Chat()
            var body: some View {
                List {
                    ForEach(chat.messages, id: \.id) { Text($0.text) }
                }
            }
        }
        """#),
    ClassVariant(
      "pickerItemsRebuiltWithFreshIds", .freshIdentities,
      reported: #"""
        import SwiftUI
        struct Tab: Identifiable { let id = UUID(); let title: String }
        struct Tabs: View {
            @State private var selected: UUID?
            var 1️⃣tabs: [Tab] { ["Home", "Saved"].map { Tab(title: $0) } }
            var body: some View {
                Picker("Tab", selection: $selected) {
                    ForEach(tabs) { Text($0.title).tag(Optional($0.id)) }
                }
            }
        }
        """#,
      correct: #"""
        import SwiftUI
        struct Tab: Identifiable { let id = UUID(); let title: String }
        struct Tabs: View {
            @State private var selected: UUID?
            @State private var tabs: [Tab] = ["Home", "Saved"].map { Tab(title: $0) }
            var body: some View {
                Picker("Tab", selection: $selected) {
                    ForEach(tabs) { Text($0.title).tag(Optional($0.id)) }
                }
            }
        }
        """#),
    ClassVariant(
      "observedObjectWrapperInInit", .modelCreatedInPlace,
      reported: #"""
        import SwiftUI
        final class CounterModel: ObservableObject {
            @Published var count = 0
            func increment() { count += 1 }
        }
        struct CounterView: View {
            @ObservedObject var model: CounterModel
            init() {
                1️⃣_model = ObservedObject(wrappedValue: CounterModel())
            }
            var body: some View { Text("\(model.count)") }
        }
        """#,
      correct: #"""
        import SwiftUI
        final class CounterModel: ObservableObject {
            @Published var count = 0
            func increment() { count += 1 }
        }
        struct CounterView: View {
            @StateObject var model: CounterModel
            init() {
                _model = StateObject(wrappedValue: CounterModel())
            }
            var body: some View { Text("\(model.count)") }
        }
        """#),
    ClassVariant(
      "observedObjectWithDependency", .modelCreatedInPlace,
      reported: #"""
        import SwiftUI
        final class CounterModel: ObservableObject {
            @Published var count = 0
            func increment() { count += 1 }
        }
        final class Service {}
        final class FeedModel: ObservableObject {
            @Published var items: [String] = []
            init(service: Service) {}
            func load() { items = ["a"] }
        }
        struct FeedView: View {
            1️⃣@ObservedObject var model = FeedModel(service: Service())
            var body: some View { List(model.items, id: \.self) { Text($0) } }
        }
        """#,
      correct: #"""
        import SwiftUI
        final class CounterModel: ObservableObject {
            @Published var count = 0
            func increment() { count += 1 }
        }
        final class Service {}
        final class FeedModel: ObservableObject {
            @Published var items: [String] = []
            init(service: Service) {}
            func load() { items = ["a"] }
        }
        struct FeedView: View {
            @ObservedObject var model: FeedModel
            var body: some View { List(model.items, id: \.self) { Text($0) } }
        }
        """#),
    ClassVariant(
      "sharedPlainModelRead", .unobservedClassModel, findings: 2,
      reported: #"""
        import SwiftUI
        final class Session {
            static let shared = Session()
            var userName = ""
            func signIn(_ name: String) { 1️⃣userName = name }
        }
        struct Greeting: View {
            var body: some View { Text(Session.shared.userName) }
        }
        struct SignIn: View {
            var body: some View { Button("Sign in") { 2️⃣Session.shared.userName = "Ana" } }
        }
        """#,
      correct: #"""
        import SwiftUI
        final class Session: ObservableObject {
            static let shared = Session()
            @Published var userName = ""
        }
        struct Greeting: View {
            @ObservedObject var session = Session.shared
            var body: some View { Text(session.userName) }
        }
        struct SignIn: View {
            var body: some View { Button("Sign in") { Session.shared.userName = "Ana" } }
        }
        """#),
  ]
}
