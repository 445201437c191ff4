import Foundation

// `decode(type:decoder:)` and `encode(encoder:)`, with Combine's `TopLevelDecoder` and
// `TopLevelEncoder` and Foundation's JSON and property-list coders conforming
// (Docs/Combine.md C27).

/// A type that decodes a value from a top-level input (Combine's `TopLevelDecoder`).
public protocol TopLevelDecoder {
  /// What it decodes from (`Data` for Foundation's decoders).
  associatedtype Input
  /// Decodes a value of `type` from `from`.
  func decode<T: Decodable>(_ type: T.Type, from: Self.Input) throws -> T
}

/// A type that encodes a value to a top-level output (Combine's `TopLevelEncoder`).
public protocol TopLevelEncoder {
  /// What it encodes to (`Data` for Foundation's encoders).
  associatedtype Output
  /// Encodes `value`.
  func encode<T: Encodable>(_ value: T) throws -> Self.Output
}

extension JSONDecoder: TopLevelDecoder {
  public typealias Input = Data
}

extension PropertyListDecoder: TopLevelDecoder {
  public typealias Input = Data
}

extension JSONEncoder: TopLevelEncoder {
  public typealias Output = Data
}

extension PropertyListEncoder: TopLevelEncoder {
  public typealias Output = Data
}

extension Publishers {
  /// Decodes every upstream value; a decoding error fails the publisher (`decode`, C27).
  public struct Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder>: Publisher
  where Upstream.Output == Coder.Input {
    public typealias Failure = Error
    /// The publisher of encoded values.
    public let upstream: Upstream
    private let decoder: Coder

    /// Decodes `upstream`'s values with `decoder`.
    public init(upstream: Upstream, decoder: Coder) {
      self.upstream = upstream
      self.decoder = decoder
    }

    public func receive<S: Subscriber>(subscriber: S)
    where Output == S.Input, S.Failure == any Error {
      let decoder = self.decoder
      upstream.subscribe(
        FailureRelay<Upstream.Output, Upstream.Failure, S>(subscriber) { value in
          try decoder.decode(Output.self, from: value)
        })
    }
  }

  /// Encodes every upstream value; an encoding error fails the publisher (`encode`, C27).
  public struct Encode<Upstream: Publisher, Coder: TopLevelEncoder>: Publisher
  where Upstream.Output: Encodable {
    public typealias Failure = Error
    public typealias Output = Coder.Output
    /// The publisher of values to encode.
    public let upstream: Upstream
    private let encoder: Coder

    /// Encodes `upstream`'s values with `encoder`.
    public init(upstream: Upstream, encoder: Coder) {
      self.upstream = upstream
      self.encoder = encoder
    }

    public func receive<S: Subscriber>(subscriber: S)
    where Coder.Output == S.Input, S.Failure == any Error {
      let encoder = self.encoder
      upstream.subscribe(
        FailureRelay<Upstream.Output, Upstream.Failure, S>(subscriber) { value in
          try encoder.encode(value)
        })
    }
  }
}

extension Publisher {
  /// Decodes every value as `type` with `decoder` (C27).
  public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder)
    -> Publishers.Decode<Self, Item, Coder> where Output == Coder.Input
  {
    Publishers.Decode(upstream: self, decoder: decoder)
  }
}

extension Publisher where Output: Encodable {
  /// Encodes every value with `encoder` (C27).
  public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.Encode<Self, Coder> {
    Publishers.Encode(upstream: self, encoder: encoder)
  }
}
