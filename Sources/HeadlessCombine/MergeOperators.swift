// The `merge(with:…)` operator forms of `Publisher` for three to eight publishers, and the
// merge of publishers of one type (Docs/Combine.md C14).

extension Publisher {
  /// The values of this publisher and two others, as they arrive (C14).
  public func merge<B, C>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
  where
    B: Publisher, C: Publisher, Failure == B.Failure, Output == B.Output, B.Failure == C.Failure,
    B.Output == C.Output
  {
    Publishers.Merge3(self, b, c)
  }

  /// The values of this publisher and three others, as they arrive (C14).
  public func merge<B, C, D>(with b: B, _ c: C, _ d: D) -> Publishers.Merge4<Self, B, C, D>
  where
    B: Publisher, C: Publisher, D: Publisher, Failure == B.Failure, Output == B.Output,
    B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure, C.Output == D.Output
  {
    Publishers.Merge4(self, b, c, d)
  }

  /// The values of this publisher and four others, as they arrive (C14).
  public func merge<B, C, D, E>(with b: B, _ c: C, _ d: D, _ e: E)
    -> Publishers.Merge5<Self, B, C, D, E>
  where
    B: Publisher, C: Publisher, D: Publisher, E: Publisher, Failure == B.Failure,
    Output == B.Output, B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure,
    C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output
  {
    Publishers.Merge5(self, b, c, d, e)
  }

  /// The values of this publisher and five others, as they arrive (C14).
  public func merge<B, C, D, E, F>(with b: B, _ c: C, _ d: D, _ e: E, _ f: F)
    -> Publishers.Merge6<Self, B, C, D, E, F>
  where
    B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, Failure == B.Failure,
    Output == B.Output, B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure,
    C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output, E.Failure == F.Failure,
    E.Output == F.Output
  {
    Publishers.Merge6(self, b, c, d, e, f)
  }

  /// The values of this publisher and six others, as they arrive (C14).
  public func merge<B, C, D, E, F, G>(with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G)
    -> Publishers.Merge7<Self, B, C, D, E, F, G>
  where
    B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher,
    Failure == B.Failure, Output == B.Output, B.Failure == C.Failure, B.Output == C.Output,
    C.Failure == D.Failure, C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output,
    E.Failure == F.Failure, E.Output == F.Output, F.Failure == G.Failure, F.Output == G.Output
  {
    Publishers.Merge7(self, b, c, d, e, f, g)
  }

  /// The values of this publisher and seven others, as they arrive (C14).
  public func merge<B, C, D, E, F, G, H>(with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H)
    -> Publishers.Merge8<Self, B, C, D, E, F, G, H>
  where
    B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher,
    H: Publisher, Failure == B.Failure, Output == B.Output, B.Failure == C.Failure,
    B.Output == C.Output, C.Failure == D.Failure, C.Output == D.Output, D.Failure == E.Failure,
    D.Output == E.Output, E.Failure == F.Failure, E.Output == F.Output, F.Failure == G.Failure,
    F.Output == G.Output, G.Failure == H.Failure, G.Output == H.Output
  {
    Publishers.Merge8(self, b, c, d, e, f, g, h)
  }

  /// The values of this publisher and another of its type, as they arrive (C14).
  public func merge(with other: Self) -> Publishers.MergeMany<Self> {
    Publishers.MergeMany(self, other)
  }
}

extension Publishers.MergeMany {
  /// These publishers and one more of their type (C14).
  public func merge(with other: Upstream) -> Publishers.MergeMany<Upstream> {
    Publishers.MergeMany(publishers + [other])
  }
}

extension Publishers.MergeMany: Equatable where Upstream: Equatable {
  public static func == (
    lhs: Publishers.MergeMany<Upstream>, rhs: Publishers.MergeMany<Upstream>
  ) -> Bool {
    lhs.publishers == rhs.publishers
  }
}
