import HeadlessSwiftUI
import Observation

// The course's opening measurement: six changes, eight recomputes, two per channel.

@Observable final class Inbox {
  var unread = 0
  var title = "Gelen"
}

final class Settings: ObservableObject {
  @Published var volume = 1
}

private enum AccentKey: EnvironmentKey {
  static let defaultValue = "mavi"
}

extension EnvironmentValues {
  var accent: String {
    get { self[AccentKey.self] }
    set { self[AccentKey.self] = newValue }
  }
}

struct OpeningScreen: View {
  @State private var count = 0
  @State private var name = "a"
  let inbox: Inbox
  let settings: Settings

  var body: some View {
    VStack {
      Text("\(count)")
      CounterLabel(count: count)
      NameField(name: $name)
      FlagView()
      InboxBadge(inbox: inbox)
      VolumeView(settings: settings)
      AccentLabel()
      AccentIcon()
    }
  }
}

struct CounterLabel: View {
  let count: Int
  var body: some View { Text("sayi \(count)") }
}

struct NameField: View {
  @Binding var name: String
  var body: some View { Text(name) }
}

struct FlagView: View {
  @State private var flag = false
  var body: some View {
    Button(flag ? "acik" : "kapali") { flag.toggle() }
  }
}

struct InboxBadge: View {
  let inbox: Inbox
  var body: some View { Text("\(inbox.unread)") }
}

struct VolumeView: View {
  @ObservedObject var settings: Settings
  var body: some View { Text("ses \(settings.volume)") }
}

struct AccentLabel: View {
  @Environment(\.accent) private var accent
  var body: some View { Text(accent) }
}

struct AccentIcon: View {
  @Environment(\.accent) private var accent
  var body: some View { Image(systemName: accent) }
}
