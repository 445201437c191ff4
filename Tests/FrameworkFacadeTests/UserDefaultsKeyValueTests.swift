import Foundation
import HeadlessFoundation
import Testing

@Suite struct UserDefaultsKeyValueTests {
  @Test func keyValueCodingReadsAndWritesTheDefaults() throws {
    let suite = "ScreenLab.UserDefaultsKeyValueTests"
    let defaults = try #require(UserDefaults(suiteName: suite))
    defer { defaults.removePersistentDomain(forName: suite) }
    #expect(defaults.value(forKey: "email") == nil)
    defaults.set("a@example.com", forKey: "email")
    #expect(defaults.value(forKey: "email") as? String == "a@example.com")
    defaults.setValue(42, forKey: "count")
    #expect(defaults.integer(forKey: "count") == 42)
    defaults.setValue(nil, forKey: "count")
    #expect(defaults.object(forKey: "count") == nil)
  }
}
