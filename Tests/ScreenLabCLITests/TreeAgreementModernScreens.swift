import HeadlessSwiftUI
import Observation

// Screens written the way current SwiftUI code holds its models, compiled for the runtime
// measurement and read as text by `screenlab analyze --tree`: TreeAgreementTests requires
// both to give the same change lines.

// MARK: - An @Observable model in @State: each view re-runs for the properties it read

@Observable final class Draft {
  var title = ""
  var text = ""
  var wordCount = 0
}

struct DraftScreen: View {
  @State var draft: Draft
  @State private var isPreviewing = false

  var body: some View {
    VStack {
      Text(draft.title)
      DraftEditor(draft: draft)
      WordCounter(draft: draft)
      Toggle("Preview", isOn: $isPreviewing)
    }
  }
}

/// Edits through bindings: `$draft.title` is passed on, not read here.
struct DraftEditor: View {
  @Bindable var draft: Draft

  var body: some View {
    VStack {
      TextField("Title", text: $draft.title)
      Text(draft.text)
    }
  }
}

struct WordCounter: View {
  let draft: Draft

  var body: some View {
    Text("\(draft.wordCount) words")
  }
}

// MARK: - A binding passed on is not a read of the body that passes it

struct RenameScreen: View {
  @State private var name = "Ada"
  @State private var isLocked = false

  var body: some View {
    VStack {
      NameField(name: $name)
      Toggle("Lock", isOn: $isLocked)
      LockBadge(isLocked: isLocked)
    }
  }
}

struct NameField: View {
  @Binding var name: String

  var body: some View {
    Text(name)
  }
}

struct LockBadge: View {
  let isLocked: Bool

  var body: some View {
    Text(isLocked ? "locked" : "open")
  }
}

// MARK: - Models from the environment and a state object

final class Session: ObservableObject {
  @Published var user = "guest"
  @Published var isOnline = false
}

@Observable final class Theme {
  var accent = "blue"
  var fontScale = 1.0
}

struct AccountScreen: View {
  @StateObject private var session: Session
  private let theme: Theme

  init(session: Session, theme: Theme) {
    _session = StateObject(wrappedValue: session)
    self.theme = theme
  }

  var body: some View {
    VStack {
      AccountHeader()
      StatusLine()
    }
    .environmentObject(session)
    .environment(theme)
  }
}

struct AccountHeader: View {
  @EnvironmentObject var session: Session

  var body: some View {
    Text(session.user)
  }
}

struct StatusLine: View {
  @Environment(Theme.self) private var theme

  var body: some View {
    Text("scale \(theme.fontScale)")
  }
}

// MARK: - A preview wrapper that owns the state a row is bound to

struct SwitchRow: View {
  @Binding var isOn: Bool

  var body: some View {
    Text(isOn ? "on" : "off")
  }
}

struct SwitchRow_Previews: PreviewProvider {
  struct Wrapper: View {
    @State var isOn = false

    var body: some View {
      VStack {
        Text(isOn ? "On" : "Off")
        SwitchRow(isOn: $isOn)
      }
    }
  }

  static var previews: some View { Wrapper() }
}

// MARK: - A modifier applied through a View extension

struct Dimmed: ViewModifier {
  let isDimmed: Bool

  func body(content: Content) -> some View {
    content.opacity(isDimmed ? 0.4 : 1)
  }
}

extension View {
  func dimmed(_ on: Bool) -> some View { modifier(Dimmed(isDimmed: on)) }
}

struct DimScreen: View {
  @State private var isDimmed = false

  var body: some View {
    VStack {
      DimLabel().dimmed(isDimmed)
      Button("dim") { isDimmed.toggle() }
    }
  }
}

struct DimLabel: View {
  var body: some View {
    Text("label")
  }
}
