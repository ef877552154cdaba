import type { QrDictionary } from './en';

const qrDe: QrDictionary = {
  qr_login_link: 'Mit QR-Code anmelden',
  qr_login_title: 'Mit dem Handy scannen',
  qr_login_hint:
    'Scannen Sie diesen Code mit der Kamera eines Handys, auf dem Sie angemeldet sind, und bestätigen Sie dort.',
  qr_login_expired: 'Dieser QR-Code ist abgelaufen oder wurde schon verwendet.',
  qr_login_new: 'Neuer Code',
  qr_confirm_title: 'Neues Gerät anmelden?',
  qr_confirm_text:
    'Ein Gerät möchte sich bei Ihrem Konto anmelden: {{device}}, Adresse {{ip}}, um {{time}}. Bestätigen Sie nur, wenn es Ihres ist.',
  qr_confirm_yes: 'Ja, anmelden',
  qr_confirm_no: 'Nein, das bin ich nicht',
  qr_confirm_done: 'Erledigt: Das Gerät ist angemeldet.',
  auth_invalid_token: 'Dieser Anmeldelink ist nicht mehr gültig. Bitte melden Sie sich erneut an.',
  auth_secure_grant_required: 'Geben Sie zu Ihrer Sicherheit Ihr Passwort erneut ein.',
};

export default qrDe;
