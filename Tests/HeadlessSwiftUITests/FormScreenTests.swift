import HeadlessSwiftUI
import Runtime
import Testing

struct FormScreen: View {
  @State private var name = ""
  @State private var volume = 0.5
  let items = [Item(id: 1, title: "bir"), Item(id: 2, title: "iki")]

  var body: some View {
    NavigationStack {
      ScrollView {
        TextField("Ad", text: $name)
        Greeting(name: name)
        Slider(value: $volume, in: 0...1)
        Divider()
        Label("Ayarlar", systemImage: "gear")
        ProgressView(value: volume)
        List(items) { item in
          Text(item.title).font(.caption)
        }
      }
      .navigationTitle("Form")
    }
    .font(.body)
  }
}

struct Greeting: View {
  let name: String
  @Environment(\.font) private var font
  var body: some View { Text("Merhaba \(name) \(font?.name ?? "-")") }
}

/// Containers and input controls of real screens.
@MainActor
struct FormScreenTests {
  @Test func typingIntoATextFieldRerunsTheOwnerAndTheReader() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: FormScreen(), runtime: runtime)
      #expect(host.texts == ["Merhaba  body", "Ayarlar", "bir", "iki"])
      let report = host.measure("ad-yazildi") { host.type("Ada", into: "Ad") }
      #expect(
        report.line()
          == "ad-yazildi: name degisti | yeniden FormScreen yerel, Greeting ebeveyn | atlanan yok")
      #expect(host.texts.first == "Merhaba Ada body")
      #expect(!host.type("x", into: "Yok"))
    }
  }

  @Test func sliderWritesThroughItsBinding() {
    Runtime.withNew { runtime in
      let host = ViewHost(rootView: FormScreen(), runtime: runtime)
      let report = host.measure("ses") { host.write("volume", 0.8) }
      #expect(report.recomputes.map(\.view) == ["FormScreen"])
      #expect(host.read("volume", as: Double.self) == 0.8)
    }
  }
}
