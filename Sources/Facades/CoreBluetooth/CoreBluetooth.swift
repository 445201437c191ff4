// `import CoreBluetooth` on a platform without Apple's framework (Linux): Bluetooth LE
// central and peripheral managers, UUIDs, services and characteristics
// (Docs/Semantics/OtherFrameworks.md §20). Headless there is no Bluetooth radio: a manager
// reports `.unsupported` to its delegate in a later turn, as on a device without Bluetooth LE,
// and finds, connects and advertises nothing. Declared in Package.swift only where the platform
// has no framework of this name.
import Foundation
import Runtime

/// The domain of CoreBluetooth's errors.
public let CBErrorDomain = "CBErrorDomain"
/// The domain of the attribute protocol's errors.
public let CBATTErrorDomain = "CBATTErrorDomain"

/// Advertisement data's keys (CoreBluetooth's `CBAdvertisementData…Key` constants).
public let CBAdvertisementDataLocalNameKey = "kCBAdvDataLocalName"
public let CBAdvertisementDataTxPowerLevelKey = "kCBAdvDataTxPowerLevel"
public let CBAdvertisementDataServiceUUIDsKey = "kCBAdvDataServiceUUIDs"
public let CBAdvertisementDataServiceDataKey = "kCBAdvDataServiceData"
public let CBAdvertisementDataManufacturerDataKey = "kCBAdvDataManufacturerData"
public let CBAdvertisementDataIsConnectable = "kCBAdvDataIsConnectable"
/// Options of a central manager and of its scans (kept, nothing scans headless).
public let CBCentralManagerOptionShowPowerAlertKey = "kCBInitOptionShowPowerAlert"
public let CBCentralManagerOptionRestoreIdentifierKey = "kCBRestoreIdentifierKey"
public let CBCentralManagerScanOptionAllowDuplicatesKey = "kCBScanOptionAllowDuplicates"
public let CBCentralManagerScanOptionSolicitedServiceUUIDsKey =
  "kCBScanOptionSolicitedServiceUUIDs"
public let CBPeripheralManagerOptionShowPowerAlertKey = "kCBInitOptionShowPowerAlert"

/// A manager's view of the Bluetooth radio (CoreBluetooth's `CBManagerState`, with the SDK's
/// raw values).
public enum CBManagerState: Int, Sendable {
  case unknown = 0
  case resetting = 1
  case unsupported = 2
  case unauthorized = 3
  case poweredOff = 4
  case poweredOn = 5
}

/// The app's Bluetooth authorization (CoreBluetooth's `CBManagerAuthorization`).
public enum CBManagerAuthorization: Int, Sendable {
  case notDetermined = 0
  case restricted = 1
  case denied = 2
  case allowedAlways = 3
}

/// What a characteristic can do (CoreBluetooth's `CBCharacteristicProperties`).
public struct CBCharacteristicProperties: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let broadcast = CBCharacteristicProperties(rawValue: 0x01)
  public static let read = CBCharacteristicProperties(rawValue: 0x02)
  public static let writeWithoutResponse = CBCharacteristicProperties(rawValue: 0x04)
  public static let write = CBCharacteristicProperties(rawValue: 0x08)
  public static let notify = CBCharacteristicProperties(rawValue: 0x10)
  public static let indicate = CBCharacteristicProperties(rawValue: 0x20)
  public static let authenticatedSignedWrites = CBCharacteristicProperties(rawValue: 0x40)
  public static let extendedProperties = CBCharacteristicProperties(rawValue: 0x80)
  public static let notifyEncryptionRequired = CBCharacteristicProperties(rawValue: 0x100)
  public static let indicateEncryptionRequired = CBCharacteristicProperties(rawValue: 0x200)
}

/// Who may read and write a local characteristic's value (CoreBluetooth's
/// `CBAttributePermissions`).
public struct CBAttributePermissions: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let readable = CBAttributePermissions(rawValue: 0x01)
  public static let writeable = CBAttributePermissions(rawValue: 0x02)
  public static let readEncryptionRequired = CBAttributePermissions(rawValue: 0x04)
  public static let writeEncryptionRequired = CBAttributePermissions(rawValue: 0x08)
}

/// How a value is written to a peripheral (CoreBluetooth's `CBCharacteristicWriteType`).
public enum CBCharacteristicWriteType: Int, Sendable {
  case withResponse = 0
  case withoutResponse = 1
}

/// A CoreBluetooth error (CoreBluetooth's `CBError`), bridged to an `NSError` of
/// ``CBErrorDomain`` with its code.
public struct CBError: CustomNSError, Hashable, Error {
  /// The kinds of error, with the SDK's raw values.
  public enum Code: Int, Sendable, Equatable {
    case unknown = 0
    case invalidParameters = 1
    case invalidHandle = 2
    case notConnected = 3
    case outOfSpace = 4
    case operationCancelled = 5
    case connectionTimeout = 6
    case peripheralDisconnected = 7
    case uuidNotAllowed = 8
    case alreadyAdvertising = 9
    case connectionFailed = 10
    case connectionLimitReached = 11
    case unknownDevice = 12
    case operationNotSupported = 13
  }

  public let code: Code
  public init(_ code: Code) { self.code = code }
  public static var errorDomain: String { CBErrorDomain }
  public var errorCode: Int { code.rawValue }
}

