// Imitates: the login button after the label write moved to the main queue.
// swift-format-ignore-file
import UIKit

final class AccountButton: UIButton {
    let caption = UILabel()

    func loadName(from url: URL) {
        URLSession.shared.dataTask(with: url) { data, _, _ in
            let name = String(decoding: data ?? Data(), as: UTF8.self)
            DispatchQueue.main.async {
                self.caption.text = name
            }
        }.resume()
    }
}
