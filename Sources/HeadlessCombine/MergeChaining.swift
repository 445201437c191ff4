// The `merge(with:…)` of each `Publishers.Merge` … `Merge7`, which adds upstreams to make a wider
// merge, and the `Equatable` conformances of the merges (Docs/Combine.md C14).

extension Publishers.Merge {
  /// This merge and one more publisher, as one `Merge3` (C14).
  public func merge<P>(with other: P) -> Publishers.Merge3<A, B, P>
  where P: Publisher, B.Failure == P.Failure, B.Output == P.Output {
    Publishers.Merge3(a, b, other)
  }

  /// This merge and two more publishers, as one `Merge4` (C14).
  public func merge<Z, Y>(with z: Z, _ y: Y) -> Publishers.Merge4<A, B, Z, Y>
  where
    Z: Publisher, Y: Publisher, B.Failure == Z.Failure, B.Output == Z.Output,
    Z.Failure == Y.Failure, Z.Output == Y.Output
  {
    Publishers.Merge4(a, b, z, y)
  }

  /// This merge and three more publishers, as one `Merge5` (C14).
  public func merge<Z, Y, X>(with z: Z, _ y: Y, _ x: X) -> Publishers.Merge5<A, B, Z, Y, X>
  where
    Z: Publisher, Y: Publisher, X: Publisher, B.Failure == Z.Failure, B.Output == Z.Output,
    Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure, Y.Output == X.Output
  {
    Publishers.Merge5(a, b, z, y, x)
  }

  /// This merge and four more publishers, as one `Merge6` (C14).
  public func merge<Z, Y, X, W>(with z: Z, _ y: Y, _ x: X, _ w: W)
    -> Publishers.Merge6<A, B, Z, Y, X, W>
  where
    Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, B.Failure == Z.Failure,
    B.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure,
    Y.Output == X.Output, X.Failure == W.Failure, X.Output == W.Output
  {
    Publishers.Merge6(a, b, z, y, x, w)
  }

  /// This merge and five more publishers, as one `Merge7` (C14).
  public func merge<Z, Y, X, W, V>(with z: Z, _ y: Y, _ x: X, _ w: W, _ v: V)
    -> Publishers.Merge7<A, B, Z, Y, X, W, V>
  where
    Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, V: Publisher, B.Failure == Z.Failure,
    B.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure,
    Y.Output == X.Output, X.Failure == W.Failure, X.Output == W.Output, W.Failure == V.Failure,
    W.Output == V.Output
  {
    Publishers.Merge7(a, b, z, y, x, w, v)
  }

  /// This merge and six more publishers, as one `Merge8` (C14).
  public func merge<Z, Y, X, W, V, U>(with z: Z, _ y: Y, _ x: X, _ w: W, _ v: V, _ u: U)
    -> Publishers.Merge8<A, B, Z, Y, X, W, V, U>
  where
    Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, V: Publisher, U: Publisher,
    B.Failure == Z.Failure, B.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output,
    Y.Failure == X.Failure, Y.Output == X.Output, X.Failure == W.Failure, X.Output == W.Output,
    W.Failure == V.Failure, W.Output == V.Output, V.Failure == U.Failure, V.Output == U.Output
  {
    Publishers.Merge8(a, b, z, y, x, w, v, u)
  }
}

extension Publishers.Merge3 {
  /// This merge and one more publisher, as one `Merge4` (C14).
  public func merge<P>(with other: P) -> Publishers.Merge4<A, B, C, P>
  where P: Publisher, C.Failure == P.Failure, C.Output == P.Output {
    Publishers.Merge4(a, b, c, other)
  }

  /// This merge and two more publishers, as one `Merge5` (C14).
  public func merge<Z, Y>(with z: Z, _ y: Y) -> Publishers.Merge5<A, B, C, Z, Y>
  where
    Z: Publisher, Y: Publisher, C.Failure == Z.Failure, C.Output == Z.Output,
    Z.Failure == Y.Failure, Z.Output == Y.Output
  {
    Publishers.Merge5(a, b, c, z, y)
  }

