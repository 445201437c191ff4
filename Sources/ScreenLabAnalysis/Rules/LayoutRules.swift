#if SCREENLAB_SWIFTSYNTAX
  internal import SwiftSyntax

  /// SL311: `layoutSubviews()` of a UIKit view that lays out its own subviews, overridden
  /// without `super.layoutSubviews()`; SL108 (`LayoutRules+Display.swift`), SL206, SL207 and
  /// SL208 (`LayoutRules+Added.swift`) (Docs/Analyzer.md).
  struct LayoutRules {
    let project: Project

    /// UIKit views whose own `layoutSubviews()` places subviews UIKit manages: a button's title
    /// and image views, a cell's content view and labels, a scroll view's content (a table's
    /// cells), a stack view's arranged subviews, a text field's text and buttons, a bar's items.
    /// `UIView` itself is left out: its implementation applies constraints, which a view that
    /// places its subviews by frame does not use.
    static let selfLayingOut: Set<String> = [
      "UIButton", "UITableViewCell", "UICollectionViewCell", "UITableViewHeaderFooterView",
      "UIScrollView", "UITableView", "UICollectionView", "UITextView", "UIStackView",
      "UITextField", "UISearchBar", "UINavigationBar", "UITabBar", "UIToolbar", "UISlider",
      "UISwitch", "UISegmentedControl", "UIPickerView", "UIDatePicker", "UIVisualEffectView",
    ]

    func findings() -> [Finding] {
      var findings: [Finding] = []
      for type in project.index.ordered where type.isClass {
        guard let base = uiKitBase(of: type), Self.selfLayingOut.contains(base) else { continue }
        for function in type.functions["layoutSubviews"] ?? [] {
          guard function.signature.parameterClause.parameters.isEmpty,
            function.modifiers.contains(where: { $0.name.text == "override" }),
            let body = function.body, !Self.callsSuperLayout(body),
            let file = file(of: function)
          else { continue }
          findings.append(
            project.warning(
              .layoutWithoutSuper, at: function, file: file,
              """
              layoutSubviews() of '\(type.name)', a \(base), does not call \
              super.layoutSubviews(): \(base)'s own layout of its subviews does not run, so \
              they keep stale frames; call super.layoutSubviews() first
              """))
        }
      }
      let early = geometryReadBeforeLayout()
      let shapes =
        findings + displayOnlyFindings() + unrequestedLayoutFindings() + layersSizedOnce()
        + geometryBeforeLayoutFindings() + geometryReadBeforePlacedFindings()
        + layersAddedOnEveryLayout() + viewsLeftOverFindings()
        + layersSizedFromArchivedFrame() + early
        + layersSizedOutsideLayout(skipping: Set(early.map(\.location)))
        + controlValuesPlacingLayersWithoutObserver()
      return shapes + earlyGeometryFindings(skipping: shapes)
    }

    /// The UIKit class a class of the analysis descends from: the first inherited name, up
    /// the chain of superclasses the analysis declares (at most 32 steps).
    func uiKitBase(of type: TypeInfo) -> String? {
      var current = type
      for _ in 0..<32 {
        guard let first = current.inheritedOrder.first else { return nil }
        guard let next = project.index.type(first), next.isClass, next !== current else {
          return first.hasPrefix("UI") ? first : nil
        }
        current = next
      }
      return nil
    }

    static func callsSuperLayout(_ body: CodeBlockSyntax) -> Bool {
      body.tokens(viewMode: .sourceAccurate).contains { token in
        token.tokenKind == .identifier("layoutSubviews")
          && token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period
          && token.previousToken(viewMode: .sourceAccurate)?
            .previousToken(viewMode: .sourceAccurate)?.tokenKind == .keyword(.super)
      }
    }

    /// The file that holds a declaration.
    func file(of node: some SyntaxProtocol) -> Int? {
      project.fileIndex(of: Syntax(node))
    }
  }
#endif
