// Imitates: the timer view after the start value became a plain input.
// swift-format-ignore-file
import SwiftUI

struct CountdownView: View {
    let seconds: Int

    var body: some View {
        Text("\(seconds) s")
    }
}
