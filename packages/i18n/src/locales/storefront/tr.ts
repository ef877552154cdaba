import type { StorefrontDictionary } from './en';

const storefrontTr: StorefrontDictionary = {
  home_promotions: 'Promosyonlar',
  home_live_now: 'Şu an canlı',
  home_sports: 'Sporlar',
  home_casino: 'Casino',
  home_app_title: 'Her yerde bahis',
  home_app_text: 'Telefonunuz için uygulamamız: tüm bülten, canlı bahis ve bahisleriniz cebinizde.',
  home_app_link: 'Uygulamayı edinin',
  bet_error_too_many_requests: 'Çok fazla deneme. Birkaç dakika bekleyip yeniden deneyin.',
  coupon_booking_login_to_save: 'Seçimlerinizi kod olarak kaydetmek için giriş yapın.',
  coupon_booking_not_found: 'Bu kod bilinmiyor veya süresi doldu. Kontrol edin ya da yeni bir kod isteyin.',
  coupon_gen_title: 'Bahis oluşturucu',
  coupon_gen_intro: 'Açık etkinliklerden istediğiniz toplam orana yakın bir kombine oluşturun.',
  coupon_gen_target: 'Hedef toplam oran',
  coupon_gen_legs: 'En fazla seçim',
  coupon_gen_build: 'Kombine oluştur',
  coupon_gen_built: '{{n}} seçim eklendi, toplam oran {{coef}}.',
  coupon_gen_none:
    'Açık etkinliklerin hiçbir kombinasyonu bu hedefe uymuyor. Başka bir oran veya daha fazla seçim deneyin.',
  coupon_gen_bad_target: '{{min}} ile {{max}} arasında bir toplam oran girin.',
  settings_coef_indication: 'Oran değişimi gösterimi',
  settings_coef_indication_arrow: 'Ok ve renk',
  settings_coef_indication_colour: 'Yalnızca renk',
  settings_coef_indication_none: 'Yok',
  settings_markets_name: 'Market adları',
  settings_markets_name_full: 'Tam',
  settings_markets_name_short: 'Kısa',
};

export default storefrontTr;
