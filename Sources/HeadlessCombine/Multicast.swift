// `multicast`, `makeConnectable` and `share`: one upstream subscription whose values reach
// many subscribers through a subject (Docs/Combine.md C23).

extension Publishers {
  /// Passes the upstream's values to every subscriber through one subject, from the moment it
  /// is connected (`multicast(_:)`, `multicast(subject:)`, C23).
  public final class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher
  where Upstream.Failure == SubjectType.Failure, Upstream.Output == SubjectType.Output {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    /// The publisher whose values are shared.
    public let upstream: Upstream
    /// Makes the subject, once, at the first subscription or connection.
    public let createSubject: () -> SubjectType
    private var made: SubjectType?

    /// A multicast of `upstream` through the subject `createSubject` makes.
    public init(upstream: Upstream, createSubject: @escaping () -> SubjectType) {
      self.upstream = upstream
      self.createSubject = createSubject
    }

    private var subject: SubjectType {
      if let made { return made }
      let subject = createSubject()
      made = subject
      return subject
    }

    public func receive<S: Subscriber>(subscriber: S)
    where SubjectType.Failure == S.Failure, SubjectType.Output == S.Input {
      subject.subscribe(subscriber)
    }

    /// Subscribes the subject to the upstream; cancelling the result ends that subscription.
    public func connect() -> any Cancellable {
      upstream.subscribe(subject)
    }
  }

  /// A connectable publisher over an upstream: subscribers receive nothing until it is
  /// connected (`makeConnectable()`, C23).
  public struct MakeConnectable<Upstream: Publisher>: ConnectablePublisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    private let inner: Multicast<Upstream, PassthroughSubject<Output, Failure>>

    /// A connectable publisher over `upstream`.
    public init(upstream: Upstream) {
      inner = Multicast(upstream: upstream) { PassthroughSubject() }
    }

    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      inner.receive(subscriber: subscriber)
    }

    public func connect() -> any Cancellable { inner.connect() }
  }

  /// Shares one upstream subscription among its subscribers: the first subscriber connects
  /// it, and the last one cancelling disconnects it (`share()`, C23).
  public final class Share<Upstream: Publisher>: Publisher, Equatable {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    /// The publisher whose values are shared.
    public let upstream: Upstream
    private let connection: Autoconnect<Multicast<Upstream, PassthroughSubject<Output, Failure>>>

    /// A shared subscription to `upstream`.
    public init(upstream: Upstream) {
      self.upstream = upstream
      connection = Autoconnect(upstream: Multicast(upstream: upstream) { PassthroughSubject() })
    }

    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      connection.receive(subscriber: subscriber)
    }

    /// Two shares are equal when they are the same instance.
    public static func == (lhs: Share<Upstream>, rhs: Share<Upstream>) -> Bool { lhs === rhs }
  }
}

extension Publisher {
  /// A connectable publisher that passes this publisher's values to all its subscribers
  /// through the subject `createSubject` makes (C23).
  public func multicast<S: Subject>(_ createSubject: @escaping () -> S)
    -> Publishers.Multicast<
      Self, S
    > where Failure == S.Failure, Output == S.Output
  {
    Publishers.Multicast(upstream: self, createSubject: createSubject)
  }

  /// A connectable publisher that passes this publisher's values to all its subscribers
  /// through `subject` (C23).
  public func multicast<S: Subject>(subject: S) -> Publishers.Multicast<Self, S>
  where Failure == S.Failure, Output == S.Output {
    Publishers.Multicast(upstream: self) { subject }
  }

  /// One subscription to this publisher, shared by every subscriber of the result (C23).
  public func share() -> Publishers.Share<Self> { Publishers.Share(upstream: self) }
}

extension Publisher where Failure == Never {
  /// This publisher as a connectable one: nothing arrives until `connect()` (C23).
  public func makeConnectable() -> Publishers.MakeConnectable<Self> {
    Publishers.MakeConnectable(upstream: self)
  }
}
