import type { HeaderDictionary } from './en';

const headerAr: HeaderDictionary = {
  header_more: 'المزيد',
  header_more_label: 'أقسام أخرى',
  header_menu: 'القائمة',
  header_menu_title: 'جميع الأقسام',
  header_account_menu: 'قائمة الحساب',
  header_office: 'الحساب الشخصي',
  header_hide_balance: 'إخفاء الرصيد',
  header_show_balance: 'إظهار الرصيد',
  header_bottom_navigation: 'تنقل سريع',
  header_bet_slip: 'قسيمة الرهان',
  header_scroll_top: 'العودة إلى الأعلى',
  search_open: 'بحث',
  search_label: 'ابحث عن الفرق والمباريات والبطولات',
  search_placeholder: 'فريق أو مباراة أو بطولة',
  search_nothing: 'لم يتم العثور على نتائج لـ «{{q}}». تحقق من الإملاء أو تصفح الرياضات.',
  search_min_chars: 'اكتب {{n}} أحرف على الأقل',
  search_games: 'المباريات',
  search_teams: 'الفرق',
  search_champs: 'البطولات',
  search_close: 'إغلاق البحث',
  search_browse: 'جميع الرياضات',
};

export default headerAr;
