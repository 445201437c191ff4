import Foundation

/// The outlets whose size an Interface Builder file fixes, read from the storyboards and nibs
/// given beside the Swift files (Docs/Analyzer.md, SL206, "A size the storyboard fixes").
///
/// A view with `width` and `height` constraints of its own, each a constant with no second
/// item, required, and no size-class variation inside it or around it, has that size
/// before and after Auto Layout runs: the frame archived with it is its final size. Such a
/// view, connected to an outlet of a class (`<outlet property="avatar" destination="…"/>` in
/// the `<connections>` of the element whose `customClass` is the class), is recorded as the
/// class's outlet of fixed size. So is a subview that no constraint of the file names (as its
/// first or second item, or as the view that holds it) and that is not arranged by a stack
/// view, when it opts out of the autoresizing mask (`translatesAutoresizingMaskIntoConstraints
/// ="NO"`: no constraint places it, so layout leaves the frame Interface Builder archived) or
/// its autoresizing mask is flexible in neither width nor height (Apple,
/// `UIView.AutoresizingMask`: only `flexibleWidth` and `flexibleHeight` let the superview's
/// change of size resize the view). Everything else in the file is passed over.
///
/// A view with only one of the two constraints has that one dimension fixed: an outlet whose
/// archived `width = 100` is all its own size constraints say keeps a width of 100, whatever
/// Auto Layout does to its height; such outlets are recorded per dimension.
struct InterfaceSizes: Sendable {
  /// Per class name, the outlets whose view has a fixed width and height.
  private(set) var fixed: [String: Set<String>] = [:]
  /// Per class name, the outlets whose view has a fixed width (`"width"`) or height
  /// (`"height"`), by dimension.
  private(set) var fixedDimensions: [String: [String: Set<String>]] = [:]
  /// Every class an element of the files names as its `customClass`.
  private(set) var customClasses: Set<String> = []
  /// The classes whose element holds a segue to another scene: a `<segue>` of a kind that
  /// shows a screen (`show`, `presentation`, `popoverPresentation`, `showDetail`, the
  /// old `push` and `modal`, a custom one), not the `relationship` of a container to its
  /// children, an `embed` or an `unwind` back. A scene without one leads nowhere from its
  /// controls and cells.
  private(set) var leadingElsewhere: Set<String> = []

  init() {}

  /// Reads every storyboard and nib among `files` (by the path's ending).
  init(_ files: [SourceFile]) {
    for file in files where Self.isInterfaceFile(file.path) { read(file.text) }
  }

  /// Whether Interface Builder wrote the file at `path`: a `.storyboard` or a `.xib`.
  static func isInterfaceFile(_ path: String) -> Bool {
    path.hasSuffix(".storyboard") || path.hasSuffix(".xib")
  }

  /// Whether the outlet `name` of the class `type` is a view of fixed size.
  func hasFixedSize(_ name: String, of type: String) -> Bool {
    fixed[type]?.contains(name) == true
  }

  /// Whether the outlet `name` of the class `type` has a fixed `dimension` (`"width"` or
  /// `"height"`), by a constraint of its own or with its whole size.
  func hasFixed(_ dimension: String, _ name: String, of type: String) -> Bool {
    hasFixedSize(name, of: type) || fixedDimensions[type]?[dimension]?.contains(name) == true
  }

  /// One element of the file while its children are read.
  private struct Open {
    let name: String
    let attributes: [String: String]
    /// The outlets of the element's own `<connections>`, by destination.
    var outlets: [(property: String, destination: String)] = []
  }

  private mutating func read(_ text: String) {
    var stack: [Open] = []
    var widths = Set<String>()
    var heights = Set<String>()
    var varying = Set<String>()
    var outlets: [(type: String, property: String, destination: String)] = []
    // Views any constraint names, and subviews kept at their archived size when none does.
    var constrained = Set<String>()
    var unsizedByMask = Set<String>()
    for tag in Self.tags(text) {
      switch tag.kind {
      case .open, .empty:
        let attributes = tag.attributes
        if let custom = attributes["customClass"] { customClasses.insert(custom) }
        if tag.name == "segue",
          !["relationship", "embed", "unwind"].contains(attributes["kind"] ?? "")
        {
          for element in stack {
            element.attributes["customClass"].map { _ = leadingElsewhere.insert($0) }
          }
        }
        if tag.name == "constraint", stack.count >= 2,
          stack[stack.count - 1].name == "constraints",
          let subject = attributes["firstItem"] ?? stack[stack.count - 2].attributes["id"]
        {
          constrained.insert(subject)
          attributes["secondItem"].map { _ = constrained.insert($0) }
          // `width = 120`: no second item, no relation or multiplier, required.
          let plain =
            attributes["secondItem"] == nil && attributes["constant"] != nil
            && attributes["relation"] == nil && attributes["multiplier"] == nil
            && (attributes["priority"].map { $0 == "1000" } ?? true)
          if plain, attributes["firstAttribute"] == "width" { widths.insert(subject) }
          if plain, attributes["firstAttribute"] == "height" { heights.insert(subject) }
        } else if tag.name == "autoresizingMask", let view = stack.last,
          let id = view.attributes["id"], Self.isPlacedByItsSuperview(stack)
        {
          if attributes["widthSizable"] != "YES" && attributes["heightSizable"] != "YES" {
            unsizedByMask.insert(id)
          }
        } else if tag.name == "variation" {
          // A size class changes something inside these elements: none counts as fixed.
          for element in stack { element.attributes["id"].map { _ = varying.insert($0) } }
        } else if tag.name == "outlet", stack.count >= 2,
          stack[stack.count - 1].name == "connections",
          let property = attributes["property"], let destination = attributes["destination"]
        {
          stack[stack.count - 2].outlets.append((property, destination))
        }
        if let id = attributes["id"],
          attributes["translatesAutoresizingMaskIntoConstraints"] == "NO",
          Self.isPlacedByItsSuperview(stack + [Open(name: tag.name, attributes: attributes)])
        {
          unsizedByMask.insert(id)
        }
        if tag.kind == .open { stack.append(Open(name: tag.name, attributes: attributes)) }
      case .close:
        guard let element = stack.popLast() else { continue }
        if let type = element.attributes["customClass"] {
          for outlet in element.outlets {
            outlets.append((type, outlet.property, outlet.destination))
          }
        }
      }
    }
    let keptAsArchived = unsizedByMask.subtracting(constrained)
    for outlet in outlets
    where
      ((widths.contains(outlet.destination) && heights.contains(outlet.destination))
      || keptAsArchived.contains(outlet.destination))
      && !varying.contains(outlet.destination)
    {
      fixed[outlet.type, default: []].insert(outlet.property)
    }
    for outlet in outlets where !varying.contains(outlet.destination) {
      for (dimension, views) in [("width", widths), ("height", heights)]
      where views.contains(outlet.destination) {
        fixedDimensions[outlet.type, default: [:]][dimension, default: []].insert(outlet.property)
      }
    }
  }

