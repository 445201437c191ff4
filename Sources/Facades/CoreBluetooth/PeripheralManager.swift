import Foundation

// The peripheral manager: the app as a Bluetooth LE peripheral that publishes services and
// advertises (Docs/Semantics/OtherFrameworks.md §20). Headless nothing is published or
// advertised and no central subscribes or sends a request (OF-20.2).

/// What a peripheral manager tells its delegate (CoreBluetooth's
/// `CBPeripheralManagerDelegate`): the state change is required, the others optional (here
/// with empty defaults).
public protocol CBPeripheralManagerDelegate: AnyObject {
  func peripheralManagerDidUpdateState(_ peripheral: CBPeripheralManager)
  func peripheralManager(_ peripheral: CBPeripheralManager, willRestoreState dict: [String: Any])
  func peripheralManagerDidStartAdvertising(
    _ peripheral: CBPeripheralManager, error: (any Error)?)
  func peripheralManager(
    _ peripheral: CBPeripheralManager, didAdd service: CBService, error: (any Error)?)
  func peripheralManager(
    _ peripheral: CBPeripheralManager, central: CBCentral,
    didSubscribeTo characteristic: CBCharacteristic)
  func peripheralManager(
    _ peripheral: CBPeripheralManager, central: CBCentral,
    didUnsubscribeFrom characteristic: CBCharacteristic)
  func peripheralManager(_ peripheral: CBPeripheralManager, didReceiveRead request: CBATTRequest)
  func peripheralManager(
    _ peripheral: CBPeripheralManager, didReceiveWrite requests: [CBATTRequest])
  func peripheralManagerIsReady(toUpdateSubscribers peripheral: CBPeripheralManager)
}

extension CBPeripheralManagerDelegate {
  public func peripheralManager(
    _ peripheral: CBPeripheralManager, willRestoreState dict: [String: Any]
  ) {}
  public func peripheralManagerDidStartAdvertising(
    _ peripheral: CBPeripheralManager, error: (any Error)?
  ) {}
  public func peripheralManager(
    _ peripheral: CBPeripheralManager, didAdd service: CBService, error: (any Error)?
  ) {}
  public func peripheralManager(
    _ peripheral: CBPeripheralManager, central: CBCentral,
    didSubscribeTo characteristic: CBCharacteristic
  ) {}
  public func peripheralManager(
    _ peripheral: CBPeripheralManager, central: CBCentral,
    didUnsubscribeFrom characteristic: CBCharacteristic
  ) {}
  public func peripheralManager(
    _ peripheral: CBPeripheralManager, didReceiveRead request: CBATTRequest
  ) {}
  public func peripheralManager(
    _ peripheral: CBPeripheralManager, didReceiveWrite requests: [CBATTRequest]
  ) {}
  public func peripheralManagerIsReady(toUpdateSubscribers peripheral: CBPeripheralManager) {}
}

/// The latency a peripheral manager asks of a central (CoreBluetooth's
/// `CBPeripheralManagerConnectionLatency`).
public enum CBPeripheralManagerConnectionLatency: Int, Sendable {
  case low = 0
  case medium = 1
  case high = 2
}

/// Publishes services and advertises them (CoreBluetooth's `CBPeripheralManager`): headless
/// it publishes and advertises nothing (OF-20.2).
open class CBPeripheralManager: CBManager, @unchecked Sendable {
  /// The delegate, told the state in a later turn.
  open weak var delegate: (any CBPeripheralManagerDelegate)?
  /// Whether the manager is advertising: never headless.
  open var isAdvertising: Bool { false }

  /// A manager whose delegate is told the state on the main queue, in a later turn; `queue`
  /// and `options` are kept, not used.
  public init(
    delegate: (any CBPeripheralManagerDelegate)?, queue: DispatchQueue?,
    options: [String: Any]? = nil
  ) {
    self.delegate = delegate
    super.init()
  }

  /// A manager without a delegate; its state changes in a later turn all the same.
  public override init() {
    super.init()
  }

  override func tellDelegateState() { delegate?.peripheralManagerDidUpdateState(self) }

  /// Starts advertising: nothing happens outside the powered-on state (OF-20.2).
  open func startAdvertising(_ advertisementData: [String: Any]?) {}
  open func stopAdvertising() {}
  open func setDesiredConnectionLatency(
    _ latency: CBPeripheralManagerConnectionLatency, for central: CBCentral
  ) {}
  /// Publishes `service`: nothing happens outside the powered-on state.
  open func add(_ service: CBMutableService) {}
  open func remove(_ service: CBMutableService) {}
  open func removeAllServices() {}
  /// Answers a central's request.
  open func respond(to request: CBATTRequest, withResult result: CBATTError.Code) {}
  /// Sends `value` to the subscribed centrals: false headless, where none is subscribed and
  /// nothing can be sent.
  @discardableResult
  open func updateValue(
    _ value: Data, for characteristic: CBMutableCharacteristic,
    onSubscribedCentrals centrals: [CBCentral]?
  ) -> Bool { false }
}
