import Foundation
import ScreenLabAnalysis
import Testing

/// SL422: a sheet presented by an item whose content is handed a flag that drives nothing to
/// close it (Docs/Analyzer.md, "SwiftUI values that are not observed", SL422).
@Suite(.enabled(if: analyzerIsAvailable, "needs the toolchain's SwiftSyntax"))
struct SwiftUIPresentationFlagClassTests {
  /// A pantry list that opens an editor for the tapped jar, presented as `presentation`.
  static func pantry(_ presentation: String) -> String {
    """
    import SwiftUI
    struct PantryShelf: View {
        var jars: [Jar]
        @State private var openedJar: Jar?
        @State private var isEditing = false
        var body: some View {
            List(jars) { jar in
                Text(jar.label).onTapGesture {
                    openedJar = jar
                    isEditing = true
                }
            }
            \(presentation)
        }
    }
    struct JarEditor: View {
        let jar: Jar
        @Binding var isEditing: Bool
        var body: some View {
            Button("Done") { isEditing = false }
        }
    }
    """
  }

  @Test func aFlagHandedToContentTheItemPresentsIsReported() {
    assertFindings(
      Self.pantry(
        """
        .sheet(item: $openedJar) { jar in
            JarEditor(jar: jar, isEditing: 1️⃣$isEditing)
        }
        """),
      [
        FindingSpec(
          "1️⃣", .presentationFlagNotDriving, mentions: ["$isEditing", "openedJar", "PantryShelf"])
      ],
      rules: [.presentationFlagNotDriving])
  }

  @Test func aFlagThatPresentsTheSheetItselfIsNotReported() {
    assertFindings(
      Self.pantry(
        """
        .sheet(isPresented: $isEditing) {
            if let jar = openedJar { JarEditor(jar: jar, isEditing: $isEditing) }
        }
        """), [], rules: [.presentationFlagNotDriving])
  }

  @Test func aFlagTheViewAlsoReadsIsNotReported() {
    assertFindings(
      Self.pantry(
        """
        .sheet(item: $openedJar) { jar in
            JarEditor(jar: jar, isEditing: $isEditing)
        }
        .onChange(of: isEditing) { editing in if !editing { openedJar = nil } }
        """), [], rules: [.presentationFlagNotDriving])
  }

  @Test func aFlagThePresentedViewOnlyReadsIsNotReported() {
    assertFindings(
      Self.pantry(
        """
        .sheet(item: $openedJar) { jar in
            JarEditor(jar: jar, isEditing: $isEditing)
        }
        """
      ).replacingOccurrences(
        of: "Button(\"Done\") { isEditing = false }", with: "Text(isEditing ? \"Editing\" : \"\")"),
      [], rules: [.presentationFlagNotDriving])
  }

  @Test func aFlagClearedBesideTheDismissActionIsNotReported() {
    assertFindings(
      Self.pantry(
        """
        .sheet(item: $openedJar) { jar in
            JarEditor(jar: jar, isEditing: $isEditing)
        }
        """
      ).replacingOccurrences(
        of: "Button(\"Done\") { isEditing = false }",
        with: "Button(\"Done\") { isEditing = false; dismiss() }"
      ).replacingOccurrences(
        of: "@Binding var isEditing: Bool",
        with: "@Binding var isEditing: Bool\n    @Environment(\\.dismiss) private var dismiss"),
      [], rules: [.presentationFlagNotDriving])
  }
}
