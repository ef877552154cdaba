import type { QrDictionary } from './en';

const qrPt: QrDictionary = {
  qr_login_link: 'Entrar com código QR',
  qr_login_title: 'Leia com o telemóvel',
  qr_login_hint: 'Num telemóvel onde já tenha sessão iniciada, leia este código com a câmara e confirme lá.',
  qr_login_expired: 'Este código QR expirou ou já foi usado.',
  qr_login_new: 'Novo código',
  qr_confirm_title: 'Iniciar sessão num novo dispositivo?',
  qr_confirm_text:
    'Um dispositivo pede para entrar na sua conta: {{device}}, endereço {{ip}}, às {{time}}. Confirme só se for seu.',
  qr_confirm_yes: 'Sim, deixar entrar',
  qr_confirm_no: 'Não, não sou eu',
  qr_confirm_done: 'Feito: o dispositivo iniciou sessão.',
  auth_invalid_token: 'Este link de acesso já não é válido. Inicie sessão novamente.',
  auth_secure_grant_required: 'Por segurança, introduza novamente a sua palavra-passe.',
};

export default qrPt;
