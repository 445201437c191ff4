import Foundation

// Services, characteristics and descriptors, remote and local, and the requests a peripheral
// manager answers (Docs/Semantics/OtherFrameworks.md §20). Headless no remote one is ever
// discovered; the local (mutable) ones keep what the app gives them.

/// A service of a peripheral (CoreBluetooth's `CBService`).
open class CBService: CBAttribute, @unchecked Sendable {
  /// The peripheral the service belongs to: nil for a local service.
  open internal(set) weak var peripheral: CBPeripheral?
  /// Whether the service is primary.
  open var isPrimary: Bool { primary }
  /// The service's characteristics: nil until discovered (a local service's: set by the app).
  open var characteristics: [CBCharacteristic]? { storedCharacteristics }
  /// The services the service includes.
  open var includedServices: [CBService]? { storedIncludedServices }
  var primary: Bool
  var storedCharacteristics: [CBCharacteristic]?
  var storedIncludedServices: [CBService]?

  init(attributeType: CBUUID, primary: Bool) {
    self.primary = primary
    super.init(type: attributeType)
  }
}

/// A service the app publishes through a peripheral manager (CoreBluetooth's
/// `CBMutableService`).
open class CBMutableService: CBService, @unchecked Sendable {
  /// A service of type `UUID`.
  public init(type UUID: CBUUID, primary isPrimary: Bool) {
    super.init(attributeType: UUID, primary: isPrimary)
  }

  open override var isPrimary: Bool {
    get { primary }
    set { primary = newValue }
  }

  /// The characteristics, kept as given.
  open override var characteristics: [CBCharacteristic]? {
    get { storedCharacteristics }
    set {
      storedCharacteristics = newValue
      for characteristic in newValue ?? [] { characteristic.service = self }
    }
  }

  open override var includedServices: [CBService]? {
    get { storedIncludedServices }
    set { storedIncludedServices = newValue }
  }
}

/// A characteristic of a service (CoreBluetooth's `CBCharacteristic`).
open class CBCharacteristic: CBAttribute, @unchecked Sendable {
  /// The service the characteristic belongs to.
  open internal(set) weak var service: CBService?
  /// What the characteristic can do.
  open var properties: CBCharacteristicProperties { storedProperties }
  /// The last value read or notified: nil until one is.
  open var value: Data? { storedValue }
  /// The characteristic's descriptors: nil until discovered.
  open var descriptors: [CBDescriptor]? { storedDescriptors }
  /// Whether notifications or indications are on: false headless, where none is set up.
  open var isNotifying: Bool { false }
  var storedProperties: CBCharacteristicProperties
  var storedValue: Data?
  var storedDescriptors: [CBDescriptor]?

  init(type: CBUUID, properties: CBCharacteristicProperties, value: Data?) {
    storedProperties = properties
    storedValue = value
    super.init(type: type)
  }
}

/// A characteristic the app publishes (CoreBluetooth's `CBMutableCharacteristic`).
open class CBMutableCharacteristic: CBCharacteristic, @unchecked Sendable {
  /// Who may read and write the value.
  open var permissions: CBAttributePermissions
  /// The centrals subscribed to the characteristic: none headless.
  open var subscribedCentrals: [CBCentral]? { nil }

  /// A characteristic of type `UUID`; a non-nil `value` is a cached, read-only value.
  public init(
    type UUID: CBUUID, properties: CBCharacteristicProperties, value: Data?,
    permissions: CBAttributePermissions
  ) {
    self.permissions = permissions
    super.init(type: UUID, properties: properties, value: value)
  }

  open override var properties: CBCharacteristicProperties {
    get { storedProperties }
    set { storedProperties = newValue }
  }

  open override var value: Data? {
    get { storedValue }
    set { storedValue = newValue }
  }

  open override var descriptors: [CBDescriptor]? {
    get { storedDescriptors }
    set { storedDescriptors = newValue }
  }
}

/// A descriptor of a characteristic (CoreBluetooth's `CBDescriptor`).
open class CBDescriptor: CBAttribute, @unchecked Sendable {
  /// The characteristic the descriptor belongs to.
  open internal(set) weak var characteristic: CBCharacteristic?
  /// The descriptor's value.
  open var value: Any? { storedValue }
  var storedValue: Any?

  init(attributeType: CBUUID, value: Any?) {
    storedValue = value
    super.init(type: attributeType)
  }
}

/// A descriptor the app publishes (CoreBluetooth's `CBMutableDescriptor`).
open class CBMutableDescriptor: CBDescriptor, @unchecked Sendable {
  /// A descriptor of type `UUID` with `value`.
  public init(type UUID: CBUUID, value: Any?) {
    super.init(attributeType: UUID, value: value)
  }
}

/// A remote central's read or write of a local characteristic (CoreBluetooth's
/// `CBATTRequest`): none arrives headless.
open class CBATTRequest: NSObject, @unchecked Sendable {
  /// The central that sent the request.
  open var central: CBCentral { storedCentral }
  /// The characteristic read or written.
  open var characteristic: CBCharacteristic { storedCharacteristic }
  /// Where in the value the request starts.
  open var offset: Int { storedOffset }
  /// The value written, or the value to answer a read with.
  open var value: Data?
  private let storedCentral: CBCentral
  private let storedCharacteristic: CBCharacteristic
  private let storedOffset: Int

  init(central: CBCentral, characteristic: CBCharacteristic, offset: Int, value: Data?) {
    storedCentral = central
    storedCharacteristic = characteristic
    storedOffset = offset
    self.value = value
  }
}