/// An attribute protocol error (CoreBluetooth's `CBATTError`): its codes are what a
/// peripheral manager answers a request with.
public struct CBATTError: CustomNSError, Hashable, Error {
  /// The kinds of error, with the SDK's raw values (`success` answers a request that succeeded).
  public enum Code: Int, Sendable, Equatable {
    case success = 0
    case invalidHandle = 1
    case readNotPermitted = 2
    case writeNotPermitted = 3
    case invalidPdu = 4
    case insufficientAuthentication = 5
    case requestNotSupported = 6
    case invalidOffset = 7
    case insufficientAuthorization = 8
    case prepareQueueFull = 9
    case attributeNotFound = 10
    case attributeNotLong = 11
    case insufficientEncryptionKeySize = 12
    case invalidAttributeValueLength = 13
    case unlikelyError = 14
    case insufficientEncryption = 15
    case unsupportedGroupType = 16
    case insufficientResources = 17
  }

  public let code: Code
  public init(_ code: Code) { self.code = code }
  public static var errorDomain: String { CBATTErrorDomain }
  public var errorCode: Int { code.rawValue }
  public static var success: Code { .success }
  public static var readNotPermitted: Code { .readNotPermitted }
  public static var writeNotPermitted: Code { .writeNotPermitted }
  public static var invalidOffset: Code { .invalidOffset }
  public static var requestNotSupported: Code { .requestNotSupported }
  public static var attributeNotFound: Code { .attributeNotFound }
}

/// A Bluetooth UUID (CoreBluetooth's `CBUUID`): 16, 32 or 128 bits. A 128-bit UUID on the
/// Bluetooth base (`0000xxxx-0000-1000-8000-00805F9B34FB`) is kept as its 16-bit alias, as
/// Apple's is (OF-20.3); two UUIDs are equal when their bytes are.
open class CBUUID: NSObject, NSCopying, @unchecked Sendable {
  /// The UUID's bytes, big-endian: 2, 4 or 16 of them.
  public let data: Data

  /// The UUID of `theString`: 4 or 8 hexadecimal digits, or a 128-bit UUID string. Apple raises
  /// an exception for another string; so does this (a trap).
  public init(string theString: String) {
    guard let bytes = CBUUID.bytes(of: theString) else {
      preconditionFailure("CBUUID: string \(theString) does not represent a UUID")
    }
    data = CBUUID.shortened(bytes)
  }

  /// The UUID of `theData`: 2, 4 or 16 bytes.
  public init(data theData: Data) {
    precondition([2, 4, 16].contains(theData.count), "CBUUID: data must be 2, 4 or 16 bytes")
    data = CBUUID.shortened(Array(theData))
  }

  /// The UUID of a Foundation UUID.
  public convenience init(nsuuid theUUID: UUID) {
    self.init(string: theUUID.uuidString)
  }

  /// The UUID as a string: 4 or 8 uppercase hexadecimal digits, or the 128-bit form.
  open var uuidString: String {
    let hex = data.map { String(format: "%02X", $0) }.joined()
    guard data.count == 16 else { return hex }
    let cuts = [8, 12, 16, 20]
    var out = ""
    for (index, character) in hex.enumerated() {
      if cuts.contains(index) { out += "-" }
      out.append(character)
    }
    return out
  }

  open override var description: String { uuidString }
  open override var hash: Int { data.hashValue }
  open override func isEqual(_ object: Any?) -> Bool { (object as? CBUUID)?.data == data }
  open func copy(with zone: NSZone? = nil) -> Any { self }

  private static let base: [UInt8] = [
    0x00, 0x00, 0x10, 0x00, 0x80, 0x00, 0x00, 0x80, 0x5F, 0x9B, 0x34, 0xFB,
  ]

  private static func bytes(of string: String) -> [UInt8]? {
    let digits = string.replacingOccurrences(of: "-", with: "")
    let dashed = string.count == 36
    guard [4, 8].contains(string.count) || (dashed && digits.count == 32) else { return nil }
    var bytes: [UInt8] = []
    var index = digits.startIndex
    while index < digits.endIndex {
      let next = digits.index(index, offsetBy: 2)
      guard let byte = UInt8(digits[index..<next], radix: 16) else { return nil }
      bytes.append(byte)
      index = next
    }
    return bytes
  }

  /// A 128-bit UUID on the Bluetooth base whose first two bytes are zero, as its 16-bit alias.
  private static func shortened(_ bytes: [UInt8]) -> Data {
    if bytes.count == 16, Array(bytes[4...]) == base, bytes[0] == 0, bytes[1] == 0 {
      return Data(bytes[2..<4])
    }
    return Data(bytes)
  }
}

/// A remote device (CoreBluetooth's `CBPeer`).
open class CBPeer: NSObject, @unchecked Sendable {
  /// The device's identifier.
  open var identifier: UUID { storedIdentifier }
  private let storedIdentifier = UUID()
}

/// A remote central that subscribed to a local characteristic (CoreBluetooth's `CBCentral`).
open class CBCentral: CBPeer, @unchecked Sendable {
  /// The most bytes one notification may carry.
  open var maximumUpdateValueLength: Int { 20 }
}

/// A service, characteristic or descriptor (CoreBluetooth's `CBAttribute`).
open class CBAttribute: NSObject, @unchecked Sendable {
  /// The attribute's type.
  open var uuid: CBUUID { type }
  let type: CBUUID
  init(type: CBUUID) { self.type = type }
}
