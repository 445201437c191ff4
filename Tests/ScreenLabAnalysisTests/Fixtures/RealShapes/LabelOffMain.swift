// Imitates: a login button whose title label was set from a URLSession completion handler (a background queue).
// swift-format-ignore-file
import UIKit

final class AccountButton: UIButton {
    let caption = UILabel()

    func loadName(from url: URL) {
        URLSession.shared.dataTask(with: url) { data, _, _ in
            let name = String(decoding: data ?? Data(), as: UTF8.self)
            self.caption.text = name // bug: SL304
        }.resume()
    }
}
