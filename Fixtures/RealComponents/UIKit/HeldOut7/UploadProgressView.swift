// Written in the style of public open-source UIKit components (a progress view driven by an async upload, with `@MainActor` update helpers called from a detached callback); no code copied.
import UIKit

final class UploadProgressView: UIView {

    private let track = UIView()
    private let fill = UIView()
    private let label = UILabel()
    private var fillWidth: NSLayoutConstraint!

    override init(frame: CGRect) {
        super.init(frame: frame)
        track.backgroundColor = .systemGray5
        track.layer.cornerRadius = 4
        fill.backgroundColor = .systemGreen
        fill.layer.cornerRadius = 4
        label.font = .preferredFont(forTextStyle: .caption1)
        label.textColor = .secondaryLabel
        for view in [track, fill, label] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        fillWidth = fill.widthAnchor.constraint(equalToConstant: 0)
        NSLayoutConstraint.activate([
            track.topAnchor.constraint(equalTo: topAnchor),
            track.leadingAnchor.constraint(equalTo: leadingAnchor),
            track.trailingAnchor.constraint(equalTo: trailingAnchor),
            track.heightAnchor.constraint(equalToConstant: 8),
            fill.topAnchor.constraint(equalTo: track.topAnchor),
            fill.leadingAnchor.constraint(equalTo: track.leadingAnchor),
            fill.heightAnchor.constraint(equalTo: track.heightAnchor),
            fillWidth,
            label.topAnchor.constraint(equalTo: track.bottomAnchor, constant: 6),
            label.leadingAnchor.constraint(equalTo: leadingAnchor),
            label.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @MainActor
    func update(progress: Double) {
        let clamped = min(max(progress, 0), 1)
        fillWidth.constant = track.bounds.width * clamped
        label.text = "\(Int(clamped * 100))%"
        UIView.animate(withDuration: 0.2) {
            self.layoutIfNeeded()
        }
    }

    func startUpload(chunks: Int) {
        Task {
            for chunk in 1...chunks {
                try? await Task.sleep(nanoseconds: 100_000_000)
                await MainActor.run {
                    self.update(progress: Double(chunk) / Double(chunks))
                }
            }
        }
    }
}
