import Foundation
import Runtime

// The central and peripheral managers and the remote peripheral
// (Docs/Semantics/OtherFrameworks.md §20). Headless the device has no Bluetooth LE radio: a
// manager's state is `.unknown` until a later turn of the main queue, where it becomes
// `.unsupported` and the delegate is told (OF-20.1); scanning, connecting and advertising then
// do nothing, as Apple's do outside the powered-on state (OF-20.2).

/// What central and peripheral managers share (CoreBluetooth's `CBManager`).
open class CBManager: NSObject, @unchecked Sendable {
  /// The radio's state: `.unknown`, then `.unsupported` from the turn the delegate is told.
  open internal(set) var state: CBManagerState = .unknown
  /// The app's authorization: `.allowedAlways` headless, where nobody is asked (OF-20.1).
  @available(iOS 13.1, macOS 10.15, *)
  open class var authorization: CBManagerAuthorization { .allowedAlways }
  /// The app's authorization, as the class property says.
  @available(iOS, introduced: 13.0, deprecated: 13.1)
  open var authorization: CBManagerAuthorization { .allowedAlways }
  let runtime: Runtime

  /// A manager on the current runtime. In a later turn of that runtime's main queue its state
  /// becomes `.unsupported` and its delegate is told (the queue a manager is given is kept, not
  /// used: every answer comes on the main queue).
  override init() {
    runtime = Runtime.current
    super.init()
    runtime.enqueueOnMainQueue { [weak self] in
      guard let self else { return }
      state = .unsupported
      tellDelegateState()
    }
  }

  /// Tells the delegate the state changed: each kind of manager tells its own delegate.
  func tellDelegateState() {}
}

/// What a central manager tells its delegate (CoreBluetooth's `CBCentralManagerDelegate`):
/// the state change is required, the others optional (here with empty defaults).
public protocol CBCentralManagerDelegate: AnyObject {
  func centralManagerDidUpdateState(_ central: CBCentralManager)
  func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any])
  func centralManager(
    _ central: CBCentralManager, didDiscover peripheral: CBPeripheral,
    advertisementData: [String: Any], rssi RSSI: NSNumber)
  func centralManager(_ central: CBCentralManager, didConnect peripheral: CBPeripheral)
  func centralManager(
    _ central: CBCentralManager, didFailToConnect peripheral: CBPeripheral, error: (any Error)?)
  func centralManager(
    _ central: CBCentralManager, didDisconnectPeripheral peripheral: CBPeripheral,
    error: (any Error)?)
}

extension CBCentralManagerDelegate {
  public func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any]) {}
  public func centralManager(
    _ central: CBCentralManager, didDiscover peripheral: CBPeripheral,
    advertisementData: [String: Any], rssi RSSI: NSNumber
  ) {}
  public func centralManager(_ central: CBCentralManager, didConnect peripheral: CBPeripheral) {}
  public func centralManager(
    _ central: CBCentralManager, didFailToConnect peripheral: CBPeripheral, error: (any Error)?
  ) {}
  public func centralManager(
    _ central: CBCentralManager, didDisconnectPeripheral peripheral: CBPeripheral,
    error: (any Error)?
  ) {}
}

/// Scans for, connects to and reads remote peripherals (CoreBluetooth's `CBCentralManager`):
/// headless it finds none (OF-20.2).
open class CBCentralManager: CBManager, @unchecked Sendable {
  /// The delegate, told the state in a later turn.
  open weak var delegate: (any CBCentralManagerDelegate)?
  /// Whether a scan is running: never headless.
  open var isScanning: Bool { false }

  /// A manager whose delegate is told the state on the main queue, in a later turn; `queue`
  /// and `options` are kept, not used.
  public init(
    delegate: (any CBCentralManagerDelegate)?, queue: DispatchQueue?,
    options: [String: Any]? = nil
  ) {
    self.delegate = delegate
    super.init()
  }

  /// A manager without a delegate; its state changes in a later turn all the same.
  public override init() {
    super.init()
  }

  override func tellDelegateState() { delegate?.centralManagerDidUpdateState(self) }

  /// Starts a scan: nothing happens outside the powered-on state (OF-20.2).
  open func scanForPeripherals(withServices serviceUUIDs: [CBUUID]?, options: [String: Any]? = nil)
  {}
  /// Stops the scan.
  open func stopScan() {}
  /// Connects `peripheral`: nothing happens outside the powered-on state.
  open func connect(_ peripheral: CBPeripheral, options: [String: Any]? = nil) {}
  /// Cancels a connection or its attempt.
  open func cancelPeripheralConnection(_ peripheral: CBPeripheral) {}
  /// The known peripherals of `identifiers`: none headless.
  open func retrievePeripherals(withIdentifiers identifiers: [UUID]) -> [CBPeripheral] { [] }
  /// The connected peripherals with `serviceUUIDs`: none headless.
  open func retrieveConnectedPeripherals(withServices serviceUUIDs: [CBUUID]) -> [CBPeripheral] {
    []
  }
}

