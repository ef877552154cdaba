import type { PlatformDictionary } from './en';

const platformAr: PlatformDictionary = {
  platform_consent_title: 'ملفات تعريف الارتباط على هذا الموقع',
  platform_consent_text:
    'نستخدم ملفات تعريف الارتباط الضرورية لتشغيل الموقع. وبموافقتك نستخدم أيضًا ملفات وظيفية وتحليلية وتسويقية. يمكنك تغيير اختيارك في أي وقت.',
  platform_consent_accept_all: 'قبول الكل',
  platform_consent_reject: 'الضرورية فقط',
  platform_consent_settings: 'الإعدادات',
  platform_consent_save: 'حفظ اختياري',
  platform_consent_settings_title: 'إعدادات ملفات تعريف الارتباط',
  platform_consent_always_on: 'مفعّلة دائمًا',
  platform_cookie_necessary: 'ضرورية',
  platform_cookie_necessary_text: 'تسجيل الدخول والأمان واللغة وقسيمة رهانك. لا يعمل الموقع بدونها.',
  platform_cookie_functional: 'وظيفية',
  platform_cookie_functional_text: 'تتذكر خيارات العرض مثل إخفاء اللوحات الجانبية وعرض النافذة.',
  platform_cookie_analytics: 'تحليلية',
  platform_cookie_analytics_text: 'تحصي الزيارات ومشاهدات الصفحات على خوادمنا الخاصة لكي نحسّن الموقع.',
  platform_cookie_marketing: 'تسويقية',
  platform_cookie_marketing_text: 'تقيس الحملات وروابط الشركاء التي تجلب الزوار إلينا.',
  platform_maintenance_notice: 'صيانة مجدولة من {{start}} إلى {{end}}: لن يكون الموقع متاحًا خلال هذه المدة.',
  platform_maintenance_notice_open: 'تبدأ الصيانة المجدولة في {{start}}: لن يكون الموقع متاحًا لبعض الوقت.',
  platform_maintenance_dismiss: 'إخفاء',
  platform_maintenance_until: 'العودة المتوقعة: {{end}}',
  platform_maintenance_retry: 'التحقق مجددًا',
  platform_vip_domain_title: 'سجّل الدخول في موقع VIP',
  platform_vip_domain_text: 'في بلدك تُخدَم حسابات VIP على {{host}}. يُرجى المتابعة هناك وتسجيل الدخول من جديد.',
  platform_vip_domain_go: 'المتابعة على {{host}}',
};

export default platformAr;
