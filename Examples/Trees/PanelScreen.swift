// Lesson 001's panel screen ("Örtük ve Açık Animasyonlar"), as a standalone source file.
//
// Not compiled by the package: it is input for the analyzer, which prints the lesson's
// `ViewTree` of it and one `change` line per storage key:
//
//   swift run screenlab analyze --tree Examples/Trees/PanelScreen.swift
//   swift run screenlab analyze --tree Examples/Trees/PanelScreen.swift \
//     --label isExpanded=panel-acildi --label isOn=etkin-degisti
//
// The same views, compiled, are `PanelScreen` in `Sources/ScreenLabSeeds/LessonScreens.swift`
// (`screenlab lesson ortuk-ve-acik-animasyonlar/panel --live` runs them).

import SwiftUI

struct PanelScreen: View {
  @State private var isOn = false

  var body: some View {
    VStack {
      Toggle("Etkin", isOn: $isOn)
      DetailPanel(isOn: isOn)
      StatusText()
    }
  }
}

struct DetailPanel: View {
  let isOn: Bool
  @State private var isExpanded = false

  var body: some View {
    VStack {
      Button("Ayrıntı") {
        withAnimation {
          isExpanded.toggle()
        }
      }
      if isExpanded {
        Text("Ayrıntı metni")
      }
    }
    .opacity(isOn ? 1 : 0.4)
    .animation(.default, value: isOn)
  }
}

struct StatusText: View {
  var body: some View {
    Text("Hazır")
  }
}
