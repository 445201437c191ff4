@testable import ScreenLabAnalysis

/// `Main.storyboard` with one scene: a view controller of `controller` whose root view (id
/// `root`) is `view` (the `<view key="view">` element's children) and whose outlets are
/// `outlets` (property name, destination id).
func storyboardScene(
  controller: String, view: String, outlets: [(property: String, destination: String)]
) -> SourceFile {
  let connections = outlets.enumerated().map { index, outlet in
    #"<outlet property="\#(outlet.property)" destination="\#(outlet.destination)" id="o\#(index)"/>"#
  }
  return SourceFile(
    path: "Main.storyboard",
    text: """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        <scenes>
          <!-- a comment with a <tag> and "quotes" -->
          <scene sceneID="s1">
            <objects>
              <viewController id="vc1" customClass="\(controller)" customModule="App" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root">
                  \(view)
                </view>
                <connections>
                  \(connections.joined(separator: "\n"))
                </connections>
              </viewController>
            </objects>
          </scene>
        </scenes>
      </document>
      """)
}
