// The system-declared types of `UTType` (Docs/Semantics/OtherFrameworks.md OF-12.2): their
// identifiers and direct parents as Apple declares them, with the usual extensions and MIME
// types, the preferred one first.

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension UTType {
  private static func make(
    _ identifier: String, _ parents: [String], _ extensions: [String] = [],
    _ mimeTypes: [String] = []
  ) -> UTType {
    UTType(identifier: identifier, parents: parents, extensions: extensions, mimeTypes: mimeTypes)
  }

  // Roots and containers.
  public static let item = make("public.item", [])
  public static let content = make("public.content", [])
  public static let compositeContent = make("public.composite-content", ["public.content"])
  public static let data = make("public.data", ["public.item"])
  public static let directory = make("public.directory", ["public.item"])
  public static let folder = make("public.folder", ["public.directory"])
  public static let url = make("public.url", ["public.data"])
  public static let fileURL = make("public.file-url", ["public.url"])
  public static let archive = make("public.archive", ["public.data"])
  public static let zip = make(
    "public.zip-archive", ["public.archive"], ["zip"], ["application/zip"])
  public static let gzip = make(
    "org.gnu.gnu-zip-archive", ["public.archive"], ["gz"], ["application/x-gzip"])

  // Text.
  public static let text = make("public.text", ["public.data", "public.content"])
  public static let plainText = make(
    "public.plain-text", ["public.text"], ["txt", "text"], ["text/plain"])
  public static let utf8PlainText = make("public.utf8-plain-text", ["public.plain-text"])
  public static let utf16PlainText = make("public.utf16-plain-text", ["public.plain-text"])
  public static let delimitedText = make("public.delimited-values-text", ["public.text"])
  public static let commaSeparatedText = make(
    "public.comma-separated-values-text", ["public.delimited-values-text"], ["csv"], ["text/csv"])
  public static let tabSeparatedText = make(
    "public.tab-separated-values-text", ["public.delimited-values-text"], ["tsv"],
    ["text/tab-separated-values"])
  public static let rtf = make("public.rtf", ["public.text"], ["rtf"], ["text/rtf"])
  public static let html = make("public.html", ["public.text"], ["html", "htm"], ["text/html"])
  public static let xml = make(
    "public.xml", ["public.text"], ["xml"], ["application/xml", "text/xml"])
  public static let json = make("public.json", ["public.text"], ["json"], ["application/json"])
  public static let sourceCode = make("public.source-code", ["public.plain-text"])
  public static let swiftSource = make("public.swift-source", ["public.source-code"], ["swift"])
  public static let script = make("public.script", ["public.source-code"])
  public static let javaScript = make(
    "com.netscape.javascript-source", ["public.script"], ["js"], ["text/javascript"])
  public static let shellScript = make("public.shell-script", ["public.script"], ["sh"])
  public static let propertyList = make("com.apple.property-list", ["public.data"], ["plist"])
  public static let pdf = make(
    "com.adobe.pdf", ["public.data", "public.composite-content"], ["pdf"], ["application/pdf"])

  // Images.
  public static let image = make("public.image", ["public.data", "public.content"])
  public static let jpeg = make(
    "public.jpeg", ["public.image"], ["jpeg", "jpg", "jpe"], ["image/jpeg"])
  public static let png = make("public.png", ["public.image"], ["png"], ["image/png"])
  public static let gif = make("com.compuserve.gif", ["public.image"], ["gif"], ["image/gif"])
  public static let tiff = make("public.tiff", ["public.image"], ["tiff", "tif"], ["image/tiff"])
  public static let bmp = make("com.microsoft.bmp", ["public.image"], ["bmp"], ["image/bmp"])
  public static let heif = make(
    "public.heif", ["public.heif-standard"], ["heif"], ["image/heif"])
  public static let heic = make(
    "public.heic", ["public.heif-standard"], ["heic"], ["image/heic"])
  public static let svg = make(
    "public.svg-image", ["public.image"], ["svg"], ["image/svg+xml"])
  public static let webP = make(
    "org.webmproject.webp", ["public.image"], ["webp"], ["image/webp"])
  public static let rawImage = make("public.camera-raw-image", ["public.image"])

  // Audio and video.
  public static let audiovisualContent = make(
    "public.audiovisual-content", ["public.data", "public.content"])
  public static let movie = make("public.movie", ["public.audiovisual-content"])
  public static let video = make("public.video", ["public.movie"])
  public static let audio = make("public.audio", ["public.audiovisual-content"])
  public static let quickTimeMovie = make(
    "com.apple.quicktime-movie", ["public.movie"], ["mov", "qt"], ["video/quicktime"])
  public static let mpeg4Movie = make(
    "public.mpeg-4", ["public.movie"], ["mp4", "mpg4"], ["video/mp4"])
  public static let mpeg4Audio = make(
    "public.mpeg-4-audio", ["public.mpeg-4", "public.audio"], ["m4a"], ["audio/mp4"])
  public static let mp3 = make("public.mp3", ["public.audio"], ["mp3"], ["audio/mpeg"])
  public static let wav = make(
    "com.microsoft.waveform-audio", ["public.audio"], ["wav", "wave"], ["audio/vnd.wave"])

  // Other content.
  public static let font = make("public.font", ["public.data"])
  public static let spreadsheet = make("public.spreadsheet", ["public.content"])
  public static let presentation = make("public.presentation", ["public.composite-content"])

  /// A parent that the types above name and that has no static member of its own.
  private static let heifStandard = make("public.heif-standard", ["public.image"])

  /// Every declared type, in declaration order (a tag names the first type that has it).
  static let declaredTypes: [UTType] = [
    item, content, compositeContent, data, directory, folder, url, fileURL, archive, zip, gzip,
    text, plainText, utf8PlainText, utf16PlainText, delimitedText, commaSeparatedText,
    tabSeparatedText, rtf, html, xml, json, sourceCode, swiftSource, script, javaScript,
    shellScript, propertyList, pdf, image, jpeg, png, gif, tiff, bmp, heifStandard, heif, heic,
    svg, webP, rawImage, audiovisualContent, movie, video, audio, quickTimeMovie, mpeg4Movie,
    mpeg4Audio, mp3, wav, font, spreadsheet, presentation,
  ]

  /// The declared types by lowercased identifier.
  static let declared: [String: UTType] = Dictionary(
    declaredTypes.map { ($0.identifier.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
}
