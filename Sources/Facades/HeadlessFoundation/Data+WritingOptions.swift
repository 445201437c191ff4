// `Data.WritingOptions.atomicWrite`, which the toolchain's Foundation on Linux lacks
// (Docs/Semantics/OtherFrameworks.md OF-9.4).
import Foundation

extension Data.WritingOptions {
  /// The same as `.atomic` (Apple's `NSAtomicWrite`, equal to `NSDataWritingAtomic`).
  @available(iOS, introduced: 2.0, deprecated: 27.0, message: "Use .atomic")
  public static let atomicWrite = Data.WritingOptions.atomic
}
