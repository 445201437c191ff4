@_exported import HeadlessCoreGraphics
@_exported import Runtime
@_exported import TimingCurves

/// The current virtual time of the current runtime, in seconds.
///
/// Core Animation's absolute time. Headless, it is `Runtime.now` of `Runtime.current`:
/// it moves only when the runtime advances, never with the real clock.
public func CACurrentMediaTime() -> CFTimeInterval { Runtime.current.now }
