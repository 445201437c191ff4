import Foundation

// Text Kit's storage and layout manager (UIKit's `NSTextStorage` and `NSLayoutManager`), with
// the text container of UITextView.swift, headless (Docs/Semantics/UIKit.md §103). The layout is
// the label's (§7): the storage's leading font, one advance per character, explicit newlines
// then greedy word wrapping at the container's width less its padding, `lineHeight` per line.
// One glyph stands for each UTF-16 unit of the text.

/// Attributed text that layout managers lay out (UIKit's `NSTextStorage`, a mutable attributed
/// string): its managers read it whenever they are asked, so every edit shows at once.
open class NSTextStorage: NSMutableAttributedString {
  /// The layout managers that lay the text out, in the order they were added.
  public private(set) var layoutManagers: [NSLayoutManager] = []

  /// Empty storage.
  public convenience init() { self.init(string: "") }

  /// Adds `aLayoutManager`, which then lays out this text.
  open func addLayoutManager(_ aLayoutManager: NSLayoutManager) {
    guard !layoutManagers.contains(where: { $0 === aLayoutManager }) else { return }
    layoutManagers.append(aLayoutManager)
    aLayoutManager.storage = self
  }

  /// Removes `aLayoutManager`.
  open func removeLayoutManager(_ aLayoutManager: NSLayoutManager) {
    layoutManagers.removeAll { $0 === aLayoutManager }
    if aLayoutManager.storage === self { aLayoutManager.storage = nil }
  }
}

/// Lays out a text storage's text in text containers (UIKit's `NSLayoutManager`): headless
/// the whole text goes in the first container, laid out as a label lays out its text (§103).
open class NSLayoutManager: NSObject {
  weak var storage: NSTextStorage?
  /// The containers, in order; the text is laid out in the first.
  public private(set) var textContainers: [NSTextContainer] = []
  /// Whether line heights include the font's leading (kept).
  open var usesFontLeading = true
  /// Whether layout may skip parts of the text (kept; the whole text is always laid out).
  open var allowsNonContiguousLayout = false

  public override init() { super.init() }

  /// The storage whose text is laid out.
  open var textStorage: NSTextStorage? {
    get { storage }
    set {
      storage?.removeLayoutManager(self)
      newValue?.addLayoutManager(self)
    }
  }

  /// Adds a container after the others.
  @MainActor open func addTextContainer(_ container: NSTextContainer) {
    textContainers.append(container)
    container.layoutManager = self
  }

  @MainActor open func insertTextContainer(_ container: NSTextContainer, at index: Int) {
    textContainers.insert(container, at: index)
    container.layoutManager = self
  }

  @MainActor open func removeTextContainer(at index: Int) {
    textContainers.remove(at: index).layoutManager = nil
  }

  /// The number of glyphs: one per UTF-16 unit of the text (§103).
  open var numberOfGlyphs: Int { storage?.length ?? 0 }

  /// Lays the text out: nothing to do headless, where layout is computed when asked.
  @MainActor open func ensureLayout(for container: NSTextContainer) {}

  /// The glyphs laid out in `container`: those of the lines it holds (the first container
  /// holds them all, up to its line limit and height; another holds none).
  @MainActor open func glyphRange(for container: NSTextContainer) -> NSRange {
    guard let lines = layout(in: container), let last = lines.last else {
      return NSRange(location: 0, length: 0)
    }
    return NSRange(location: 0, length: NSMaxRange(last.range))
  }

  /// The rectangle the text occupies in `container`: as wide as its widest line with the
  /// padding at each end, as tall as its lines (§103).
  @MainActor open func usedRect(for container: NSTextContainer) -> CGRect {
    guard let lines = layout(in: container), !lines.isEmpty, let font = storage?.layoutFont else {
      return .zero
    }
    let widest = lines.map { font.width(of: $0.text) }.max() ?? 0
    return CGRect(
      x: 0, y: 0, width: widest + 2 * container.lineFragmentPadding,
      height: CGFloat(lines.count) * font.lineHeight)
  }

  /// The rectangle covering the glyphs of `glyphRange` in `container`: their run on one line,
  /// the union of the lines' runs otherwise; zero when none of them is laid out there.
  @MainActor open func boundingRect(
    forGlyphRange glyphRange: NSRange, in container: NSTextContainer
  )
    -> CGRect
  {
    guard let lines = layout(in: container), let font = storage?.layoutFont else { return .zero }
    var result: CGRect?
    for (row, line) in lines.enumerated() {
      guard let shared = line.range.intersection(glyphRange) else { continue }
      let start = line.offset(ofUTF16: shared.location - line.range.location, font: font)
      let end = line.offset(ofUTF16: NSMaxRange(shared) - line.range.location, font: font)
      let rect = CGRect(
        x: container.lineFragmentPadding + start, y: CGFloat(row) * font.lineHeight,
        width: end - start, height: font.lineHeight)
      result = result.map { $0.union(rect) } ?? rect
    }
    return result ?? .zero
  }