  /// This merge and three more publishers, as one `Merge6` (C14).
  public func merge<Z, Y, X>(with z: Z, _ y: Y, _ x: X) -> Publishers.Merge6<A, B, C, Z, Y, X>
  where
    Z: Publisher, Y: Publisher, X: Publisher, C.Failure == Z.Failure, C.Output == Z.Output,
    Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure, Y.Output == X.Output
  {
    Publishers.Merge6(a, b, c, z, y, x)
  }

  /// This merge and four more publishers, as one `Merge7` (C14).
  public func merge<Z, Y, X, W>(with z: Z, _ y: Y, _ x: X, _ w: W)
    -> Publishers.Merge7<A, B, C, Z, Y, X, W>
  where
    Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, C.Failure == Z.Failure,
    C.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure,
    Y.Output == X.Output, X.Failure == W.Failure, X.Output == W.Output
  {
    Publishers.Merge7(a, b, c, z, y, x, w)
  }

  /// This merge and five more publishers, as one `Merge8` (C14).
  public func merge<Z, Y, X, W, V>(with z: Z, _ y: Y, _ x: X, _ w: W, _ v: V)
    -> Publishers.Merge8<A, B, C, Z, Y, X, W, V>
  where
    Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, V: Publisher, C.Failure == Z.Failure,
    C.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure,
    Y.Output == X.Output, X.Failure == W.Failure, X.Output == W.Output, W.Failure == V.Failure,
    W.Output == V.Output
  {
    Publishers.Merge8(a, b, c, z, y, x, w, v)
  }
}

extension Publishers.Merge4 {
  /// This merge and one more publisher, as one `Merge5` (C14).
  public func merge<P>(with other: P) -> Publishers.Merge5<A, B, C, D, P>
  where P: Publisher, D.Failure == P.Failure, D.Output == P.Output {
    Publishers.Merge5(a, b, c, d, other)
  }

  /// This merge and two more publishers, as one `Merge6` (C14).
  public func merge<Z, Y>(with z: Z, _ y: Y) -> Publishers.Merge6<A, B, C, D, Z, Y>
  where
    Z: Publisher, Y: Publisher, D.Failure == Z.Failure, D.Output == Z.Output,
    Z.Failure == Y.Failure, Z.Output == Y.Output
  {
    Publishers.Merge6(a, b, c, d, z, y)
  }

  /// This merge and three more publishers, as one `Merge7` (C14).
  public func merge<Z, Y, X>(with z: Z, _ y: Y, _ x: X) -> Publishers.Merge7<A, B, C, D, Z, Y, X>
  where
    Z: Publisher, Y: Publisher, X: Publisher, D.Failure == Z.Failure, D.Output == Z.Output,
    Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure, Y.Output == X.Output
  {
    Publishers.Merge7(a, b, c, d, z, y, x)
  }

  /// This merge and four more publishers, as one `Merge8` (C14).
  public func merge<Z, Y, X, W>(with z: Z, _ y: Y, _ x: X, _ w: W)
    -> Publishers.Merge8<A, B, C, D, Z, Y, X, W>
  where
    Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, D.Failure == Z.Failure,
    D.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure,
    Y.Output == X.Output, X.Failure == W.Failure, X.Output == W.Output
  {
    Publishers.Merge8(a, b, c, d, z, y, x, w)
  }
}

extension Publishers.Merge5 {
  /// This merge and one more publisher, as one `Merge6` (C14).
  public func merge<P>(with other: P) -> Publishers.Merge6<A, B, C, D, E, P>
  where P: Publisher, E.Failure == P.Failure, E.Output == P.Output {
    Publishers.Merge6(a, b, c, d, e, other)
  }

  /// This merge and two more publishers, as one `Merge7` (C14).
  public func merge<Z, Y>(with z: Z, _ y: Y) -> Publishers.Merge7<A, B, C, D, E, Z, Y>
  where
    Z: Publisher, Y: Publisher, E.Failure == Z.Failure, E.Output == Z.Output,
    Z.Failure == Y.Failure, Z.Output == Y.Output
  {
    Publishers.Merge7(a, b, c, d, e, z, y)
  }

  /// This merge and three more publishers, as one `Merge8` (C14).
  public func merge<Z, Y, X>(with z: Z, _ y: Y, _ x: X) -> Publishers.Merge8<A, B, C, D, E, Z, Y, X>
  where
    Z: Publisher, Y: Publisher, X: Publisher, E.Failure == Z.Failure, E.Output == Z.Output,
    Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure, Y.Output == X.Output
  {
    Publishers.Merge8(a, b, c, d, e, z, y, x)
  }
}

