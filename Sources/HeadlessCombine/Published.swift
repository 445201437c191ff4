/// A property of an ``ObservableObject`` that announces every assignment: Combine's
/// `@Published`.
///
/// An assignment first sends the object's `objectWillChange`, then the new value to the
/// subscribers of `$property`, and only then stores it: both fire on "will set", so a
/// subscriber that reads the property sees the old value (Docs/Combine.md). Equal values are
/// announced too (Docs/Semantics/SwiftUI.md §2.2, §2.7).
@propertyWrapper
public struct Published<Value>: PublishedField {
  let box: PublishedBox<Value>

  /// A published property starting at `wrappedValue`.
  public init(wrappedValue: Value) { box = PublishedBox(wrappedValue) }

  /// A published property starting at `initialValue`.
  public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

  var storage: PublishedStorage { box }

  /// Only available inside a class, through the enclosing-instance subscript.
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError() }
    set { fatalError() }  // swift-format-ignore
  }

  /// `$property`: publishes the current value to each new subscriber, then every assigned
  /// value, before it is stored.
  public var projectedValue: Publisher {
    get { Publisher(box: box) }
    set {}  // `assign(to: &$property)` subscribes through the box; nothing to store.
  }

  /// Reads and writes the property of `object`, announcing writes first. Combine accepts
  /// `@Published` in any class: in one that is not an ``ObservableObject`` (a view controller
  /// with `@Published var query`) there is no `objectWillChange` to send, and a write only
  /// sends the new value to the subscribers of `$property` before it is stored
  /// (Docs/Combine.md C18).
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].box.value }
    set {
      let box = object[keyPath: storageKeyPath].box
      if box.name == nil, let observable = object as? any ObservableObject {
        connect(box, to: observable)
      }
      box.announce()
      box.set(newValue)
    }
  }

  /// Names `box` after its property and finds the `objectWillChange` it announces to.
  private static func connect<Object: ObservableObject>(
    _ box: PublishedBox<Value>, to object: Object
  ) {
    box.name = PublishedStorage.name(of: box, in: object)
    guard box.publisher == nil else { return }
    // The shared publisher is found (or made) by the default `objectWillChange`; an object
    // with its own `objectWillChange` is asked for it and sent to below.
    let willChange = object.objectWillChange
    if let shared = willChange as? ObservableObjectPublisher {
      box.publisher = shared
    } else {
      box.customAnnounce = { [weak object] in
        guard let object, let subject = object.objectWillChange as? any CustomAnnouncer
        else { return }
        subject.announce()
      }
    }
  }

  /// The publisher of `$property`.
  public struct Publisher: HeadlessCombine.Publisher {
    public typealias Output = Value
    public typealias Failure = Never
    let box: PublishedBox<Value>

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
      box.subject.receive(subscriber: subscriber)
    }
  }
}

extension Publisher where Failure == Never {
  /// Writes every value to the `@Published` property behind `published` (`assign(to:
  /// &$property)`); the subscription lives as long as the property.
  public func assign(to published: inout Published<Output>.Publisher) {
    let box = published.box
    let sink = Subscribers.Sink<Output, Never>(
      receiveCompletion: { _ in },
      receiveValue: { [weak box] value in
        guard let box else { return }
        box.announce()
        box.set(value)
      })
    subscribe(sink)
    box.assignments.append(AnyCancellable(sink))
  }
}

/// A custom `objectWillChange` that the published properties can announce through
/// (`PassthroughSubject<Void, Never>`, declared by hand in older code).
protocol CustomAnnouncer { func announce() }

extension PassthroughSubject: CustomAnnouncer where Output == Void {
  func announce() { send(()) }
}

/// Lets ``ObservableObject/objectWillChange`` find the published properties by reflection.
protocol PublishedField {
  var storage: PublishedStorage { get }
}

/// The non-generic part of a published property's storage.
class PublishedStorage {
  var publisher: ObservableObjectPublisher?
  var customAnnounce: (() -> Void)?
  var name: String?

  /// Sends the object's will-change announcement.
  func announce() {
    if let publisher {
      publisher.send(key: name)
    } else {
      customAnnounce?()
    }
  }

  /// The name of the `@Published` property of `object` stored in `storage` (`_volume` →
  /// `volume`), found by reflection.
  static func name(of storage: PublishedStorage, in object: AnyObject) -> String? {
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      for child in current.children {
        guard let field = child.value as? PublishedField, field.storage === storage,
          var label = child.label
        else { continue }
        if label.hasPrefix("_") { label.removeFirst() }
        return label
      }
      mirror = current.superclassMirror
    }
    return nil
  }
}

/// A published property's value and the subscribers of `$property`.
final class PublishedBox<Value>: PublishedStorage {
  private(set) var value: Value
  private var valueSubject: CurrentValueSubject<Value, Never>?
  var assignments: [AnyCancellable] = []

  init(_ value: Value) { self.value = value }

  /// The subject behind `$property` (made on first use, holding the current value).
  var subject: CurrentValueSubject<Value, Never> {
    if let valueSubject { return valueSubject }
    let made = CurrentValueSubject<Value, Never>(value)
    valueSubject = made
    return made
  }

  /// Sends `newValue` to `$property`'s subscribers, then stores it.
  func set(_ newValue: Value) {
    valueSubject?.send(newValue)
    value = newValue
  }
}
