// The language of a suite's or a test's messages, as a Swift Testing trait (Docs/Testing.md §1).
import Measure
import Testing

/// A trait that runs a test, or every test of a suite, with ``TestingOptions/language`` set:
/// `@Suite(.screenlabLanguage(.en))`. It wins over `SCREENLAB_LANG`.
public struct ScreenLabLanguageTrait: TestTrait, SuiteTrait, TestScoping {
  /// The language of the kernels' words in the messages.
  public let language: Language

  /// Applies to every test of a suite, nested suites included.
  public var isRecursive: Bool { true }

  public func provideScope(
    for test: Test, testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    var options = TestingOptions.current
    options.language = language
    try await TestingOptions.$current.withValue(options) { try await function() }
  }
}

extension Trait where Self == ScreenLabLanguageTrait {
  /// Messages in `language` for this test or suite: `@Suite(.screenlabLanguage(.en))`.
  public static func screenlabLanguage(_ language: Language) -> Self {
    ScreenLabLanguageTrait(language: language)
  }
}