extension Publishers.Merge6 {
  /// This merge and one more publisher, as one `Merge7` (C14).
  public func merge<P>(with other: P) -> Publishers.Merge7<A, B, C, D, E, F, P>
  where P: Publisher, F.Failure == P.Failure, F.Output == P.Output {
    Publishers.Merge7(a, b, c, d, e, f, other)
  }

  /// This merge and two more publishers, as one `Merge8` (C14).
  public func merge<Z, Y>(with z: Z, _ y: Y) -> Publishers.Merge8<A, B, C, D, E, F, Z, Y>
  where
    Z: Publisher, Y: Publisher, F.Failure == Z.Failure, F.Output == Z.Output,
    Z.Failure == Y.Failure, Z.Output == Y.Output
  {
    Publishers.Merge8(a, b, c, d, e, f, z, y)
  }
}

extension Publishers.Merge7 {
  /// This merge and one more publisher, as one `Merge8` (C14).
  public func merge<P>(with other: P) -> Publishers.Merge8<A, B, C, D, E, F, G, P>
  where P: Publisher, G.Failure == P.Failure, G.Output == P.Output {
    Publishers.Merge8(a, b, c, d, e, f, g, other)
  }
}

extension Publishers.Merge: Equatable where A: Equatable, B: Equatable {
  public static func == (lhs: Publishers.Merge<A, B>, rhs: Publishers.Merge<A, B>) -> Bool {
    lhs.a == rhs.a && lhs.b == rhs.b
  }
}

extension Publishers.Merge3: Equatable where A: Equatable, B: Equatable, C: Equatable {
  public static func == (lhs: Publishers.Merge3<A, B, C>, rhs: Publishers.Merge3<A, B, C>) -> Bool {
    lhs.a == rhs.a && lhs.b == rhs.b && lhs.c == rhs.c
  }
}

extension Publishers.Merge4: Equatable
where A: Equatable, B: Equatable, C: Equatable, D: Equatable {
  public static func == (lhs: Publishers.Merge4<A, B, C, D>, rhs: Publishers.Merge4<A, B, C, D>)
    -> Bool
  {
    lhs.a == rhs.a && lhs.b == rhs.b && lhs.c == rhs.c && lhs.d == rhs.d
  }
}

extension Publishers.Merge5: Equatable
where A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable {
  public static func == (
    lhs: Publishers.Merge5<A, B, C, D, E>, rhs: Publishers.Merge5<A, B, C, D, E>
  ) -> Bool {
    lhs.a == rhs.a && lhs.b == rhs.b && lhs.c == rhs.c && lhs.d == rhs.d && lhs.e == rhs.e
  }
}

extension Publishers.Merge6: Equatable
where A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable {
  public static func == (
    lhs: Publishers.Merge6<A, B, C, D, E, F>, rhs: Publishers.Merge6<A, B, C, D, E, F>
  ) -> Bool {
    lhs.a == rhs.a && lhs.b == rhs.b && lhs.c == rhs.c && lhs.d == rhs.d && lhs.e == rhs.e
      && lhs.f == rhs.f
  }
}

extension Publishers.Merge7: Equatable
where
  A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable, G: Equatable
{
  public static func == (
    lhs: Publishers.Merge7<A, B, C, D, E, F, G>, rhs: Publishers.Merge7<A, B, C, D, E, F, G>
  ) -> Bool {
    lhs.a == rhs.a && lhs.b == rhs.b && lhs.c == rhs.c && lhs.d == rhs.d && lhs.e == rhs.e
      && lhs.f == rhs.f && lhs.g == rhs.g
  }
}

extension Publishers.Merge8: Equatable
where
  A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable, G: Equatable,
  H: Equatable
{
  public static func == (
    lhs: Publishers.Merge8<A, B, C, D, E, F, G, H>, rhs: Publishers.Merge8<A, B, C, D, E, F, G, H>
  ) -> Bool {
    lhs.a == rhs.a && lhs.b == rhs.b && lhs.c == rhs.c && lhs.d == rhs.d && lhs.e == rhs.e
      && lhs.f == rhs.f && lhs.g == rhs.g && lhs.h == rhs.h
  }
}
