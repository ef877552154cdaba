import type { ReferralsDictionary } from './en';

const referralsAr: ReferralsDictionary = {
  referral_intro:
    'ادعُ أصدقاءك: شارك رابطك الشخصي. عندما يودع صديق سجّل عبره {{deposit}} على الأقل، تحصل على مكافأة رياضية بقيمة {{reward}}.',
  referral_terms:
    'تُراهن المكافأة {{times}} × برهانات بمعامل {{odds}} أو أكثر خلال {{days}} يومًا. مكافأة واحدة عن كل صديق؛ والصديق الذي يلعب بعملة أخرى يتأهل بمبلغ تلك العملة.',
  referral_no_terms: 'لا تُدفع مكافآت دعوة الأصدقاء بعملة حسابك.',
  referral_link_label: 'رابطك الشخصي',
  referral_copy: 'نسخ الرابط',
  referral_copied: 'تم نسخ الرابط',
  referral_link_note: 'لدى الصديق الذي يفتح الرابط يوم واحد للتسجيل.',
  referral_friends: 'أصدقاؤك',
  referral_no_friends: 'لم يسجّل أحد عبر رابطك بعد.',
  referral_col_friend: 'الصديق',
  referral_col_registered: 'التسجيل',
  referral_col_progress: 'التقدّم',
  referral_col_reward: 'المكافأة',
  referral_status_registered: 'مسجّل، بلا إيداع بعد',
  referral_status_deposited: 'أودع أقل من المبلغ المطلوب',
  referral_status_qualified: 'تأهّل',
  referral_stat_invited: 'أصدقاء مسجّلون',
  referral_stat_deposited: 'أجروا إيداعًا',
  referral_stat_qualified: 'تأهّلوا',
  referral_stat_rewards: 'المكافآت المستلمة',
  referral_bonus_name: 'مكافأة دعوة صديق',
  referral_stats: 'إحصاءات دعواتك',
  partner_intro: 'يكافئك برنامج الشركاء لدينا عن كل لاعب جديد تجلبه: أصدقاء أو متابعون أو قرّاء موقعك.',
  partner_how: 'كيف يعمل',
  partner_step_link: 'خذ رابطك الشخصي من حسابك، قسم «ادعُ صديقًا»، وشاركه.',
  partner_step_register: 'يفتح صديقك الرابط ويسجّل خلال يوم واحد.',
  partner_step_deposit: 'يودع صديقك المبلغ المطلوب على الأقل.',
  partner_step_reward:
    'تحصل على مكافأة رياضية، مرة واحدة عن كل صديق، بشروط عادلة: لا يتجاوز شرط الرهان أبدًا 10 × المكافأة.',
  partner_amounts: 'الإيداع المطلوب والمكافأة حسب العملة',
  partner_col_currency: 'العملة',
  partner_col_deposit: 'إيداع الصديق',
  partner_col_reward: 'مكافأتك',
  partner_affiliates: 'هل لديك موقع أو قناة؟ يتتبّع برنامج التسويق بالعمولة لاعبيك بوسومك الخاصة.',
  partner_affiliates_link: 'برنامج التسويق بالعمولة',
  partner_login: 'سجّل الدخول للحصول على رابطك الشخصي ورؤية إحصاءاتك.',
  partner_open_bringfriend: 'فتح «ادعُ صديقًا»',
  // Issue 25 §9: the reward waits for the friend's own play; refused for one person's two accounts.
  referral_status_awaiting_play: 'تم الإيداع؛ تصل المكافأة عندما يلعب بأمواله الخاصة',
  referral_status_not_eligible: 'غير مؤهل: الحسابان يشتركان في جهاز أو عنوان',
};

export default referralsAr;
