import ScreenLab

// Seed 000, "Çizim ve Katman Animasyonu": a hand-drawn ring and a layer animation.
extension Lesson {
  static let redraw = Lesson(
    id: "cizim-ve-katman-animasyonu/redraw",
    titleTR: "Çizim ve Katman Animasyonu: yeniden çizim istenmedikçe halka eski değerde kalır",
    titleEN: "Drawing and Layer Animation: without a redraw request the ring keeps its old value",
    seed: "000"
  ) { out in
    let ring = Screen("ProgressRing")
    var model = ["progress": "40"]

    ring.set("progress", "40")
    let drawn = out.check(
      out.label("ilk-cizim", "first-draw"), model: model, screen: ring, keys: ["progress"])

    model["progress"] = "70"
    let stale = out.check(
      out.label("model-degisti", "model-changed"), model: model, screen: ring, keys: ["progress"])

    ring.set("progress", "70")
    let redrawn = out.check(
      out.label("yeniden-cizim-istendi", "redraw-requested"), model: model, screen: ring,
      keys: ["progress"])

    out.countVerdicts(drawn + stale + redrawn)
  }

  static let modelLayer = Lesson(
    id: "cizim-ve-katman-animasyonu/model-layer",
    titleTR: "Çizim ve Katman Animasyonu: model katmanı yazılmazsa değer eski haline döner",
    titleEN: "Drawing and Layer Animation: without a model-layer write the value snaps back",
    seed: "000"
  ) { out in
    let layer = Screen("RingLayer")
    let model = ["ringOpacity": "1"]

    layer.set("ringOpacity", "0")
    let added = out.check(
      out.label("animasyon-eklendi", "animation-added"), model: model, screen: layer,
      keys: ["ringOpacity"])

    layer.set("ringOpacity", "1")
    let committed = out.check(
      out.label("model-katmani-yazildi", "model-layer-written"), model: model, screen: layer,
      keys: ["ringOpacity"])

    out.countVerdicts(added + committed)
  }

  static let durationLimit = Lesson(
    id: "cizim-ve-katman-animasyonu/duration-limit",
    titleTR: "Çizim ve Katman Animasyonu: animasyon süresi modelde yok",
    titleEN: "Drawing and Layer Animation: the animation's duration is not in the model",
    seed: "000"
  ) { out in
    let model = ["ringOpacity": "1"]
    let fast = Screen("FastRing")
    let slow = Screen("SlowRing")

    fast.set("ringOpacity", "1")
    slow.set("ringOpacity", "1")

    let fastResult = out.check(
      out.label("kisa-sure", "short-duration"), model: model, screen: fast, keys: ["ringOpacity"])
    let slowResult = out.check(
      out.label("uzun-sure", "long-duration"), model: model, screen: slow, keys: ["ringOpacity"])

    out.countVerdicts(fastResult + slowResult)
  }
}
