import SwiftUI

/// One setting: a title and a switch. A class, so that a row observes its own setting only.
@Observable public final class Setting: Identifiable {
  public let id: String
  public var title: String
  public var isOn: Bool

  public init(id: String, title: String, isOn: Bool = false) {
    self.id = id
    self.title = title
    self.isOn = isOn
  }
}

/// The settings screen's store.
@Observable public final class SettingsStore {
  public var items: [Setting]
  /// How many settings may be on at once.
  public var limit = 3

  public init(
    items: [Setting] = [
      Setting(id: "wifi", title: "Wi-Fi", isOn: true), Setting(id: "bluetooth", title: "Bluetooth"),
      Setting(id: "airplane", title: "Airplane Mode"), Setting(id: "hotspot", title: "Hotspot"),
    ]
  ) {
    self.items = items
  }

  /// How many settings are on.
  public var enabledCount: Int { items.filter(\.isOn).count }

  /// Appends a setting that is off.
  public func add(id: String, title: String) { items.append(Setting(id: id, title: title)) }
}