  /// The index of the character under `point` in `container`: on the line at the point's
  /// height (the first or last when above or below), the character whose advance holds the
  /// point's x (the line's first or last when before or after it). `partialFraction` receives
  /// how far across that character the point is, from 0 to 1 (§103).
  @MainActor open func characterIndex(
    for point: CGPoint, in container: NSTextContainer,
    fractionOfDistanceBetweenInsertionPoints partialFraction: UnsafeMutablePointer<CGFloat>?
  ) -> Int {
    guard let lines = layout(in: container), !lines.isEmpty, let font = storage?.layoutFont else {
      PointerArguments.store(0, in: partialFraction)
      return 0
    }
    let row = min(max(Int((point.y / font.lineHeight).rounded(.down)), 0), lines.count - 1)
    let line = lines[row]
    let advance = font.characterAdvance
    let x = point.x - container.lineFragmentPadding
    let characters = Array(line.text)
    guard !characters.isEmpty, advance > 0 else {
      PointerArguments.store(0, in: partialFraction)
      return line.range.location
    }
    let column = min(max(Int((x / advance).rounded(.down)), 0), characters.count - 1)
    let fraction = min(max(x / advance - CGFloat(column), 0), 1)
    PointerArguments.store(fraction, in: partialFraction)
    let before = String(characters.prefix(column)).utf16.count
    return line.range.location + before
  }

  /// The glyph under `point`: the character's (one glyph per UTF-16 unit).
  @MainActor open func glyphIndex(for point: CGPoint, in container: NSTextContainer) -> Int {
    characterIndex(for: point, in: container, fractionOfDistanceBetweenInsertionPoints: nil)
  }

  /// The glyphs of `charRange`: the same range (one glyph per UTF-16 unit).
  open func glyphRange(
    forCharacterRange charRange: NSRange, actualCharacterRange: NSRangePointer?
  ) -> NSRange {
    PointerArguments.store(charRange, in: actualCharacterRange)
    return charRange
  }

  /// The characters of `glyphRange`: the same range.
  open func characterRange(forGlyphRange glyphRange: NSRange, actualGlyphRange: NSRangePointer?)
    -> NSRange
  {
    PointerArguments.store(glyphRange, in: actualGlyphRange)
    return glyphRange
  }

  /// The lines of the text laid out in `container`, or nil when it is not the first container
  /// or there is no storage.
  @MainActor func layout(in container: NSTextContainer) -> [LaidOutLine]? {
    guard let storage, textContainers.first === container else { return nil }
    let font = storage.layoutFont
    let padding = container.lineFragmentPadding
    let width =
      container.size.width > 0 ? container.size.width - 2 * padding : .greatestFiniteMagnitude
    var texts = font.wrappedLines(
      of: storage.string, width: width, lines: container.maximumNumberOfLines)
    let capacity = (container.size.height / font.lineHeight).rounded(.down)
    if container.size.height > 0, capacity < CGFloat(texts.count) {
      texts = Array(texts.prefix(max(1, Int(capacity))))
    }
    let whole = storage.string as NSString
    var cursor = 0
    return texts.map { text in
      let length = (text as NSString).length
      var found = NSRange(location: cursor, length: length)
      if length > 0 {
        let rest = NSRange(location: cursor, length: whole.length - cursor)
        let match = whole.range(of: text, options: [], range: rest)
        if match.location != NSNotFound { found = match }
      }
      cursor = min(NSMaxRange(found), whole.length)
      return LaidOutLine(text: text, range: found)
    }
  }
}

/// One line of a layout manager's text: what it shows and the UTF-16 range of the storage it
/// comes from.
struct LaidOutLine {
  var text: String
  var range: NSRange

  /// The x offset, from the line's start, of the character `utf16` units into the line.
  func offset(ofUTF16 utf16: Int, font: UIFont) -> CGFloat {
    var count = 0
    var characters = 0
    for character in text {
      if count >= utf16 { break }
      count += String(character).utf16.count
      characters += 1
    }
    return CGFloat(characters) * font.characterAdvance
  }
}
