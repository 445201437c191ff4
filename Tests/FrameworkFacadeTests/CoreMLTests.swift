import CoreML
import Foundation
import Runtime
import Synchronization
import Testing

// Core ML as view files and Xcode's generated model classes use it
// (Docs/Semantics/OtherFrameworks.md §14).

/// The shape of the class Xcode generates for a model: it loads the model in its initializer.
private final class Estimator {
  let model: MLModel
  init(configuration: MLModelConfiguration) throws {
    model = try MLModel(
      contentsOf: URL(fileURLWithPath: "/app/Estimator.mlmodelc"), configuration: configuration)
  }
}

@MainActor
struct CoreMLTests {
  @Test func noModelLoadsAndTheFilesCatchPathRuns() async {
    let configuration = MLModelConfiguration()
    #expect(configuration.computeUnits == .all)
    configuration.computeUnits = .cpuOnly
    #expect((configuration.copy() as? MLModelConfiguration)?.computeUnits == .cpuOnly)
    var caught: MLModelError?
    do {
      _ = try Estimator(configuration: configuration)
    } catch let error as MLModelError {
      caught = error
    } catch {}
    #expect(caught?.code == .io)
    #expect((caught as NSError?)?.domain == "com.apple.CoreML")
    #expect((caught as NSError?)?.code == 3)
    await #expect(throws: MLModelError(.io)) {
      _ = try await MLModel.load(contentsOf: URL(fileURLWithPath: "/app/Estimator.mlmodelc"))
    }
    #expect(throws: MLModelError(.io)) {
      _ = try MLModel.compileModel(at: URL(fileURLWithPath: "/app/Estimator.mlmodel"))
    }
  }

  @Test func theCompletionFormAnswersOnALaterTurn() {
    Runtime.withNew { runtime in
      let answers = Mutex<[Int]>([])
      MLModel.load(
        contentsOf: URL(fileURLWithPath: "/app/Estimator.mlmodelc"),
        configuration: MLModelConfiguration()
      ) { model, error in
        answers.withLock { $0.append(model == nil ? (error as NSError?)?.code ?? -1 : 0) }
      }
      #expect(answers.withLock { $0 }.isEmpty)
      runtime.advance(frames: 0)
      #expect(answers.withLock { $0 } == [3])
    }
  }

  @Test func featureProvidersConvertTheirValues() throws {
    let input = try MLDictionaryFeatureProvider(dictionary: [
      "wake": 8.5, "coffee": 2, "name": "latte", "sleep": MLFeatureValue(double: 7),
    ])
    #expect(input.featureNames == ["wake", "coffee", "name", "sleep"])
    #expect(input.featureValue(for: "wake")?.type == .double)
    #expect(input["coffee"]?.int64Value == 2)
    #expect(input["coffee"]?.doubleValue == 0)
    #expect(input["name"]?.stringValue == "latte")
    #expect(input["sleep"]?.isEqual(to: MLFeatureValue(double: 7)) == true)
    #expect(input["missing"] == nil)
    #expect(throws: MLModelError(.featureType)) {
      _ = try MLDictionaryFeatureProvider(dictionary: ["date": Date()])
    }
    let missing = MLFeatureValue(undefined: .string)
    #expect(missing.isUndefined && missing.type == .string && missing.stringValue == "")
  }
}
