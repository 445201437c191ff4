extension Image {
  /// The image of `uiImage` (SwiftUI's `Image(uiImage:)`): a symbol image stays the symbol it
  /// was made from, a named image the asset of its name; an image drawn in code, which has no
  /// name, is an image of no name. Images are kept as data and laid out alike whatever their
  /// pixels (Docs/Semantics/SwiftUI.md §13.13).
  public init(uiImage: UIImage) {
    if uiImage.isSymbolImage, let name = uiImage.name {
      self.init(systemName: name)
    } else {
      self.init(uiImage.name ?? "")
    }
  }
}