/// A peripheral's connection state (CoreBluetooth's `CBPeripheralState`).
public enum CBPeripheralState: Int, Sendable {
  case disconnected = 0
  case connecting = 1
  case connected = 2
  case disconnecting = 3
}

/// What a peripheral tells its delegate (CoreBluetooth's `CBPeripheralDelegate`): every
/// method is optional (here with empty defaults); headless none is called.
public protocol CBPeripheralDelegate: AnyObject {
  func peripheralDidUpdateName(_ peripheral: CBPeripheral)
  func peripheral(_ peripheral: CBPeripheral, didModifyServices invalidatedServices: [CBService])
  func peripheral(_ peripheral: CBPeripheral, didReadRSSI RSSI: NSNumber, error: (any Error)?)
  func peripheral(_ peripheral: CBPeripheral, didDiscoverServices error: (any Error)?)
  func peripheral(
    _ peripheral: CBPeripheral, didDiscoverCharacteristicsFor service: CBService,
    error: (any Error)?)
  func peripheral(
    _ peripheral: CBPeripheral, didUpdateValueFor characteristic: CBCharacteristic,
    error: (any Error)?)
  func peripheral(
    _ peripheral: CBPeripheral, didWriteValueFor characteristic: CBCharacteristic,
    error: (any Error)?)
  func peripheral(
    _ peripheral: CBPeripheral, didUpdateNotificationStateFor characteristic: CBCharacteristic,
    error: (any Error)?)
  func peripheral(
    _ peripheral: CBPeripheral, didDiscoverDescriptorsFor characteristic: CBCharacteristic,
    error: (any Error)?)
  func peripheral(
    _ peripheral: CBPeripheral, didUpdateValueFor descriptor: CBDescriptor, error: (any Error)?)
}

extension CBPeripheralDelegate {
  public func peripheralDidUpdateName(_ peripheral: CBPeripheral) {}
  public func peripheral(
    _ peripheral: CBPeripheral, didModifyServices invalidatedServices: [CBService]
  ) {}
  public func peripheral(
    _ peripheral: CBPeripheral, didReadRSSI RSSI: NSNumber, error: (any Error)?
  ) {}
  public func peripheral(_ peripheral: CBPeripheral, didDiscoverServices error: (any Error)?) {}
  public func peripheral(
    _ peripheral: CBPeripheral, didDiscoverCharacteristicsFor service: CBService,
    error: (any Error)?
  ) {}
  public func peripheral(
    _ peripheral: CBPeripheral, didUpdateValueFor characteristic: CBCharacteristic,
    error: (any Error)?
  ) {}
  public func peripheral(
    _ peripheral: CBPeripheral, didWriteValueFor characteristic: CBCharacteristic,
    error: (any Error)?
  ) {}
  public func peripheral(
    _ peripheral: CBPeripheral, didUpdateNotificationStateFor characteristic: CBCharacteristic,
    error: (any Error)?
  ) {}
  public func peripheral(
    _ peripheral: CBPeripheral, didDiscoverDescriptorsFor characteristic: CBCharacteristic,
    error: (any Error)?
  ) {}
  public func peripheral(
    _ peripheral: CBPeripheral, didUpdateValueFor descriptor: CBDescriptor, error: (any Error)?
  ) {}
}

/// A remote peripheral (CoreBluetooth's `CBPeripheral`): only a central manager makes one,
/// and headless none does.
open class CBPeripheral: CBPeer, @unchecked Sendable {
  /// The delegate.
  open weak var delegate: (any CBPeripheralDelegate)?
  /// The peripheral's name.
  open var name: String? { nil }
  /// The connection state.
  open var state: CBPeripheralState { .disconnected }
  /// The services discovered.
  open var services: [CBService]? { nil }
  /// Whether a write without response can be sent now.
  open var canSendWriteWithoutResponse: Bool { false }

  override init() { super.init() }

  open func readRSSI() {}
  open func discoverServices(_ serviceUUIDs: [CBUUID]?) {}
  open func discoverIncludedServices(_ includedServiceUUIDs: [CBUUID]?, for service: CBService) {}
  open func discoverCharacteristics(_ characteristicUUIDs: [CBUUID]?, for service: CBService) {}
  open func discoverDescriptors(for characteristic: CBCharacteristic) {}
  open func readValue(for characteristic: CBCharacteristic) {}
  open func readValue(for descriptor: CBDescriptor) {}
  open func writeValue(
    _ data: Data, for characteristic: CBCharacteristic, type: CBCharacteristicWriteType
  ) {}
  open func writeValue(_ data: Data, for descriptor: CBDescriptor) {}
  open func setNotifyValue(_ enabled: Bool, for characteristic: CBCharacteristic) {}
  /// The longest value one write of `type` may carry: 20 bytes, the default ATT payload.
  open func maximumWriteValueLength(for type: CBCharacteristicWriteType) -> Int { 20 }
}
