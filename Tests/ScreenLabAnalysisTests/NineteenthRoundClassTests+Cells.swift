import ScreenLabAnalysis
import Testing

/// The nineteenth round's reused-cell and representable classes (SL318, SL418).
extension NineteenthRoundClassTests {
  // MARK: - SL318, a late image written into a cell since reused

  static func gallery(_ completion: String, before: String = "cell.photo.image = nil") -> String {
    """
    final class GalleryController: UIViewController, UICollectionViewDataSource {
        var photos: [Photo] = []
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath) as! PhotoCell
            let photo = photos[indexPath.item]
            \(before)
            PhotoLoader.shared.load(photo.url) { image in
                DispatchQueue.main.async {
                    \(completion)
                }
            }
            return cell
        }
    }
    """
  }

  @Test func anImageWrittenIntoTheCapturedCellWithoutACheckIsReported() {
    assertFindings(
      Self.gallery("1️⃣cell.photo.image = image"),
      [FindingSpec("1️⃣", .cellContentNotReset, mentions: ["'cell.photo.image'", "cellForRow"])],
      rules: [.cellContentNotReset])
  }

  @Test func anImageWrittenIntoTheCellFetchedAgainForTheRowIsNotReported() {
    assertFindings(
      Self.gallery(
        """
        if let visible = collectionView.cellForItem(at: indexPath) as? PhotoCell {
            visible.photo.image = image
        }
        """), [], rules: [.cellContentNotReset])
  }

  @Test func anImageWrittenAfterComparingTheCellsItemIsNotReported() {
    assertFindings(
      Self.gallery(
        """
        guard cell.photoID == photo.id else { return }
        cell.photo.image = image
        """), [], rules: [.cellContentNotReset])
  }

  @Test func aFallbackInTheImageViewsOwnLoadIsNotReported() {
    assertFindings(
      Self.gallery(
        "",
        before: """
          cell.photo.sd_setImage(with: photo.url, placeholderImage: nil) { image, error, _, _ in
              if error != nil {
                  cell.photo.image = UIImage(named: "missing")
              }
          }
          """), [], rules: [.cellContentNotReset])
  }

  @Test func aRequestTheMethodCancelsOnReuseIsNotReported() {
    assertFindings(
      Self.gallery(
        "cell.photo.image = image", before: "cell.photo.image = nil; cell.task?.cancel()"),
      [], rules: [.cellContentNotReset])
  }

  // MARK: - SL318, a request token a cache hit leaves behind

  static func remoteImage(_ load: String) -> String {
    """
    final class RemoteImageView: UIImageView {
        private static let cache = NSCache<NSURL, UIImage>()
        private var pendingURL: URL?
        func show(_ url: URL) {
            image = nil
            \(load)
            URLSession.shared.dataTask(with: url) { data, _, _ in
                guard self.pendingURL == url, let data, let fetched = UIImage(data: data) else { return }
                RemoteImageView.cache.setObject(fetched, forKey: url as NSURL)
                DispatchQueue.main.async { self.image = fetched }
            }.resume()
        }
    }
    """
  }

  @Test func aTokenStoredOnlyAfterTheCacheHitReturnsIsReported() {
    assertFindings(
      Self.remoteImage(
        """
        if let cached = RemoteImageView.cache.object(forKey: url as NSURL) {
            image = cached
            return
        }
        1️⃣pendingURL = url
        """),
      [FindingSpec("1️⃣", .cellContentNotReset, mentions: ["'pendingURL'"])],
      rules: [.cellContentNotReset])
  }

  @Test func aTokenStoredBeforeTheCacheCheckIsNotReported() {
    assertFindings(
      Self.remoteImage(
        """
        pendingURL = url
        if let cached = RemoteImageView.cache.object(forKey: url as NSURL) {
            image = cached
            return
        }
        """), [], rules: [.cellContentNotReset])
  }

  @Test func aCacheHitThatClearsTheTokenIsNotReported() {
    assertFindings(
      Self.remoteImage(
        """
        if let cached = RemoteImageView.cache.object(forKey: url as NSURL) {
            pendingURL = nil
            image = cached
            return
        }
        pendingURL = url
        """), [], rules: [.cellContentNotReset])
  }

  @Test func aTokenNoCompletionComparesIsNotReported() {
    assertFindings(
      """
      final class Avatar: UIImageView {
          private var lastURL: URL?
          func show(_ url: URL) {
              if url.isFileURL {
                  image = UIImage(contentsOfFile: url.path)
                  return
              }
              lastURL = url
          }
      }
      """, [], rules: [.cellContentNotReset])
  }

  // MARK: - SL418, a representable text view whose edits go nowhere

  static func noteEditor(_ make: String, extra: String = "") -> String {
    """
    import SwiftUI
    struct NoteEditor: UIViewRepresentable {
        @Binding var note: String
        func makeUIView(context: Context) -> UITextView {
            \(make)
        }
        func updateUIView(_ uiView: UITextView, context: Context) {
            uiView.text = note
        }
        \(extra)
    }
    """
  }

  @Test func aTextViewShowingABindingWithNoCoordinatorIsReported() {
    assertFindings(
      Self.noteEditor(
        """
        let editor = 1️⃣UITextView()
        editor.font = .preferredFont(forTextStyle: .body)
        return editor
        """),
      [FindingSpec("1️⃣", .representableEditsNotWrittenBack, mentions: ["'note'", "NoteEditor"])],
      rules: [.representableEditsNotWrittenBack])
  }

  @Test func aTextViewWhoseCoordinatorWritesTheTextBackIsNotReported() {
    assertFindings(
      Self.noteEditor(
        """
        let editor = UITextView()
        editor.delegate = context.coordinator
        return editor
        """,
        extra: """
          func makeCoordinator() -> Coordinator { Coordinator(self) }
          final class Coordinator: NSObject, UITextViewDelegate {
              let parent: NoteEditor
              init(_ parent: NoteEditor) { self.parent = parent }
              func textViewDidChange(_ textView: UITextView) { parent.note = textView.text }
          }
          """), [], rules: [.representableEditsNotWrittenBack])
  }

  @Test func aTextFieldWithAnEditingTargetIsNotReported() {
    assertFindings(
      """
      import SwiftUI
      struct CodeField: UIViewRepresentable {
          @Binding var code: String
          func makeUIView(context: Context) -> UITextField {
              let field = UITextField()
              field.addTarget(context.coordinator, action: #selector(Coordinator.changed(_:)), for: .editingChanged)
              return field
          }
          func updateUIView(_ uiView: UITextField, context: Context) {
              uiView.text = code
          }
      }
      """, [], rules: [.representableEditsNotWrittenBack])
  }

  @Test func aReadOnlyLabelShowingABindingIsNotReported() {
    assertFindings(
      """
      import SwiftUI
      struct Caption: UIViewRepresentable {
          @Binding var caption: String
          func makeUIView(context: Context) -> UILabel { UILabel() }
          func updateUIView(_ uiView: UILabel, context: Context) {
              uiView.text = caption
          }
      }
      """, [], rules: [.representableEditsNotWrittenBack])
  }
}
