/// A colour or pattern to fill or tint with (``View/foregroundStyle(_:)``).
public protocol ShapeStyle {}

extension Color: ShapeStyle {}
