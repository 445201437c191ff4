import Measure

/// The report's labels, in Turkish (the default) or English.
struct ReportWords {
  let language: Language

  private func pick(_ turkish: String, _ english: String) -> String {
    language == .tr ? turkish : english
  }

  var output: String { pick("Çıktı", "Output") }
  var drawCost: String { pick("Çizim maliyeti", "Draw cost") }
  var drawCostNote: String {
    pick(
      "Her draw(_:)/draw(in:) geçişi sayılır, zamanlanmaz: işlemler, yol öğeleri, kirli "
        + "dikdörtgenin içinde ve dışında kalan alan (nokta²), geçişte oluşturulan nesneler ve "
        + "super.draw çağrısı.",
      "Each draw(_:)/draw(in:) pass, counted, never timed: operations, path elements, the area "
        + "inside and outside the dirty rect (points²), the objects created during the pass and "
        + "whether super.draw was called.")
  }
  var layerWeight: String { pick("Katman ağacının ağırlığı", "Layer tree weight") }
  var layerWeightNote: String {
    pick(
      "Ekrandaki katman ağaçları, ağırlık her değiştiğinde: katman sayısı, arka deposu olan "
        + "katmanlar ve baytları (genişlik × yükseklik × ölçek² × 4, katman başına ~100 bayt), "
        + "ekran dışı geçişler ve bu karede değişen katmanlar. Bir model, cihaz ölçümü değil.",
      "The layer trees on screen, whenever their weight changed: layers, layers with a "
        + "backing store and its bytes (width × height × scale² × 4, about 100 bytes per "
        + "layer), offscreen passes and the layers changed in that frame. A model, not a "
        + "measurement of a device.")
  }
  var time: String { pick("zaman", "time") }
  var timeline: String { pick("Zaman çizelgesi", "Timeline") }
  var timelineNote: String {
    pick(
      "Turlar ve kareler sanal saatte. Bir turun içinde zaman ilerlemez: turun adımları, turun "
        + "dilimine çalıştıkları sırayla yerleştirilir. İnce çizgiler 120 Hz, kalın çizgiler "
        + "60 Hz kare ızgarasıdır. Bir güncellemeye tıklayınca satırları açılır.",
      "Turns and frames on the virtual clock. Time does not pass inside a turn: a turn's steps "
        + "are laid out in its slot in the order they ran. Thin lines are the 120 Hz frame "
        + "grid, thick lines the 60 Hz one. Click an update to open its lines.")
  }
  var zoomIn: String { pick("Yakınlaştır", "Zoom in") }
  var zoomOut: String { pick("Uzaklaştır", "Zoom out") }
  var zoomReset: String { pick("Sıfırla", "Reset") }
  var steps: String { pick("Adımlar", "Steps") }
  var step: String { pick("Adım", "Step") }
  var from: String { pick("başlangıç", "from") }
  var to: String { pick("bitiş", "to") }
  var kernelLines: String { pick("Çekirdeğin satırları", "The kernel's lines") }
  var updates: String { pick("Güncellemeler", "Updates") }
  var updatesNote: String {
    pick(
      "Her güncellemede yeniden çalışan gövdeler nedenlerinin rengiyle, atlananlar gri.",
      "In each update, the bodies that re-ran in their cause's colour, the skipped ones grey.")
  }
  var ran: String { pick("yeniden çalışan", "re-ran") }
  var appeared: String { pick("belirdi", "appeared") }
  /// The kernels' own word for a view that did not re-run (`atlanan`).
  var skipped: String { Vocabulary.of(language).skipped }
  var inserted: String { pick("eklenen", "inserted") }
  var removed: String { pick("kaldırılan", "removed") }
  var printChanges: String { "_printChanges" }
  var tree: String { pick("Görünüm ağacı", "View tree") }
  var treeNote: String {
    pick(
      "Her görünümün okuduğu anahtarlar; seçili güncellemede değişen anahtarı okuyanlar "
        + "vurgulanır.",
      "The keys each view reads; the readers of the selected update's changed keys are "
        + "highlighted.")
  }
  var view: String { pick("Görünüm", "View") }
  var parent: String { pick("Ebeveyn", "Parent") }
  var reads: String { pick("Okuduğu", "Reads") }
  var storage: String { pick("Saklama", "Storage") }
  var changedReads: String { pick("Değişen okumalar", "Changed reads") }
  var animations: String { pick("Animasyonlar", "Animations") }
  var filmstrip: String { pick("Film şeridi", "Filmstrip") }
  var sync: String { pick("Eşitleme kararları", "Sync verdicts") }
  var label: String { pick("Etiket", "Label") }
  var screen: String { pick("Ekran", "Screen") }
  var field: String { pick("Alan", "Field") }
  var model: String { "Model" }
  var shown: String { pick("Ekranda", "Shown") }
  var verdict: String { pick("Karar", "Verdict") }
  var events: String { pick("İz kaydı", "Trace") }
  var eventCount: String { pick("olay", "events") }
  var category: String { pick("Tür", "Category") }
  var message: String { pick("İleti", "Message") }
  var turn: String { pick("tur", "turn") }
  var turns: String { pick("tur", "turns") }
  var frames: String { pick("kare", "frames") }
  var updateWord: String { pick("güncelleme", "updates") }
  var bodyRuns: String { pick("gövde çalışması", "body runs") }
  var samples: String { pick("dokunma örneği", "touch samples") }
  var nothing: String { pick("kayıt yok", "nothing recorded") }
  var frameRate: String { pick("ekran", "display") }
  var pageCheck: String { pick("Sayfa denetimi", "Page check") }
  var legend: String { pick("Renkler", "Colours") }
  var grid120: String { pick("120 Hz ızgara", "120 Hz grid") }
  var grid60: String { pick("60 Hz ızgara", "60 Hz grid") }
  var limited: String { pick("ilk olaylar gösteriliyor", "first events shown") }

  /// A cause's word (the kernel's).
  func cause(_ cause: Cause?) -> String {
    cause?.label(language) ?? appeared
  }

  /// The CSS class of a cause.
  /// A trace message as the page shows it: the runtime records a body's cause as the
  /// kernel's Turkish word (`SwiftUI: Row body (yerel)`); an English page shows the English
  /// word.
  static func traceMessage(_ message: String, _ language: Language) -> String {
    guard language == .en, message.hasPrefix("SwiftUI: "), message.hasSuffix(")") else {
      return message
    }
    for cause in Cause.allCases where message.hasSuffix(" body (\(cause.rawValue))") {
      return message.dropLast(cause.rawValue.count + 1) + cause.label(.en) + ")"
    }
    return message
  }

  static func causeClass(_ cause: Cause?) -> String {
    guard let cause else { return "cause-appeared" }
    switch cause {
    case .local: return "cause-local"
    case .parent: return "cause-parent"
    case .observed: return "cause-observed"
    case .environment: return "cause-environment"
    case .offRule: return "cause-offrule"
    case .notMeasured: return "cause-notmeasured"
    }
  }
}
