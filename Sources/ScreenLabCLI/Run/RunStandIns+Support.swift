extension RunStandIns {
  /// What every stand-in file declares once: the values a stand-in's member gives, the same
  /// on every run (the zero, empty or first value of the type the use asks for; never the
  /// real time or a random one), and a value that answers any member and any call.
  static let supportText = """
    /// A value for a stand-in's member: the one the type's use asks for, the same every run.
    protocol ScreenLabStandInValue { static var screenLabStandIn: Self { get } }

    func screenLabStandInValue<T>(_ name: String) -> T {
      if let value = (T.self as? any ScreenLabStandInValue.Type)?.screenLabStandIn as? T {
        return value
      }
      if T.self == Formatter.self || T.self == DateFormatter.self {
        return DateFormatter() as! T
      }
      if T.self == NumberFormatter.self { return NumberFormatter() as! T }
      if T.self == UIColor.self { return UIColor.gray as! T }
      if T.self == UIFont.self { return UIFont.systemFont(ofSize: 17) as! T }
      if T.self == UIImage.self { return UIImage() as! T }
      if T.self == ScreenLabStandInAny.self { return ScreenLabStandInAny() as! T }
      if let type = T.self as? any CaseIterable.Type, let first = screenLabFirstCase(type) as? T {
        return first
      }
      if let type = T.self as? any RawRepresentable.Type, let value = screenLabRaw(type) as? T {
        return value
      }
      // One line and a status, not a trap: the run then fails with a one-line error naming
      // the file, this line shown as the program's last output.
      FileHandle.standardError.write(
        Data("screenlab run: no stand-in value of type \\(T.self) for '\\(name)'\\n".utf8))
      exit(1)
    }

    /// An enumeration's first case.
    func screenLabFirstCase<C: CaseIterable>(_ type: C.Type) -> C? { type.allCases.first }

    /// A value made from the stand-in value of its raw type (`RunLoop.Mode(rawValue: "")`).
    func screenLabRaw<R: RawRepresentable>(_ type: R.Type) -> R? {
      (R.RawValue.self as? any ScreenLabStandInValue.Type).flatMap {
        $0.screenLabStandIn as? R.RawValue
      }.flatMap(R.init(rawValue:))
    }

    /// What a member or call of a stand-in gives when its use names no type: it answers
    /// any member and any call in turn, and is an identifier as good as any (all are equal).
    @dynamicMemberLookup @dynamicCallable
    struct ScreenLabStandInAny: Hashable {
      subscript<T>(dynamicMember name: String) -> T {
        get { screenLabStandInValue(name) }
        nonmutating set {}
      }
      subscript(dynamicMember name: String) -> ScreenLabStandInAny {
        get { ScreenLabStandInAny() }
        nonmutating set {}
      }
      func dynamicallyCall<T>(withKeywordArguments arguments: KeyValuePairs<String, Any>) -> T {
        screenLabStandInValue("call")
      }
      @discardableResult
      func dynamicallyCall(withKeywordArguments arguments: KeyValuePairs<String, Any>)
        -> ScreenLabStandInAny
      { ScreenLabStandInAny() }
    }

    extension Text {
      /// A stand-in's member shown as text, when its use names no type: empty.
      init(_ standIn: ScreenLabStandInAny) { self.init(verbatim: "") }
    }

    extension String: ScreenLabStandInValue { static var screenLabStandIn: String { "" } }
    extension Substring: ScreenLabStandInValue { static var screenLabStandIn: Substring { "" } }
    extension Bool: ScreenLabStandInValue { static var screenLabStandIn: Bool { false } }
    extension Int: ScreenLabStandInValue { static var screenLabStandIn: Int { 0 } }
    extension Int16: ScreenLabStandInValue { static var screenLabStandIn: Int16 { 0 } }
    extension Int32: ScreenLabStandInValue { static var screenLabStandIn: Int32 { 0 } }
    extension Int64: ScreenLabStandInValue { static var screenLabStandIn: Int64 { 0 } }
    extension UInt: ScreenLabStandInValue { static var screenLabStandIn: UInt { 0 } }
    extension Double: ScreenLabStandInValue { static var screenLabStandIn: Double { 0 } }
    extension Float: ScreenLabStandInValue { static var screenLabStandIn: Float { 0 } }
    extension CGFloat: ScreenLabStandInValue { static var screenLabStandIn: CGFloat { 0 } }
    extension Optional: ScreenLabStandInValue { static var screenLabStandIn: Wrapped? { nil } }
    extension Array: ScreenLabStandInValue { static var screenLabStandIn: [Element] { [] } }
    extension Set: ScreenLabStandInValue { static var screenLabStandIn: Set<Element> { [] } }
    extension Dictionary: ScreenLabStandInValue {
      static var screenLabStandIn: [Key: Value] { [:] }
    }
    extension Date: ScreenLabStandInValue {
      static var screenLabStandIn: Date { Date(timeIntervalSince1970: 0) }
    }
    extension URL: ScreenLabStandInValue {
      static var screenLabStandIn: URL { URL(fileURLWithPath: "/") }
    }
    extension UUID: ScreenLabStandInValue {
      static var screenLabStandIn: UUID { UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) }
    }
    extension Data: ScreenLabStandInValue { static var screenLabStandIn: Data { Data() } }
    extension CGPoint: ScreenLabStandInValue { static var screenLabStandIn: CGPoint { .zero } }
    extension CGSize: ScreenLabStandInValue { static var screenLabStandIn: CGSize { .zero } }
    extension CGRect: ScreenLabStandInValue { static var screenLabStandIn: CGRect { .zero } }
    extension Color: ScreenLabStandInValue { static var screenLabStandIn: Color { .gray } }
    extension Font: ScreenLabStandInValue { static var screenLabStandIn: Font { .body } }
    extension Image: ScreenLabStandInValue {
      static var screenLabStandIn: Image { Image(systemName: "photo") }
    }
    extension Text: ScreenLabStandInValue { static var screenLabStandIn: Text { Text("") } }
    extension AnyView: ScreenLabStandInValue {
      static var screenLabStandIn: AnyView { AnyView(EmptyView()) }
    }
    extension LocalizedStringKey: ScreenLabStandInValue {
      static var screenLabStandIn: LocalizedStringKey { "" }
    }

    """
}
