// Lesson 001's panel screen ("Örtük ve Açık Animasyonlar") as the lesson wrote it, in a file of
// its own: `import SwiftUI` and all. `screenlab run` compiles it unmodified and runs it:
//
//   swift run screenlab run Examples/Run/PanelScreen.swift --toggle Etkin
//
// prints the view tree and the lesson's line for the toggle (Docs/Run.md);
// `Scripts/run-examples.sh` checks that line against `screenlab lesson … --live`.

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
