import CoreBluetooth
import Foundation
import Runtime
import Testing

// CoreBluetooth as a screen that scans for a sensor or publishes a service uses it
// (Docs/Semantics/OtherFrameworks.md §20): headless the device has no Bluetooth LE radio.

/// The shape of a scanning screen: it scans once the radio is on and shows the state.
private final class ScanScreen: CBCentralManagerDelegate, CBPeripheralDelegate {
  var manager: CBCentralManager?
  var status: [String] = []
  var found = 0
  let service = CBUUID(string: "180D")

  func start() { manager = CBCentralManager(delegate: self, queue: nil) }

  func centralManagerDidUpdateState(_ central: CBCentralManager) {
    switch central.state {
    case .poweredOn:
      central.scanForPeripherals(withServices: [service], options: nil)
      status.append("scanning")
    case .unsupported: status.append("unsupported")
    default: status.append("other \(central.state.rawValue)")
    }
  }

  func centralManager(
    _ central: CBCentralManager, didDiscover peripheral: CBPeripheral,
    advertisementData: [String: Any], rssi RSSI: NSNumber
  ) { found += 1 }
}

/// The shape of an advertising screen: it publishes a service once the radio is on.
private final class AdvertiseScreen: CBPeripheralManagerDelegate {
  var manager: CBPeripheralManager?
  var states: [CBManagerState] = []

  func peripheralManagerDidUpdateState(_ peripheral: CBPeripheralManager) {
    states.append(peripheral.state)
    guard peripheral.state == .poweredOn else { return }
    peripheral.startAdvertising([CBAdvertisementDataLocalNameKey: "Sensor"])
  }
}

@MainActor
struct CoreBluetoothTests {
  @Test func aCentralManagerIsToldTheRadioIsUnsupportedOnALaterTurn() {
    Runtime.withNew { runtime in
      let screen = ScanScreen()
      screen.start()
      #expect(screen.manager?.state == .unknown)
      #expect(screen.status.isEmpty)
      runtime.advance(frames: 0)
      #expect(screen.manager?.state == .unsupported)
      #expect(screen.status == ["unsupported"])
      screen.manager?.scanForPeripherals(withServices: nil)
      runtime.advance(frames: 2)
      #expect(screen.manager?.isScanning == false)
      #expect(screen.found == 0)
      #expect(screen.manager?.retrievePeripherals(withIdentifiers: [UUID()]).isEmpty == true)
      #expect(CBManager.authorization == .allowedAlways)
    }
  }

  @Test func aPeripheralManagerPublishesAndAdvertisesNothing() {
    Runtime.withNew { runtime in
      let screen = AdvertiseScreen()
      screen.manager = CBPeripheralManager(delegate: screen, queue: nil, options: nil)
      let characteristic = CBMutableCharacteristic(
        type: CBUUID(string: "2A37"), properties: [.notify, .read], value: nil,
        permissions: [.readable])
      let service = CBMutableService(type: CBUUID(string: "180D"), primary: true)
      service.characteristics = [characteristic]
      #expect(characteristic.service === service)
      screen.manager?.add(service)
      runtime.advance(frames: 0)
      #expect(screen.states == [.unsupported])
      #expect(screen.manager?.isAdvertising == false)
      let sent = screen.manager?.updateValue(
        Data([1]), for: characteristic, onSubscribedCentrals: nil)
      #expect(sent == false)
      #expect(characteristic.subscribedCentrals == nil)
    }
  }

  @Test func uuidsOnTheBluetoothBaseAreTheirShortAlias() {
    let long = CBUUID(string: "0000180d-0000-1000-8000-00805f9b34fb")
    #expect(long.uuidString == "180D")
    #expect(long == CBUUID(string: "180D"))
    #expect(long.data == Data([0x18, 0x0D]))
    let custom = CBUUID(string: "00001234-0001-1000-8000-00805f9b34fb")
    #expect(custom.uuidString == "00001234-0001-1000-8000-00805F9B34FB")
    #expect(custom != long)
    #expect(CBUUID(data: Data([0x2A, 0x37])).uuidString == "2A37")
    #expect(CBATTError.success == .success)
    #expect((CBError(.notConnected) as NSError).domain == CBErrorDomain)
  }
}
