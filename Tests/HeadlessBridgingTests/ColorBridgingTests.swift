import HeadlessBridging
import Testing

@MainActor @Suite struct ColorBridgingTests {
  @Test func aUIColorBecomesTheSameColour() {
    // systemGray3 is (199, 199, 204) / 255 in UIKit's light appearance.
    let gray = Color(.systemGray3)
    #expect(abs(gray.red - 199.0 / 255) < 1e-9)
    #expect(abs(gray.blue - 204.0 / 255) < 1e-9)
    #expect(gray.alpha == 1)
    let translucent = Color(uiColor: UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))
    #expect(translucent == Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5))
  }

  @Test func aColourResourceWinsOverAUIColorOfTheSameName() {
    // Xcode's asset symbols give a colour set both members; SwiftUI disfavours `Color(_:)`
    // of a `UIColor`, so `Color(.bridgingInk)` is the resource's (clear without a catalog).
    let colour = Color(.bridgingInk)
    #expect(colour == Color("bridgingInk", bundle: .main))
    #expect(colour != Color(UIColor.bridgingInk))
  }

  @Test func aColourRoundTripsThroughUIColor() {
    let colour = Color(red: 0.1, green: 0.7, blue: 0.3, opacity: 0.8)
    #expect(Color(UIColor(colour)) == colour)
  }
}

@MainActor
struct ImageUIImageTests {
  @Test func anImageFromAUIImageKeepsItsSymbolOrName() throws {
    let symbol = try #require(UIImage(systemName: "star"))
    #expect(Image(uiImage: symbol) == Image(systemName: "star"))
    #expect(Image(uiImage: UIImage(size: CGSize(width: 4, height: 4))) == Image(""))
  }
}

extension ColorResource {
  fileprivate static let bridgingInk = ColorResource(name: "bridgingInk", bundle: .main)
}

extension UIColor {
  fileprivate static var bridgingInk: UIColor { .red }
}
