// The pasteboard's items as item providers (Docs/Semantics/OtherFrameworks.md OF-12.4).
// Declared in the UIKit facade because `NSItemProvider` is Foundation's, which
// `HeadlessFoundation` provides.
import Foundation
import HeadlessFoundation
import HeadlessUIKit

extension UIPasteboard {
  /// One provider per item: a string as `public.utf8-plain-text`, a URL as `public.url`, an
  /// image as `public.png`. Setting it keeps the providers' strings, URLs and images.
  @available(iOS 11.0, *)
  public var itemProviders: [NSItemProvider] {
    get {
      contents.compactMap { item in
        switch item {
        case is String: NSItemProvider(object: item, typeIdentifier: "public.utf8-plain-text")
        case is URL: NSItemProvider(object: item, typeIdentifier: "public.url")
        case is UIImage: NSItemProvider(object: item, typeIdentifier: "public.png")
        default: nil
        }
      }
    }
    set {
      contents = newValue.compactMap { provider in
        switch provider.object {
        case let string as NSString: String(string)
        case let object?: object is String || object is URL || object is UIImage ? object : nil
        case nil: nil
        }
      }
    }
  }
}
