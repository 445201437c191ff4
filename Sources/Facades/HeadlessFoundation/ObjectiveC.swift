// What Apple's ObjectiveC module, which Foundation re-exports on Apple's platforms, gives code
// that never mentions it: `autoreleasepool(invoking:)` (Docs/Semantics/OtherFrameworks.md
// OF-9.1).

/// Runs `body` inside an autorelease pool and returns its result, rethrowing its error, as the
/// ObjectiveC module's function does. Swift on this platform has no autorelease pools (objects
/// are released when their last reference goes, without Objective-C's deferred release), so
/// the pool changes nothing: `body` runs once, at once.
@inlinable @inline(__always)
public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
  try body()
}
