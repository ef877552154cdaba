import type { SupportDictionary } from './en';

const supportAr: SupportDictionary = {
  support_button: 'الدعم',
  support_menu_title: 'كيف يمكننا المساعدة؟',
  support_chat: 'دردشة مباشرة',
  support_unread: '{{count}} جديدة',
  support_callback: 'اتصلوا بي',
  support_email: 'راسلنا',
  support_social: 'تجدنا أيضًا على',
  support_back: 'رجوع',
  support_chat_title: 'دردشة مع الدعم',
  support_chat_with: 'أنت تتحدث مع {{name}}',
  support_chat_placeholder: 'اكتب رسالتك',
  support_chat_send: 'إرسال',
  support_chat_empty: 'اسألنا عن أي شيء: يجيبك مستشار هنا.',
  support_chat_login: 'سجّل الدخول للدردشة مع مستشار.',
  support_you: 'أنت',
  support_no_consultant: 'لا يوجد مستشار متصل الآن. راسلنا وسنرد عبر البريد الإلكتروني.',
  support_callback_title: 'طلب معاودة الاتصال',
  support_callback_phone: 'رقم هاتفك',
  support_callback_done: 'شكرًا. سيتصل بك مستشار قريبًا.',
  support_callback_unavailable: 'معاودة الاتصال غير متاحة الآن.',
  support_callback_pending: 'طلبت معاودة الاتصال بالفعل. سيتصل بك مستشار قريبًا.',
  support_email_title: 'راسلنا',
  support_email_address: 'بريدك الإلكتروني',
  support_email_subject: 'الموضوع',
  support_email_message: 'الرسالة',
  support_email_done: 'شكرًا. نرد عبر البريد الإلكتروني عادةً خلال 24 ساعة.',
};

export default supportAr;
