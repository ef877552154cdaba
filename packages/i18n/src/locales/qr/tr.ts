import type { QrDictionary } from './en';

const qrTr: QrDictionary = {
  qr_login_link: 'QR kodla giriş yap',
  qr_login_title: 'Telefonunuzla tarayın',
  qr_login_hint: 'Giriş yapmış olduğunuz bir telefonda bu kodu kamerayla tarayın ve orada onaylayın.',
  qr_login_expired: 'Bu QR kodunun süresi doldu veya zaten kullanıldı.',
  qr_login_new: 'Yeni kod',
  qr_confirm_title: 'Yeni bir cihazda giriş yapılsın mı?',
  qr_confirm_text:
    'Bir cihaz hesabınıza girmek istiyor: {{device}}, adres {{ip}}, saat {{time}}. Yalnızca sizinse onaylayın.',
  qr_confirm_yes: 'Evet, giriş yapsın',
  qr_confirm_no: 'Hayır, ben değilim',
  qr_confirm_done: 'Tamam: cihaz giriş yaptı.',
  auth_invalid_token: 'Bu giriş bağlantısı artık geçerli değil. Yeniden giriş yapın.',
  auth_secure_grant_required: 'Güvenliğiniz için şifrenizi tekrar girin.',
};

export default qrTr;
