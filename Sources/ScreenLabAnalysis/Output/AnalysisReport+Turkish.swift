import Measure

// The findings' Turkish text (Docs/Analyzer.md, "Languages"): one sentence per rule, keyed by the rule's
// id so that a new rule needs only a new entry. ASCII, without diacritics, as the lessons'
// kernels print Turkish.

extension Rule {
  /// What each rule finds, in Turkish, by rule id.
  public static let turkishSummaries: [String: String] = [
    "SL101":
      "draw(_:) icinde okunan bir ozellik setNeedsDisplay() cagrilmadan yaziliyor: ekran eski "
      + "degeri gostermeye devam eder.",
    "SL102":
      "draw(_:) icinde okunan bir ozellik yaziliyor ve cizim yerine yerlesim isteniyor: "
      + "yerlesim yeniden cizmez.",
    "SL103": "draw(_:) dogrudan cagriliyor; UIKit onu setNeedsDisplay() sonrasinda cagirir.",
    "SL104": "draw(_:) icinde her cizimde yeni bir nesne olusturuluyor.",
    "SL105":
      "draw(_:) durumu, gorunum agacini ya da katman agacini degistiriyor; cizim yalnizca "
      + "okumali.",
    "SL106":
      "draw(_:) super.draw(rect) cagirmiyor; ust sinifin cizdigi (yazi, arka plan) ekranda "
      + "gorunmez.",
    "SL107":
      "Gorunum setNeedsDisplay(_:) ile bir dikdortgen aliyor ama draw(_:) rect'e bakmadan her "
      + "seyi ciziyor; dikdortgen disina cizilen atilir ama yine de maliyetlidir.",
    "SL108":
      "layoutSubviews() icinde okunan bir ozellik degisiyor ama yerlesim istenmiyor: "
      + "yerlesimde hesaplanan cerceveler eski kalir; setNeedsLayout() cagirin.",
    "SL109":
      "draw(_:) bir UIImageView alt sinifinda yaziliyor; UIImageView onu hic cagirmaz: cizilen "
      + "ve istenen yeniden cizimler ekrana gelmez.",
    "SL110":
      "Cizen bir gorunum dokunmanin durumunu touchesEnded(_:with:) icinde temizliyor ama "
      + "touchesCancelled(_:with:) yazilmamis: sistem dokunmayi iptal edince durum kalir ve "
      + "gorunum onu cizmeye devam eder.",
    "SL201":
      "Bir animasyon ekleniyor ama katmanin model degeri hic yazilmiyor: animasyon bitince "
      + "katman geri sicrar.",
    "SL202":
      "isRemovedOnCompletion = false ve fillMode = .forwards geri sicramayi gizliyor; model "
      + "degeri yazilmali.",
    "SL203": "Bir presentation() kopyasi yaziliyor; yazilan deger bir sonraki karede kaybolur.",
    "SL204":
      "Bir kisit, gorunumu yerlestirmeyen bir animasyon blogunda degisiyor: degisiklik "
      + "animasyonsuz, bir sonraki yerlesimde uygulanir.",
    "SL205":
      "Animasyon sabit bir degere gidiyor ama yontem model katmana kendisine verilen degeri "
      + "yaziyor, ya da bir konum (position) cercevenin kosesinden hesaplaniyor: katman baska "
      + "yere gider, animasyon bitince modele sicrar.",
    "SL206":
      "Bir katman kurulumda gorunumun sinirlarindan bir kez boyutlaniyor ya da Auto Layout "
      + "boyutlari vermeden once (viewDidLoad(), awakeFromNib()) okunan bir cerceveden "
      + "geometri hesaplaniyor ve hicbir yerlesim cagrisi onu yeniden hesaplamiyor: gorunumun "
      + "boyutu degisince ilk boyutunda kalir.",
    "SL207":
      "viewWillLayoutSubviews() bir alt gorunumun cercevesinden bir deger hesapliyor; "
      + "cerceveler ancak ardindan gelen yerlesimde guncellenir: boyut degisince deger onceki "
      + "yerlesimi izler.",
    "SL208":
      "UIKit'in defalarca cagirdigi bir yontem (layoutSubviews(), viewWillAppear(_:), "
      + "willMove(toSuperview:)) her calistiginda yeni bir katman ya da gorunum ekliyor ve "
      + "oncekini kaldirmiyor, ya da baska kodun yazdigi bir gorunumu yenisiyle degistiriyor: "
      + "eskiler yenisinin yaninda kalir ya da yazilan deger kaybolur.",
    "SL209":
      "Ozel bir kontrolun degeri katmanlarini yalnizca bir dokunus onu degistirdiginde "
      + "yerlestiriyor: degerin gozlemcisi yok, koddan ayarlandiginda hicbir sey kimildamaz.",
    "SL301":
      "Zayif bir delegate ya da dataSource uzerinden cagri yapiliyor ama hic atanmiyor: her "
      + "cagri bos gecer.",
    "SL302":
      "Bir delegate geri cagrisi ekranda gosterilen bir model degerini yaziyor ve hicbir sey "
      + "yenilenmiyor: satir bayat kalir.",
    "SL303":
      "Hucrelerin gosterdigi bir veri degisiyor ve tablo ya da koleksiyon yenilenmiyor: "
      + "satirlar eski degerleri gosterir.",
    "SL304":
      "Bir gorunum arka plan kuyrugundan degistiriliyor: UIKit is parcacigi guvenli degildir "
      + "ve ekran guncellenmeyebilir.",
    "SL305":
      "Yeniden kullanilan bir hucre ya da isaret gorunumu ogenin icerigini yalnizca yeni "
      + "olusturuldugunda aliyor: yeniden kullanilan gorunum onceki ogeyi gosterir.",
    "SL306":
      "Bir etkinlik gostergesi baslatiliyor ama hicbir sey onu durdurmuyor: sonuc geldikten "
      + "sonra da ekran yukleniyor gibi kalir.",
    "SL307":
      "Sayfa denetiminin currentPage degeri yalnizca kurulumda yaziliyor: sayfalar degisirken "
      + "noktalar ilk sayfada kalir.",
    "SL308":
      "Hucrelerin gosterdigi veri hemen degisiyor ama tablo ancak bir gecikmeden sonra "
      + "yenileniyor: aradaki satirlar yeni veriyi eski satirlarin yaninda gosterir.",
    "SL309":
      "Bir etiket verinin toplamini, sayisini ya da bir ozelligini gosteriyor; veriyi "
      + "degistiren bir yontem onu guncelliyor, digeri guncellemiyor: etiket eski degerde kalir.",
    "SL310":
      "Bir denetimin durum ozelligini (isOn, value) izleyen bir gozlemci yok; onu yalnizca "
      + "set...(_:animated:) yontemi gosteriyor: ozelligi dogrudan yazan gorunumu degistirmez.",
    "SL311":
      "Kendi yerlesimini yapan bir UIKit gorunumunun layoutSubviews() yontemi "
      + "super.layoutSubviews() cagirmiyor: baslik, resim ya da icerik gorunumu eski "
      + "cercevesinde kalir.",
    "SL312":
      "Asenkron bir tamamlama blogunun yazdigi yerel degisken ya da ozellik, yuklemeyi baslatan "
      + "cagrinin hemen ardindan ekran icin okunuyor; blok henuz calismadigindan gorunum eski "
      + "degeri gosterir.",
    "SL313":
      "Bir zamanlayici ya da eylem bir ozelligin okuyucusunu (#selector(getter:)) cagiriyor: "
      + "ekrani guncelleyecek yontem hic calismaz, gorunum eski degerde kalir.",
    "SL314":
      "Bir zamanlayicinin gosterdigi deger, zamanlayici durduruldugu yerde sifirlaniyor ama "
      + "gorunum ayarlanmiyor: gorunum eski degeri gosterir.",
    "SL315":
      "Yeniden kullanilan bir hucre alt gorunumlerini kendi kendine ceviriyor ya da gizliyor; "
      + "ne ayar metodu ne de prepareForReuse() onlari geri koyuyor: hucre yeni ogenin icerigini "
      + "onceki ogenin durumunda gosterir.",
    "SL316":
      "Bir kaydiricinin, adimlayicinin ya da anahtarin eylemiyle ayarlanan bir deger baska bir "
      + "yerde degistiriliyor ama kontrol yerinden oynatilmiyor: kontrol eski degeri gosterir.",
    "SL317":
      "Bir dugmenin basligi titleLabel uzerinden yaziliyor: UIButton her durum icin kendi "
      + "basligini tutar ve etiketi ondan yeniden ayarlar, dugme eski basligi gosterir.",
    "SL318":
      "Yeniden kullanilan bir hucrenin resmi yalnizca indirme bitince ya da oge resim "
      + "tasiyorsa ayarlaniyor (ya da isareti veri kaynagi disinda hucreye yaziliyor) ve hic "
      + "sifirlanmiyor: hucre onceki satirin resmini ya da isaretini gosterir.",
    "SL319":
      "Gosterilecek ekranin bir outlet'i, gorunumu yuklenmeden once prepare(for:sender:) "
      + "icinde yaziliyor: outlet henuz nil oldugundan yazilan kaybolur (ya da cokme olur) ve "
      + "ekran storyboard'daki icerigi gosterir.",
    "SL320":
      "Ana is parcaciginda isini yapan bir dongu her adimda bir gorunumun ilerlemesini ya da "
      + "metnini yaziyor: ekran ancak metot bitince cizilir, donar ve yalnizca son degeri "
      + "gosterir.",
    "SL321":
      "Ekrani guncelleyen bir gozlem, bir ozelligin tuttugu nesneye kaydediliyor; baska bir "
      + "metot ozellige yeni bir nesne koyuyor ama onu gozlemiyor: gozlem artik calismaz ve "
      + "ekran eski degeri gostermeye devam eder.",
    "SL322":
      "Tekrar tekrar calisan bir metot (viewWillAppear, bir eylem, bir yenileme) yeni "
      + "gorunumler ya da katmanlar ekliyor ve onceki calismanin ekledilerini kaldirmiyor: "
      + "eskiler yenilerle birlikte ekranda kalir.",
    "SL323":
      "Bir gorunum, kayitli bir ozelligi yalnizca kurulurken (init, awakeFromNib) alt "
      + "gorunumlerine ya da katmanlarina uyguluyor ve onu baska hicbir yerde okumuyor; ozellik "
      + "sonradan yaziliyor: ekran ilk degeri gostermeye devam eder.",
    "SL401":
      "Bir SwiftUI gorunumu, ne @Observable ne ObservableObject olan bir sinifin ozelligini "
      + "ya da govdesi hesaplanirken UserDefaults'tan okunan bir degeri gosteriyor; degisiklik "
      + "kimseye haber vermez, gorunum eski degeri gosterir.",
    "SL402":
      "Bir SwiftUI gorunumu bir ObservableObject'in @Published olmayan ozelligini gosteriyor: "
      + "yazmak objectWillChange gondermez, gorunum eski degeri gosterir.",
    "SL403":
      "Bir @State ozelligi degerini gorunumu cagirandan aliyor (ya da init icinde yaziliyor): "
      + "SwiftUI ilk degeri tutar, sonrakileri yok sayar.",
    "SL404":
      "Bir gorunum gozlenen modelini @ObservedObject ile ya da duz bir ozellikte olusturuyor: "
      + "ebeveynin her guncellemesi yeni bir model yapar, durum kaybolur.",
    "SL405":
      "Bir @Published ozelligi bir sinif tutuyor ve nesne onun uzerinden degistiriliyor: "
      + "referans ayni kalir, hicbir sey yayinlanmaz.",
    "SL406":
      "Bir degerin var kopyasi degistirilip birakiliyor: saklanan deger de ekran da oldugu "
      + "gibi kalir.",
    "SL407":
      ".task ya da .onAppear ebeveynin verdigi bir girdiden yukluyor ama ona baglanmamis: "
      + "ebeveyn yeni bir deger verdiginde eski icerik kalir.",
    "SL408":
      "Ogeler gorunum her yeniden kuruldugunda yeni UUID kimlikleri aliyor: kimlige bagli "
      + "secim ve animasyon durumu kaybolur.",
    "SL409":
      "Bir Binding parametresi ya da @Binding ozelligi hic kullanilmiyor: gorunum kendi "
      + "kopyasini yaziyor, cagiranin degeri ve onu gosteren ekran eski kalir.",
    "SL410":
      "Bir ObservableObject'in @Published ozelligi ya da bir gorunumun @State degeri ana "
      + "aktorde calismayan bir Task ya da arka plan kuyrugundaki bir kapanis icinde "
      + "yaziliyor: degisiklik gorunume ana is parcaciginin disinda bildirilir.",
    "SL411":
      "Bir listenin onMove ya da onDelete eylemi veriyi ancak bir await'ten sonra "
      + "degistiriyor: hareket bitince satir eski yerine doner, sonra atlar.",
    "SL412":
      "Bir gorunumun gecisi (transition) var ama onu gosteren ya da gizleyen degisiklik "
      + "animasyonsuz yapiliyor: gecis hic calismaz.",
    "SL413":
      "Bir gorunumun body'si ya da body'nin cagirdigi bir yardimci, gorunumun @State degerini "
      + "yaziyor: body yeniden hesaplanir ve ekran durumun bir adim gerisinde kalir.",
    "SL414":
      "Gosterilen bir calma ya da calisma bayragi play() ya da bir zamanlayici ile "
      + "ayarlaniyor ama sonunda hicbir sey onu geri almiyor: ses ya da zamanlayici bitince "
      + "gorunum hala calisiyor gibi gosterir.",
    "SL415":
      "Bir liste satirlarini metinlerinin kendisiyle tanimliyor (id: \\.self) ve kullanicinin "
      + "yazdigini tekrar denetimi olmadan ekliyor: iki esit satir ayni kimligi paylasir ve "
      + "yanlis satir gosterilebilir ya da silinebilir.",
    "SL416":
      "Bir arama alaninin metni (.searchable(text:)) gorunumde hicbir yerde okunmuyor: "
      + "kullanicinin yazdigi gosterilen hicbir seyi suzmez.",
    "SL417":
      "Bir ObservableObject @State ya da duz bir ozellikte tutuluyor: gorunum nesnenin "
      + "degisikliklerine abone olmaz ve @Published degerlerin eskisini gostermeye devam eder.",
    "SL418":
      "Bir UIViewRepresentable bir @Binding degerini UITextView ya da UITextField icinde "
      + "gosteriyor ama kullanicinin yazdigini baglamaya geri yazan bir koordinator ya da hedef "
      + "yok: baglama eski metni tutar ve sonraki updateUIView eski metni geri koyar.",
    "SL419":
      "Bir gorunumun onAppear ya da task icindeki yuklemesi bir @State bayragi yuzunden "
      + "yalnizca bir kez calisiyor ve bayragi geri alan yok: sonraki gorunmeler hicbir sey "
      + "yuklemez, gorunum ilk sonucu gostermeye devam eder.",
    "SL420":
      "Bir UIViewRepresentable bir girdiyi gorunumune yalnizca makeUIView icinde uyguluyor: "
      + "updateUIView yeni degeri hic uygulamaz, gorunum ilk degeri gostermeye devam eder.",
    "SL421":
      "Sunucudaki veriyi degistiren bir istek (DELETE, POST) baslatildiktan hemen sonra liste "
      + "yeniden yukleniyor, istegin yaniti beklenmeden: yukleme degisiklikten once "
      + "yanitlanabilir ve ekran eski veriyi gostermeye devam eder.",
    "SL422":
      "Bir oge ile sunulan sayfanin icerigine kapanmak icin bir @State bayragi veriliyor ama "
      + "bayrak hicbir seyi surmuyor: icerik bayragi false yaptiginda oge dolu kalir ve sayfa "
      + "ekranda kalir.",
  ]

