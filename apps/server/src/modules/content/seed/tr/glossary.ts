import type { GlossaryTexts } from '../glossary-structure';

/** The betting alphabet, Turkish. */
export const glossaryTr: GlossaryTexts = {
  single: ['Tekli bahis', 'Tek bir sonuca yapılan bahis. Sonuç kazanırsa tutar çarpı oran ödenir.'],
  express: [
    'Kombine',
    'Farklı etkinliklerin birden çok sonucuna tek bahis. Oranlar çarpılır ve her seçim kazanmalıdır.',
  ],
  system: [
    'Sistem',
    "Seçimlerinizden aynı boyutta kombineler kümesi; örneğin 4'te 3 dört üçlü kombine yapar. Bazı seçimler kaybetse de bahis ödeme yapabilir.",
  ],
  chain: [
    'Zincir',
    'Tek birim tutarla sırayla oynanan tekliler: her getiri sonraki seçimi besler, seçimler ya da para bitene kadar.',
  ],
  'multi-bet': [
    'Çoklu bahis',
    'Birkaç etkinlik üzerinde, her satırın ayrıca bir lobi seçimi veya kombinesiyle birleştirildiği sistem.',
  ],
  'conditional-bet': ['Koşullu bahis', 'Sıralı bahis blokları; her sonraki blok bir öncekinin getirisinden yatırılır.'],
  'anti-express': [
    'Anti-kombine',
    'Kombinenin tersi: en az bir seçim kaybederse kazanır, yalnızca hepsi kazanırsa kaybeder.',
  ],
  lucky: ['Lucky', '4 ila 6 seçimin tam kapsamı: her tekli ve her boyutta her kombine (15, 31 veya 63 satır).'],
  patent: ['Patent', '7 bahisle kapsanan üç seçim: 3 tekli, 3 ikili ve 1 üçlü.'],
  banker: ['Banko', 'Sistemde her satıra giren seçim. Kaybederse tüm satırlar kaybeder.'],
  return: [
    'İade',
    'Bahis iptal edilir ve tutar geri döner, örneğin maç ertelendiğinde. Kombinede 1.00 oranla sayılır.',
  ],
  'forced-return': [
    'Zorunlu iade',
    'Bahis şirketinin kararıyla yapılan iade, örneğin bir oran hatasından sonra. İade gibi ödenir.',
  ],
  'half-win': [
    'Yarı kazanç',
    'Çeyrek Asya çizgisinde tutarın yarısı kazanır, yarısı iade edilir: değer (oran + 1) / 2.',
  ],
  'half-loss': ['Yarı kayıp', 'Çeyrek Asya çizgisinde tutarın yarısı kaybeder, yarısı iade edilir: değer 1/2.'],
  settlement: [
    'Sonuçlandırma',
    'Sonuç belli olduğunda bahsin sonucunun belirlenmesi ve getirinin bakiyeye aktarılması.',
  ],
  '1x2': ['1X2', 'Maç sonucu marketi: 1 ev sahibi kazanır, X beraberlik, 2 deplasman kazanır.'],
  'double-chance': ['Çifte şans', 'Üç sonuçtan ikisini kapsayan bahis: 1X, 12 veya X2.'],
  handicap: ['Handikap', 'Bir takıma verilen avantaj veya dezavantaj; sonuç handikap eklenerek sayılır.'],
  total: ['Toplam (alt/üst)', 'Gol, sayı veya oyun sayısının bir çizginin üstünde mi altında mı olacağına bahis.'],
  'both-teams-to-score': ['Karşılıklı gol', 'Her iki takımın da en az bir gol atacağına bahis.'],
  outright: ['Uzun vadeli bahis', 'Bir turnuvanın veya sezonun kazananına bahis.'],
  'asian-handicap': [
    'Asya handikabı',
    'Beraberliği ortadan kaldıran tam, yarım veya çeyrek çizgili handikap; tam çizgiler iade edilebilir.',
  ],
  'quarter-line': ['Çeyrek çizgi', '.25 veya .75 ile biten handikap ya da toplam: tutar iki komşu çizgiye bölünür.'],
  'draw-no-bet': ['Beraberlikte iade', 'Bir takımın kazanmasına bahis; beraberlikte tutar iade edilir.'],
  'decimal-odds': ['Ondalık oranlar', '2.50 gibi oranlar: tutar dahil, yatırılan birim başına getiri.'],
  'fractional-odds': ['Kesirli oranlar', '3/2 gibi İngiliz oranları: tutar hariç, birim başına kâr.'],
  'american-odds': [
    'Amerikan oranları',
    '+150 veya −200 gibi oranlar: 100 üzerinden kâr veya 100 kazanmak için gereken tutar.',
  ],
  margin: [
    'Marj',
    "Bahis şirketinin yerleşik avantajı: bir marketin ima edilen olasılıklarının toplamının %100'ü aşan kısmı.",
  ],
  'implied-probability': ['İma edilen olasılık', 'Oranın işaret ettiği şans: 1 bölü ondalık oran; 2.00 %50 demektir.'],
  stake: ['Bahis tutarı', 'Yatırdığınız miktar. Sistemde satırlara eşit bölünür.'],
  bankroll: [
    'Kasa',
    'Bahis için ayırdığınız para. Sabit bir kasa ve küçük tutarlar bahsin eğlence olarak kalmasına yardım eder.',
  ],
  'cash-out': [
    'Erken ödeme (cash out)',
    'Açık bir bahsi, bahis şirketinin şu an teklif ettiği tutarla erkenden kapatmak.',
  ],
  'value-bet': ['Değerli bahis', 'Oranı, sonucun gerçek şansının haklı çıkaracağından yüksek olan bahis.'],
  'possible-win': ['Olası kazanç', 'Tüm seçimler kazanırsa bahsin ödeyeceği getiri; onaydan önce gösterilir.'],
};
