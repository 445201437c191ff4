// Lesson 004's board screen ("Hareketler"), as a standalone source file.
//
// Not compiled by the package: it is input for the analyzer.
//
//   swift run screenlab analyze --tree Examples/Trees/BoardScreen.swift
//
// The same views, compiled, are `BoardScreen` in `Sources/ScreenLabSeeds/LessonScreens.swift`
// (`screenlab lesson hareketler/drag --live` drags their card with a finger).

import SwiftUI

struct BoardScreen: View {
  @State private var position = CGSize.zero

  var body: some View {
    VStack {
      DragCard(position: $position)
      PositionLabel(position: position)
      HintText()
    }
  }
}

struct DragCard: View {
  @Binding var position: CGSize
  @GestureState private var dragOffset = CGSize.zero

  var body: some View {
    RoundedRectangle(cornerRadius: 12)
      .offset(
        x: position.width + dragOffset.width,
        y: position.height + dragOffset.height
      )
      .gesture(
        DragGesture()
          .updating($dragOffset) { value, state, _ in
            state = value.translation
          }
          .onEnded { value in
            position.width += value.translation.width
            position.height += value.translation.height
          }
      )
  }
}

struct PositionLabel: View {
  let position: CGSize

  var body: some View {
    Text("\(Int(position.width)), \(Int(position.height))")
  }
}

struct HintText: View {
  var body: some View {
    Text("Kartı sürükleyin")
  }
}
