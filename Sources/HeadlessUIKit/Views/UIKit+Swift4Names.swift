// UIKit's names before Swift 4.2, which Apple's SDK still declares as obsoleted and renamed
// (the Swift 4.2 SDK nested the enumerations and keys in their classes): a file that uses one
// fails to compile, as on Apple's SDK, with Apple's message, "'UITableViewCellStyle' has been
// renamed to 'UITableViewCell.CellStyle'", which names the spelling to write instead
// (Docs/Semantics/UIKit.md §56).

@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.CellStyle")
public typealias UITableViewCellStyle = UITableViewCell.CellStyle

@available(swift, obsoleted: 4.2, renamed: "UITableView.Style")
public typealias UITableViewStyle = UITableView.Style

@available(swift, obsoleted: 4.2, renamed: "UITableView.RowAnimation")
public typealias UITableViewRowAnimation = UITableView.RowAnimation

@available(swift, obsoleted: 4.2, renamed: "UIDatePicker.Mode")
public typealias UIDatePickerMode = UIDatePicker.Mode

@available(swift, obsoleted: 4.2, renamed: "UIActivityIndicatorView.Style")
public typealias UIActivityIndicatorViewStyle = UIActivityIndicatorView.Style

@available(swift, obsoleted: 4.2, renamed: "UIImagePickerController.InfoKey.originalImage")
public let UIImagePickerControllerOriginalImage = UIImagePickerController.InfoKey.originalImage

@available(swift, obsoleted: 4.2, renamed: "UIImagePickerController.InfoKey.editedImage")
public let UIImagePickerControllerEditedImage = UIImagePickerController.InfoKey.editedImage

@available(swift, obsoleted: 4.2, renamed: "UIImagePickerController.InfoKey.mediaType")
public let UIImagePickerControllerMediaType = UIImagePickerController.InfoKey.mediaType

extension UIActivityIndicatorView {
  @available(swift, obsoleted: 4.2, renamed: "style")
  public var activityIndicatorViewStyle: Style {
    get { style }
    set { style = newValue }
  }
}
