import type { QrDictionary } from './en';

const qrAr: QrDictionary = {
  qr_login_link: 'الدخول برمز QR',
  qr_login_title: 'امسح الرمز بهاتفك',
  qr_login_hint: 'على هاتف سجّلت الدخول عليه، امسح هذا الرمز بالكاميرا ثم أكّد هناك.',
  qr_login_expired: 'انتهت صلاحية رمز QR هذا أو استُخدم من قبل.',
  qr_login_new: 'رمز جديد',
  qr_confirm_title: 'تسجيل الدخول على جهاز جديد؟',
  qr_confirm_text: 'جهاز يطلب الدخول إلى حسابك: {{device}}، العنوان {{ip}}، الوقت {{time}}. أكّد فقط إن كان جهازك.',
  qr_confirm_yes: 'نعم، اسمح بالدخول',
  qr_confirm_no: 'لا، ليس أنا',
  qr_confirm_done: 'تم: سجّل الجهاز الدخول.',
  auth_invalid_token: 'رابط الدخول هذا لم يعد صالحًا. سجّل الدخول مرة أخرى.',
  auth_secure_grant_required: 'لأمانك، أدخل كلمة المرور مرة أخرى.',
};

export default qrAr;