  /// The Turkish sentence of a rule's note where it differs from the warning's: a latent shape
  /// (SL403: a seed every caller in view passes fixed for the view's life).
  public static let turkishNoteSummaries: [String: String] = [
    "SL403":
      "Bir @State ozelligi degerini gorunumu cagirandan aliyor; bugunku cagiranlar gorunumun "
      + "omru boyunca degismeyen bir deger veriyor, bu yuzden henuz bir sey kaybolmuyor: bir "
      + "let ya da @Binding kastedilmisti."
  ]

  /// What the rule finds, in `language`: ``summary`` in English, the Turkish table's sentence
  /// in Turkish (the English one when the table has none).
  public func summary(_ language: Language) -> String {
    language == .tr ? Self.turkishSummaries[rawValue] ?? summary : summary
  }
}

extension AnalysisReport {
  /// The text form in `language`: English is ``text``; in Turkish each finding's line (the
  /// compiler-style line editors read, its detail in English) is followed by its rule's
  /// Turkish sentence (a note's own, where the rule has one), indented by two spaces.
  public func text(_ language: Language) -> String {
    guard language == .tr else { return text }
    var copy = self
    copy.findings = []
    var output = ""
    for finding in findings {
      output += finding.description + "\n"
      let note = finding.severity == .note ? Rule.turkishNoteSummaries[finding.rule.rawValue] : nil
      if let turkish = note ?? Rule.turkishSummaries[finding.rule.rawValue] {
        output += "  " + turkish + "\n"
      }
    }
    return output + copy.text
  }
}
