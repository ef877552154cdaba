import type { PageTexts } from '../index';

/** Turkish translation of the English documents (seed/en), keyed kind/slug: title, summary, body. */
export const pagesTr: PageTexts = {
  'info/about': [
    'Hakkımızda',
    'Kim olduğumuz ve sitenin sundukları.',
    `Yetişkinler için bir spor bahisleri ve casino sitesi işletiyoruz. Maç öncesi ve canlı bahis yapabilir, casino oyunları oynayabilir, sonuçları ve istatistikleri takip edebilir, paranızı ve limitlerinizi kişisel alanınızdan yönetebilirsiniz.

## Savunduklarımız
- Açık kurallar: her bahis türü, [bahis kurallarında](/information/rules) anlatıldığı gibi sonuçlandırılır.
- Dürüst para yönetimi: bakiyeniz işletme fonlarımızdan ayrı tutulur ve her hareket kaydedilir.
- Oyuncuya kontrol: para yatırma, kayıp ve oturum limitleri, molalar ve kendini dışlama her hesapta vardır.

## Diller ve bölgeler
Site sekiz dilde kullanılabilir. Bazı ürünler ve ödeme yöntemleri ülkenize bağlıdır.`,
  ],
  'info/contacts': [
    'İletişim',
    'Destek ekibimize nasıl ulaşılır.',
    `Destek ekibimiz her gün, günün her saatinde yanıt verir.

## Destek kanalları
- **Canlı sohbet**: her sayfanın altındaki destek düğmesi, bir danışman çevrimiçiyken sohbeti açar.
- **Geri arama**: giriş yapmış oyuncular aynı düğmeden geri arama isteyebilir.
- **E-posta formu**: destek düğmesinden bize yazın; genellikle 24 saat içinde e-postayla yanıt veririz.
- **Kişisel alan**: [destek bölümü](/office/support) görüşmelerinizi saklar, [ödeme talepleri](/office/payment/requests) ise bir para yatırma veya çekme ile ilgili soruları takip eder.

## Yazmadan önce
Lütfen hesap numaranızı, bir bahis için de kupon numarasını ekleyin. Şifrenizi asla sormayız.`,
  ],
  'info/howbet': [
    'Nasıl bahis yapılır',
    'Dört adımda bahis.',
    `## 1. Bir sonuç seçin
Maç öncesi veya canlı bölümünde bir spor açın ve beklediğiniz sonucun oranına tıklayın. Sonuç kuponunuza eklenir.

## 2. Bahis türünü seçin
Tek seçimle tekli bahis yaparsınız. Birden fazla seçimle kombine, sistem veya başka bir [kupon türü](/information/rules/sports/coupon-types) seçebilirsiniz.

## 3. Tutarı girin
Tutarı yazın veya hızlı tutar düğmelerini kullanın. Kupon, onaydan önce toplam oranı ve olası kazancı gösterir.

## 4. Onaylayın
Bahis düğmesine basın. Oranlar bu arada değiştiyse kupon ayarınızı uygular: her değişikliği kabul et, yalnızca yükselişleri kabul et veya yeniden sor.

Açık ve sonuçlanmış bahisleriniz [bahis geçmişinde](/office/history). Her türün nasıl ödediğini görmek için [bahis hesaplayıcısını](/information/betting-calculator) deneyin.`,
  ],
  'info/payment': [
    'Ödemeler',
    'Para yatırma ve çekme: yöntemler, süreler ve kurallar.',
    `## Para yatırma
Kişisel alanınızda [Para yatır](/office/recharge) bölümünü açın, bir yöntem ve tutar seçin. Ödeme sağlayıcısı onaylar onaylamaz tutar hesaba geçer. Para yatırma işlemleri sorumlu oyun limitlerinizden geçer: limitinizi aşan bir yatırma reddedilir.

## Para çekme
[Para çek](/office/deduce) bölümünü açın. Çekim, yöntem izin veriyorsa para yatırdığınız bir yönteme geri gider. Talepleri ödeme ekibimiz inceler; talep açıkken tutar bakiyenizde ayrılır, talep reddedilirse bakiyeye geri döner.

## Kurallar
- Para yatırma ve çekme yalnızca hesabın para biriminde yapılır.
- Çekimden önce kimliğinizi doğrulamanızı isteyebiliriz (bkz. [KYC politikası](/information/kycpolicy)).
- Belirli bir ödemeyle ilgili sorular için bir [ödeme talebi](/office/payment/requests) açın.`,
  ],
  'info/cookies': [
    'Çerez politikası',
    'Hangi çerezleri kullandığımız ve nasıl seçeceğiniz.',
    `Çerezler, tarayıcınızın bir site için sakladığı küçük dosyalardır. Çerezlerimizi üç gruba ayırıyoruz ve hangilerini kullanabileceğimizi siz seçersiniz.

## Zorunlu
Oturumunuzu açık tutar, dilinizi hatırlar ve formları sahteciliğe karşı korur. Site bunlar olmadan çalışmaz.

## İşlevsel
Tercihlerinizi hatırlar: oran biçimi, saat dilimi, 12 saatlik saat, gizlenen yan paneller ve pencere boyutu.

## Pazarlama
Hangi kampanyaların ziyaretçi ve kayıt getirdiğini ölçer. Bu istatistikleri kendimiz toplarız ve reklam ağlarıyla paylaşmayız.

## Seçiminiz
Çerez bandı tüm çerezleri, yalnızca zorunluları veya tek bir grubu sunar. Seçiminizi çerez ayarlarından istediğiniz zaman değiştirebilirsiniz; giriş yapmış oyuncuların seçimi tüm cihazlarda geçerlidir.`,
  ],
  'info/consent': [
    'Gizlilik ve onay',
    'Hangi kişisel verileri neden işlediğimiz.',
    `## Ne topluyoruz
Hesap bilgileriniz (ad, doğum tarihi, e-posta, telefon), ödeme kayıtları, bahisler ve oyun etkinliği ile cihazınız ve bağlantınız hakkında teknik veriler.

## Neden
- Hesabınızı, bahislerinizi ve ödemelerinizi yürütmek için.
- Yasal yükümlülükleri yerine getirmek için: yaş ve kimlik doğrulama, kara para aklamayla mücadele kontrolleri, sorumlu oyun.
- Hesapları dolandırıcılığa karşı korumak için.
- Yalnızca onayınızla: pazarlama mesajları ve pazarlama istatistikleri.

## Haklarınız
Verilerinizi görebilir, düzeltebilir ve dışa aktarabilir, bir onayı geri çekebilir ve yasal olarak saklamak zorunda olmadığımız verilerin silinmesini isteyebilirsiniz. [İletişim](/information/contacts) sayfasından desteğe yazın.

## Ne kadar süre
Hesap ve ödeme kayıtları, hesap kapandıktan sonra yasanın gerektirdiği süre boyunca; pazarlama verileri onayınızı geri çekene kadar saklanır.`,
  ],
  'info/licenses': [
    'Lisanslar',
    'Şans oyunu hizmetlerimizin yasal dayanağı.',
    `Şans oyunu hizmetlerini yalnızca lisansımızın ve yerel yasanın izin verdiği yerlerde sunarız. Bazı ürünler, ödeme yöntemleri ve bonuslar her ülkede mevcut değildir; faaliyet gösteremediğimiz ülkelerden erişimi engelleriz.

## Lisansın bizden istedikleri
- Oyuncular yetişkin olmalıdır (18 yaş veya daha yüksek yerel yaş).
- Oyuncu fonları korunur ve her gün mutabakatı yapılır.
- Sorumlu oyun araçları her oyuncuya açıktır.
- Uyuşmazlıklar bize, çözülmezse düzenleyici kuruma iletilebilir (bkz. [uyuşmazlık çözümü](/information/disputeresolution)).`,
  ],
  'info/taxation': [
    'Vergilendirme',
    'Kazançlar üzerindeki vergiler.',
    `Kazançların vergilendirilip vergilendirilmediği, ikamet ettiğiniz ülkenin yasasına bağlıdır. Hizmet verdiğimiz bir pazarın yasası gerektirmedikçe vergi kesmeyiz; gerektiriyorsa kesilen tutar sonuçlanan bahiste ve işlem geçmişinizde görünür.

Ülkeniz gerektiriyorsa kazançları beyan etmek sizin sorumluluğunuzdadır. [İşlem geçmişiniz](/office/historypay) ihtiyaç duyabileceğiniz her yatırma, çekme ve ödemeyi listeler.`,
  ],
  'info/simpleidentification': [
    'Basit kimlik doğrulama',
    'Hesabınızı birkaç dakikada çevrimiçi doğrulayın.',
    `Basit kimlik doğrulama, bir ofise gitmeden kimliğinizi onaylar.

## Adımlar
- Tam adınızı ve doğum tarihinizi [hesap ayarlarına](/office/settings) belgenizdeki gibi girin.
- Kimlik belgenizin fotoğrafını [Doğrulama](/office/verification) bölümüne yükleyin.
- İstenirse belgeyle bir özçekim veya adres kanıtı ekleyin.

Ekibimiz belgeleri genellikle bir iş günü içinde kontrol eder. Sonucu kişisel alanınızda görürsünüz.`,
  ],
  'info/smsbets': [
    'SMS ile bahis',
    'Kısa mesajla bahis yapmak.',
    `Hizmetin ülkenizde sunulduğu yerlerde, hesabınızda onaylı telefon numarasından SMS ile tekli bahis yapabilirsiniz.

## Mesaj biçimi
Etkinlik numarasını, sonuç kodunu ve tutarı boşluklarla ayırarak gönderin, örneğin **12345 W1 10**. Kupon numarasını veya bahsin reddedilme nedenini içeren bir yanıt alırsınız.

Sitedekiyle aynı kurallar, limitler ve oran değişikliği ayarları geçerlidir. SMS bahsi [bahis geçmişinizde](/office/history) görünür.`,
  ],
  'info/amlkyc': [
    'AML ve KYC',
    'Kara para aklamayı nasıl önlediğimiz ve müşterilerimizi nasıl tanıdığımız.',
    `Oyuncularımızın kim olduğunu bilmek (KYC, «müşterini tanı») ve hizmetlerimizin kara para aklamak için kullanılmasını önlemek (AML) zorundayız.

## Sizin için anlamı
- Kişi başına bir hesap; ödeme araçlarındaki ad hesaptaki adla aynı olmalıdır.
- Kayıtta, para çekmeden önce veya hesap etkinliği değiştiğinde belge isteyebiliriz.
- Para yatırma oyun içindir: bahis yapılmadan yatırılıp çekilen para incelenebilir.
- Şüpheli işlemleri yasanın gerektirdiği şekilde yetkililere bildiririz ve oyuncuya haber vermemiz mümkün olmayabilir.

Ayrıntılar için [AML politikası](/information/amlpolicy) ve [KYC politikası](/information/kycpolicy).`,
  ],
  'info/amlpolicy': [
    'AML politikası',
    'Kara para aklamaya karşı kontrollerimiz.',
    `## İlkeler
- Riske dayalı kontroller: etkinlik arttıkça doğrulama da derinleşir.
- Fonların kaynağı: büyük veya olağan dışı yatırımlar, paranın nereden geldiğinin kanıtlanmasını gerektirebilir.
- İzleme: ödemeler ve bahis örüntüleri aklama veya dolandırıcılık belirtilerine karşı izlenir.
- Kayıt saklama: kimlik ve işlem kayıtları en az beş yıl saklanır.

## Alabileceğimiz önlemler
Belge istemek, kontroller bitene kadar çekimi bekletmek, bir hesabı kısıtlamak veya kapatmak ve mali istihbarat birimine bildirmek. Kapatılan hesabın fonları, yasa tutulmasını gerektirmedikçe doğrulanmış bir ödeme yöntemine iade edilir.`,
  ],
  'info/kycpolicy': [
    'KYC politikası',
    'Hangi belgeleri ne zaman istediğimiz.',
    `## Belgeler
- Kimlik: geçerli ve okunaklı pasaport, kimlik kartı veya ehliyet.
- Adres: üç aydan eski olmayan bir fatura veya banka ekstresi.
- Ödeme yöntemi: kartın fotoğrafı (ortadaki rakamlar kapalı) veya e-cüzdanın ekran görüntüsü.

## Ne zaman isteriz
İlk çekimde, yatırımlar pazarınızın eşiğine ulaştığında, hesap bilgileri uyuşmadığında veya yasa gerektirdiğinde.

## Verileriniz
Belgeler şifreli saklanır ve yalnızca doğrulama için kullanılır. [Doğrulama](/office/verification) bölümünden başlayın.`,
  ],
  'info/disputeresolution': [
    'Uyuşmazlık çözümü',
    'Bir karara katılmıyorsanız ne yapmalısınız.',
    `## 1. Destekle iletişime geçin
Sorunu anlatın ve kupon ya da ödeme numarasını belirtin. Soruların çoğu bu adımda çözülür.

## 2. Resmî şikâyet
Memnun kalmazsanız destekten resmî bir şikâyet kaydetmesini isteyin. 14 gün içinde sonucu ve gerekçeleriyle yazılı yanıt veririz.

## 3. Bağımsız inceleme
Son yanıtımızdan sonra şikâyet hâlâ çözülmediyse, lisansımızda belirtilen bağımsız uyuşmazlık çözüm kuruluşuna başvurabilirsiniz. Hizmet oyuncular için ücretsizdir.

Bahisler, bahsin yapıldığı anda geçerli olan [bahis kurallarına](/information/rules) göre sonuçlandırılır.`,
  ],
  'info/responsiblegaming': [
    'Sorumlu oyun',
    'Bahsin bir eğlence olarak kalması için araçlar.',
    `Bahis eğlence olmalıdır; asla para kazanma veya sorunlardan kaçma yolu değil. Bu araçlar kişisel alanınızdaki [Sorumlu oyun](/office/responsible) bölümündedir.

## Limitler
- Gün, hafta ve ay için **para yatırma limitleri**. Limiti düşürmek hemen geçerli olur; yükseltmek 24 saatlik düşünme süresinden ve onayınızdan sonra geçerli olur.
- **Oturum limiti**: günde en fazla ne kadar oynamak istediğiniz, 1 ile 24 saat arası. Bittiğinde ertesi güne kadar oturumunuz kapatılır.
- **Gerçeklik kontrolü**: 5 ila 60 dakikada bir, ne kadar süredir oynadığınızı gösteren ve devam etme ya da çıkma seçeneği sunan bir hatırlatma.

## Molalar
- 1, 7 veya 30 günlük **mola**.
- 1 günden 5 yıla kadar **kendini dışlama**. Hemen başlar; oynamak için giriş yapamazsınız, pazarlama almazsınız ve bakiyenizi çekebilirsiniz.

## Uyarı işaretleri
Kayıpları kovalamak, planladığınızdan fazla bahis yapmak, bahis için borç almak veya bunu başkalarından saklamak. Bunları fark ederseniz ara verin ve ülkenizdeki profesyonel bir yardım hizmetiyle konuşun.

18 yaşından küçük oyuncuları kabul etmiyoruz.`,
  ],
  'info/cash_terminals': [
    'Nakit terminalleri',
    'Bir ödeme terminalinden nakit yatırmak.',
    `Ödeme terminallerinin bağlı olduğu pazarlarda hesabınıza nakit yükleyebilirsiniz.

## Nasıl
- Terminalde bahis hizmetini seçin ve hesap numaranızı girin.
- Nakdi yatırın ve para bakiyenizde görünene kadar fişi saklayın.

Terminalden yatırılan tutar dakikalar içinde hesaba geçer. Terminal sağlayıcısı, ödemeden önce ekranda gösterilen bir ücret alabilir. Terminal yatırımları da diğerleri gibi para yatırma limitlerinizden geçer.`,
  ],
  'info/betting-calculator': [
    'Bahis hesaplayıcısı',
    'Her bahis türünün getirisini hesaplayın.',
    `Bir bahis türü seçin, seçimleri oranları ve sonuçlarıyla ekleyin ve tutarı girin. Hesaplayıcı bahsi sonuçlandırmamızla aynı kurallarla hesaplar; gördüğünüz getiri ödenecek tutarın ta kendisidir.

Henüz bilinmeyen sonuçlar (hesaplanmadı, başlamadı) bahsi açık bırakır.`,
  ],
  'rule/general': [
    'Genel kurallar',
    'Bahislerin kabulü, oran değişiklikleri, limitler ve ödemeler.',
    `## Kabul
Bir bahis, kupon numarasıyla bahis geçmişinizde göründüğünde kabul edilmiştir. Kabulden sonra, sunulduğu yerde erken ödeme (cash out) dışında iptal edilemez veya değiştirilemez.

## Oran değişiklikleri
Oranlar piyasayla birlikte hareket eder. Tıklamanızla onay arasında değişirse bahis ayarınıza göre yapılır: her değişikliği kabul et, yalnızca yükselişleri kabul et veya yeniden onayla.

## Limitler
Her etkinliğin ve marketin bir azami tutarı vardır. Bir kuponun azami ödemesi sınırlıdır; sınırı aşan getiri sınır tutarında ödenir.

## Ödemeler ve yuvarlama
Getiriler oranlardan tam olarak hesaplanır ve ödeme anında bir kez, para biriminin en küçük birimine aşağı yuvarlanır. Sistemde her satır ayrı yuvarlanır.

## Hatalar
Bariz bir oran hatasına veya (maç öncesi bahis için) zaten başlamış bir etkinliğe yapılan bahisler 1.00 oranla iade olarak sonuçlandırılır.`,
  ],
  'rule/bet-statuses': [
    'Bahis durumları',
    'Bir seçimin her durumunun ne ödediği.',
    `Kupondaki her seçimin bir durumu vardır. Durum, ona yatırılan bir birimin değerini belirler (d oran):

- **Hesaplanmadı** ve **Başlamadı**: sonuç henüz bilinmiyor; kupon açık kalır.
- **Kazandı**: d.
- **Kaybetti**: 0.
- **İade** ve **Zorunlu iade**: 1 — tutar geri döner; kombinede seçim 1.00 oranla sayılır.
- **Yarı kazanç, yarı iade**: (d + 1) / 2. Örnek: 1.90 oran 1.45 verir.
- **Yarı kayıp, yarı iade**: 1 / 2 — tutarın yarısı geri döner.
- **Yarı kayıp, yarı kazanç**: d / 2.

Yarım durumlar çeyrek Asya handikap ve toplamlarından doğar: tutar iki komşu çizgiye bölünür ve her yarı kendi sonucunu alır.`,
  ],
  'rule/coupon-types': [
    'Bahis türleri ve sonuçlandırılması',
    'On kupon türünün her birinin nasıl sonuçlandırıldığı.',
    `## Tekli
Tek seçim. Getiri = tutar × durumunun değeri.

## Kombine
İki veya daha fazla seçim; hepsi kazanmalıdır. Getiri = tutar × seçimlerin değerlerinin çarpımı. Kaybeden tek bir seçim kombineyi kaybettirir; iade edilen 1.00 sayılır. Kombine bonusu, uygulandığı yerde, yalnızca tüm seçimler kazandığında ödenir.

## Sistem
k/n sistemi, n seçimden k'li tüm kombineleri oluşturur (C(n, k) satır; örneğin 4'te 3, 4 satırdır). Tutar satırlara eşit bölünür (aşağı yuvarlanır; kalan bakiyenizde kalır). Her satır kombine olarak sonuçlandırılır ve getiriler toplanır. Bankolar her satırda yer alır.

## Zincir
Sırayla, tek bir birim tutarla iki veya daha fazla tekli. Birim ilk seçime yatırılır; her getiri zincir kasasına girer ve sonraki seçim kasadan birimi ya da daha azsa kalanın tamamını alır. Zincir, seçimler bittiğinde veya kasa boşaldığında sona erer; kasayı alırsınız. 3 birimle örnek: 2.00 kazandı, 1.50 kazandı, 2.00 kaybetti, 3.00 kazandı, 1.50 kaybetti — 7.50 öder.

## Çoklu bahis
En az üç etkinlik üzerinde, her satırın ayrıca isteğe bağlı bir lobiyle (tekli veya kombine) çarpıldığı bir sistem. Kaybeden lobi tüm satırları kaybettirir.

## Koşullu bahis
Sırayla bloklar (tekli veya kombine), her biri kendi tutarıyla. İlk blok bakiyenizden yatırılır; sonraki her blok bir öncekinin getirisinden, ondan fazla olmamak üzere. Bir bloğun kullanmadığı tutar ödenir. Kaybeden blok bahsi bitirir.

## Anti-kombine
İki veya daha fazla seçim; en az bir seçim kaybederse bahis kendi oranıyla kazanır, hepsi kazanırsa kaybeder. İade edilen seçim çıkar ve oran kalanlar için aynı marjla yeniden hesaplanır; hepsi iade edilirse tutar geri döner. Yarım durum tutarı iki yarıya böler, her yarı kendi sonucuyla sonuçlanır.

## Lucky
Dört ila altı seçim: her tekli ve her boyutta her kombine — eşit tutarlı 15, 31 veya 63 satır.

## Patent
Üç ila sekiz seçim, lucky gibi kapsanır: üç seçimle 3 tekli, 3 ikili ve 1 üçlü (7 satır).

## Çoklu tekli
Her biri kendi tutarına sahip birden çok bağımsız tekli. Her biri ayrı sonuçlandırılır ve getiriler toplanır.`,
  ],
  'rule/terms': [
    'Kullanım koşulları',
    'Hesabınız, paranız ve yükümlülüklerimiz.',
    `## Hesabınız
En az 18 yaşında olmalısınız ve yalnızca bir hesabınız olabilir. Giriş bilgilerinizi gizli tutun; bunlarla yapılan bahisler sizindir. Bilgileriniz doğru olmalıdır; bunları doğrulayabiliriz.

## Paranız
Bakiyeniz hesabın para biriminde tutulur. Bahisler yalnızca bakiyeniz kadar kabul edilir. Çekimler [ödeme kurallarına](/information/payment) tabidir.

## Bonuslar
Bonus para ve çevrim koşulları her teklifte açıklanır. Bonus bahisleri aynı sonuçlandırma kurallarına tabidir.

## Hesabın kapatılması
Hesabınızı istediğiniz zaman destek aracılığıyla kapatabilirsiniz; bakiye olağan kontrollerden sonra ödenir. Bu koşulları ihlal eden bir hesabı kısıtlayabilir veya kapatabilir, nedenlerini size bildiririz.

## Değişiklikler
Bu koşullar değiştiğinde, bir sonraki bahsinizden önce yeni sürümü gösterir ve kabul etmenizi isteriz.`,
  ],
  'news/cash-out-explained': [
    'Cash out: paranızı son düdükten önce alın',
    'Tekli ve kombineler için erken ödeme teklifinin nasıl hesaplandığı.',
    `Bahis geçmişinizdeki açık bahisler artık tekli ve kombineler için bir cash out teklifi gösteriyor.

## Teklif nasıl hesaplanır
Kuponunuzu bugünün oranlarıyla değerlendiririz: sonuçlanmış seçimler sonuçlarıyla, açık olanlar aldığınız oranın güncel orana oranıyla sayılır. Bu değerden küçük bir marj düşülür. Teklif asla kuponun azami ödemesini aşmaz.

## Teklif olmadığında
Bir seçim askıdayken, listeden çıkmışken veya maçı başlamışken teklif duraklatılır. Kaybetmiş bir seçimi olan kuponun teklifi yoktur.`,
  ],
  'news/limits-in-your-office': [
    'Limitlerinizi iki tıklamayla belirleyin',
    'Para yatırma, oturum limitleri ve gerçeklik kontrolü artık tek yerde.',
    `Kişisel alanınızdaki Sorumlu oyun bölümü artık tüm limitleri bir araya getiriyor: günlük, haftalık ve aylık para yatırma, günlük oturum limiti, gerçeklik kontrolü hatırlatmaları, molalar ve kendini dışlama.

Limiti düşürmek hemen geçerli olur. Yükseltmek 24 saat bekler ve ardından onayınızı ister; böylece maçın heyecanıyla alınan bir karar yeniden düşünülebilir. [Limitlerimi aç](/office/responsible).`,
  ],
  'news/betting-calculator-launch': [
    'Yeni: her bahis türü için bir hesaplayıcı',
    'Bir sistemin, zincirin veya anti-kombinenin nasıl ödediğini bahisten önce görün.',
    `Yeni [bahis hesaplayıcısı](/information/betting-calculator), on bahis türümüzün herhangi birini gerçek sonuçlandırmayla aynı kurallarla hesaplar. Seçimler ekleyin, oranlarını ve sonuçlarını belirleyin, bir tutar girin ve getiriyi ve kârı görün.

Yarı kazanan Asya çizgilerini veya bir zincirin parayı bir seçimden diğerine nasıl taşıdığını anlamanın iyi bir yoludur.`,
  ],
  'news/site-in-eight-languages': [
    'Site artık sekiz dil konuşuyor',
    'Arapça, sağdan sola düzenle katıldı.',
    `Site İngilizce, Rusça, Almanca, İspanyolca, Portekizce, Türkçe, Ukraynaca ve Arapça olarak kullanılabilir. Arapça sürüm sağdan sola görüntülenir. Dil seçiminiz bir sonraki ziyaretiniz için hatırlanır.`,
  ],
  'awards/betting-awards': [
    'Bahis ödülleri',
    'Spor bahislerimizin aldığı takdirler ve bunları nasıl kazandığımız.',
    `Ödül satın almayız. Her sezon üzerinde çalıştıklarımız:

## Kontrol edebileceğiniz sonuçlandırma
Her bahis türü yayımlanmış kurallarla sonuçlandırılır ve [bahis hesaplayıcısı](/information/betting-calculator) sonuçlandırmamızın ödediği rakamların aynısını gösterir.

## Hızlı ödemeler
Çekim talepleri her gün incelenir; çoğu, hesap doğrulandıktan sonra aynı gün ödenir.

## Oyuncu koruması
Limitler, gerçeklik kontrolü, molalar ve kendini dışlama, desteğe sormadan her oyuncuya açıktır.

Sektör jürileri bu çalışmayı takdir ettiğinde, ödülleri yıl ve kategoriyle birlikte burada bulacaksınız.`,
  ],
  'app/mobile': [
    'Mobil uygulama',
    'Site, telefonunuzda bir uygulama olarak.',
    `Sitemiz Android ve iPhone'a doğrudan tarayıcıdan uygulama olarak yüklenir — mağaza yok, ayrı bir dosya indirmek yok.

## Android (Chrome, Edge, Samsung Internet)
Düğme göründüğünde bu sayfada **Yükle**'ye basın veya tarayıcı menüsünden «Ana ekrana ekle»yi seçin.

## iPhone ve iPad (Safari)
Paylaş düğmesine, ardından «Ana Ekrana Ekle»ye dokunun.

## Neler elde edersiniz
Kendi simgesi olan tam ekran bir uygulama, hızlı açılış ve sitedekiyle aynı hesap, bakiye ve bahisler. Güncellemeler otomatik gelir.`,
  ],
  'app/desktop': [
    'Masaüstü uygulaması',
    'Site, Windows, macOS ve Linux üzerinde kendi penceresinde.',
    `Siteyi Chrome veya Edge'den masaüstü uygulaması olarak yükleyin: düğme göründüğünde bu sayfada **Yükle**'ye basın veya adres çubuğunun sonundaki yükleme simgesini kullanın.

Uygulama kendi penceresinde açılır, Başlat menüsünden, Dock'tan veya başlatıcıdan çalışır ve her zaman sitenin en yeni sürümünü kullanır. İstediğiniz zaman uygulamanın menüsünden kaldırabilirsiniz.`,
  ],
  'seo/line': [
    'Spor bahisleri',
    '',
    `## Çevrimiçi spor bahisleri
Futbol, tenis, basketbol, buz hokeyi ve onlarca başka spora maç öncesi ve canlı bahis yapın. Tekli, kombine, sistem veya on bahis türünden herhangi birini seçin ve onaylamadan önce getiriyi [bahis hesaplayıcısında](/information/betting-calculator) kontrol edin.`,
  ],
  'seo/casino': [
    'Çevrimiçi casino',
    '',
    `## Casino oyunları
Lisanslı sağlayıcılardan slotlar, canlı krupiyeler, kart ve masa oyunları. Her oyun kurallarını ve oyuncuya dönüş oranını gösterir; limitleriniz casino oyunlarında da geçerlidir.`,
  ],
};
