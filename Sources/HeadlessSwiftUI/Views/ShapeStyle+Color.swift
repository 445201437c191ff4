// The colours as shape styles, so `.fill(.red)`, `.foregroundStyle(.blue)` and
// `.background(.yellow)` read as in SwiftUI, which declares them on `ShapeStyle` where
// `Self == Color`.

extension ShapeStyle where Self == Color {
  /// ``Color/black``.
  public static var black: Color { Color.black }
  /// ``Color/white``.
  public static var white: Color { Color.white }
  /// ``Color/gray``.
  public static var gray: Color { Color.gray }
  /// ``Color/red-swift.type.property``.
  public static var red: Color { Color.red }
  /// ``Color/green-swift.type.property``.
  public static var green: Color { Color.green }
  /// ``Color/blue-swift.type.property``.
  public static var blue: Color { Color.blue }
  /// ``Color/orange``.
  public static var orange: Color { Color.orange }
  /// ``Color/yellow``.
  public static var yellow: Color { Color.yellow }
  /// ``Color/clear``.
  public static var clear: Color { Color.clear }
  /// ``Color/accentColor``.
  public static var accentColor: Color { Color.accentColor }
  /// ``Color/primary``.
  public static var primary: Color { Color.primary }
  /// ``Color/secondary``.
  public static var secondary: Color { Color.secondary }
}
