import Foundation
import HeadlessSwiftUI

/// The container a `modelContainer(for:…)` view makes, once per view identity (SD-4.3).
@MainActor
final class ModelContainerHolder {
  private var made: ModelContainer?

  func container(
    for types: [any PersistentModel.Type], autosave: Bool,
    onSetup: (Result<ModelContainer, any Error>) -> Void
  ) -> ModelContainer {
    if let made { return made }
    let container = ModelContainer(emptyFor: Schema(types))
    container.mainContext.autosaveEnabled = autosave
    made = container
    onSetup(.success(container))
    return container
  }
}

/// A view with a container of its own for the given model types (SD-4.3).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor @preconcurrency
public struct _ModelContainerView<Content: View>: View {
  let content: Content
  let types: [any PersistentModel.Type]
  let autosave: Bool
  let onSetup: (Result<ModelContainer, any Error>) -> Void
  @State private var holder = ModelContainerHolder()

  public var body: some View {
    let container = holder.container(for: types, autosave: autosave, onSetup: onSetup)
    return content.environment(\.modelContext, container.mainContext)
  }
}

/// The root view of a scene given a model context (SD-4.3).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor @preconcurrency
public struct _ModelContextSceneRoot: View {
  let root: (any View)?
  let context: ModelContext

  public var body: some View {
    AnyView(root.map { AnyView($0) } ?? AnyView(EmptyView()))
      .environment(\.modelContext, context)
  }
}

/// A scene whose windows' views read a given model context (SD-4.3).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor @preconcurrency
public struct _ModelContextScene<Content: Scene>: Scene {
  let content: Content
  let context: ModelContext

  public var body: some Scene {
    WindowGroup { _ModelContextSceneRoot(root: content.windowRoot, context: context) }
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
  /// Sets the environment's model context to `modelContext` (SD-4.3).
  @MainActor @preconcurrency
  public func modelContext(_ modelContext: ModelContext) -> some View {
    environment(\.modelContext, modelContext)
  }

  /// Gives this view a container of its own for `modelType`, made once per view identity and
  /// kept in memory whatever `inMemory` says (SD-4.3).
  @MainActor @preconcurrency
  public func modelContainer(
    for modelType: any PersistentModel.Type, inMemory: Bool = false,
    isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
    onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> some View {
    modelContainer(
      for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled,
      isUndoEnabled: isUndoEnabled, onSetup: onSetup)
  }

  @MainActor @preconcurrency
  public func modelContainer(
    for modelTypes: [any PersistentModel.Type], inMemory: Bool = false,
    isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
    onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> some View {
    _ModelContainerView(
      content: self, types: modelTypes, autosave: isAutosaveEnabled, onSetup: onSetup)
  }

  /// Sets the environment's model context to `container`'s main context (SD-4.3).
  @MainActor @preconcurrency
  public func modelContainer(_ container: ModelContainer) -> some View {
    environment(\.modelContext, container.mainContext)
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Scene {
  @MainActor @preconcurrency
  public func modelContext(_ modelContext: ModelContext) -> some Scene {
    _ModelContextScene(content: self, context: modelContext)
  }

  /// The scene's windows read the main context of a container for `modelType`, made with the
  /// scene (SD-4.3).
  @MainActor @preconcurrency
  public func modelContainer(
    for modelType: any PersistentModel.Type, inMemory: Bool = false,
    isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
    onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> some Scene {
    modelContainer(
      for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled,
      isUndoEnabled: isUndoEnabled, onSetup: onSetup)
  }

  @MainActor @preconcurrency
  public func modelContainer(
    for modelTypes: [any PersistentModel.Type], inMemory: Bool = false,
    isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
    onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> some Scene {
    let container = ModelContainer(emptyFor: Schema(modelTypes))
    container.mainContext.autosaveEnabled = isAutosaveEnabled
    onSetup(.success(container))
    return _ModelContextScene(content: self, context: container.mainContext)
  }

  @MainActor @preconcurrency
  public func modelContainer(_ container: ModelContainer) -> some Scene {
    _ModelContextScene(content: self, context: container.mainContext)
  }
}
