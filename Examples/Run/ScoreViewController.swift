// A view controller written for a storyboard: implicitly unwrapped `@IBOutlet`s that Interface
// Builder connects before `viewDidLoad`, an `@IBAction`, and `awakeFromNib`. Headless there is
// no storyboard: `screenlab run` makes each outlet from its declared type, adds the views to
// the root view and connects them before `viewDidLoad` (Docs/Run.md §3, "Interface Builder"):
//
//   swift run screenlab run Examples/Run/ScoreViewController.swift --tap Ekle
//
// prints what it made (`sentezlendi: ScoreViewController(), @IBOutlet scoreLabel = …`) and
// the label drawn again by the tap.

import UIKit

class ScoreViewController: UIViewController {
    @IBOutlet weak var scoreLabel: UILabel!
    @IBOutlet weak var addButton: UIButton!
    @IBOutlet var heightConstraint: NSLayoutConstraint!
    private var score = 0
    private var awoke = false

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // Read before anything else: nil here would trap, as on a device without the nib.
        scoreLabel.text = awoke ? "Skor: 0" : "uyanmadi"
        scoreLabel.frame = CGRect(x: 20, y: 80, width: 200, height: 30)
        addButton.setTitle("Ekle", for: .normal)
        addButton.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
        addButton.addTarget(self, action: #selector(add(_:)), for: .touchUpInside)
    }

    @IBAction func add(_ sender: UIButton) {
        score += 1
        scoreLabel.text = "Skor: \(score)"
    }
}
