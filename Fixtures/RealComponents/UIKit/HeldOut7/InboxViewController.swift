// Written in the style of public open-source UIKit screens (a `@MainActor` view controller that loads in `Task { @MainActor in … }` and shows a spinner label); no code copied.
import UIKit

@MainActor
protocol MessageLoading {
    func loadMessages() async -> [String]
}

@MainActor
final class InboxViewController: UIViewController {

    private let loader: MessageLoading
    private let statusLabel = UILabel()
    private let stack = UIStackView()
    private var loadTask: Task<Void, Never>?

    init(loader: MessageLoading) {
        self.loader = loader
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        view.backgroundColor = .systemBackground
        statusLabel.text = "Loading…"
        statusLabel.textColor = .secondaryLabel
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.addArrangedSubview(statusLabel)
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        loadTask = Task { @MainActor in
            let messages = await loader.loadMessages()
            show(messages)
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        loadTask?.cancel()
    }

    private func show(_ messages: [String]) {
        statusLabel.text = messages.isEmpty ? "No messages" : "\(messages.count) messages"
        for message in messages {
            let row = UILabel()
            row.text = message
            row.font = .preferredFont(forTextStyle: .body)
            stack.addArrangedSubview(row)
        }
    }
}

struct SampleMessageLoader: MessageLoading {
    func loadMessages() async -> [String] {
        try? await Task.sleep(nanoseconds: 200_000_000)
        return ["Welcome!", "Your order shipped", "Meeting at 10"]
    }
}
