import type { StorefrontDictionary } from './en';

const storefrontAr: StorefrontDictionary = {
  home_promotions: 'العروض',
  home_live_now: 'مباشر الآن',
  home_sports: 'الرياضات',
  home_casino: 'الكازينو',
  home_app_title: 'راهن أينما كنت',
  home_app_text: 'تطبيقنا لهاتفك: كل المراهنات والبث المباشر ورهاناتك في جيبك.',
  home_app_link: 'احصل على التطبيق',
  bet_error_too_many_requests: 'محاولات كثيرة جدًا. انتظر بضع دقائق ثم حاول مرة أخرى.',
  coupon_booking_login_to_save: 'سجّل الدخول لحفظ اختياراتك كرمز.',
  coupon_booking_not_found: 'هذا الرمز غير معروف أو انتهت صلاحيته. تحقق منه أو اطلب رمزًا جديدًا.',
  coupon_gen_title: 'مولّد الرهانات',
  coupon_gen_intro: 'أنشئ رهانًا متراكمًا قريبًا من الاحتمال الإجمالي الذي تريده من الأحداث المفتوحة.',
  coupon_gen_target: 'الاحتمال الإجمالي المستهدف',
  coupon_gen_legs: 'الحد الأقصى للاختيارات',
  coupon_gen_build: 'أنشئ رهانًا متراكمًا',
  coupon_gen_built: 'أُضيف {{n}} اختيارات، الاحتمال الإجمالي {{coef}}.',
  coupon_gen_none: 'لا توجد تركيبة من الأحداث المفتوحة تناسب هذا الهدف. جرّب احتمالًا آخر أو اختيارات أكثر.',
  coupon_gen_bad_target: 'أدخل احتمالًا إجماليًا من {{min}} إلى {{max}}.',
  settings_coef_indication: 'إظهار تغيّر الاحتمالات',
  settings_coef_indication_arrow: 'سهم ولون',
  settings_coef_indication_colour: 'لون فقط',
  settings_coef_indication_none: 'بلا إظهار',
  settings_markets_name: 'أسماء الأسواق',
  settings_markets_name_full: 'كاملة',
  settings_markets_name_short: 'مختصرة',
};

export default storefrontAr;