  /// Whether the innermost element of `stack` is a subview its superview places by its frame:
  /// in a `<subviews>` list, not of a stack view (which arranges its subviews itself).
  private static func isPlacedByItsSuperview(_ stack: [Open]) -> Bool {
    stack.count >= 3 && stack[stack.count - 2].name == "subviews"
      && stack[stack.count - 3].name != "stackView"
  }

  // MARK: - Tags

  struct Tag {
    enum Kind { case open, close, empty }
    let kind: Kind
    let name: String
    let attributes: [String: String]
  }

  /// The element tags of an XML text in order; declarations, comments and processing
  /// instructions are passed over, and a tag cut off by the end of the text ends the list.
  static func tags(_ text: String) -> [Tag] {
    var result: [Tag] = []
    let bytes = Array(text.utf8)
    var index = 0
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "<") else {
        index += 1
        continue
      }
      if bytes[index...].starts(with: Array("<!--".utf8)) {
        index = position(of: Array("-->".utf8), in: bytes, from: index + 4) ?? bytes.count
        continue
      }
      var end = index + 1
      var quote: UInt8?
      while end < bytes.count {
        let byte = bytes[end]
        if let open = quote {
          if byte == open { quote = nil }
        } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
          quote = byte
        } else if byte == UInt8(ascii: ">") {
          break
        }
        end += 1
      }
      guard end < bytes.count else { break }
      if let tag = Self.tag(bytes[(index + 1)..<end]) { result.append(tag) }
      index = end + 1
    }
    return result
  }

  private static func position(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    var index = start
    while index + needle.count <= bytes.count {
      if bytes[index..<(index + needle.count)].elementsEqual(needle) {
        return index + needle.count
      }
      index += 1
    }
    return nil
  }

  /// The tag between `<` and `>`: its kind, name and attributes (values unescaped for the
  /// five XML entities only).
  private static func tag(_ inner: ArraySlice<UInt8>) -> Tag? {
    guard let first = inner.first, first != UInt8(ascii: "?"), first != UInt8(ascii: "!")
    else { return nil }
    var body = inner
    var kind = Tag.Kind.open
    if first == UInt8(ascii: "/") {
      kind = .close
      body = body.dropFirst()
    } else if body.last == UInt8(ascii: "/") {
      kind = .empty
      body = body.dropLast()
    }
    let text = String(decoding: body, as: UTF8.self)
    let nameEnd = text.firstIndex(where: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" })
    let name = String(text[..<(nameEnd ?? text.endIndex)])
    guard !name.isEmpty else { return nil }
    var attributes: [String: String] = [:]
    var rest = nameEnd.map { text[$0...] } ?? ""
    while let equals = rest.firstIndex(of: "=") {
      let key = rest[..<equals].trimmingCharacters(in: .whitespacesAndNewlines)
      let afterEquals = rest[rest.index(after: equals)...].drop { $0 == " " }
      guard let quote = afterEquals.first, quote == "\"" || quote == "'" else { break }
      let valueStart = afterEquals.index(after: afterEquals.startIndex)
      guard let valueEnd = afterEquals[valueStart...].firstIndex(of: quote) else { break }
      attributes[key] = unescaped(String(afterEquals[valueStart..<valueEnd]))
      rest = afterEquals[afterEquals.index(after: valueEnd)...]
    }
    return Tag(kind: kind, name: name, attributes: attributes)
  }

  private static func unescaped(_ value: String) -> String {
    guard value.contains("&") else { return value }
    return value.replacingOccurrences(of: "&quot;", with: "\"")
      .replacingOccurrences(of: "&apos;", with: "'").replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
  }
}
