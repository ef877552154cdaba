import type { QrDictionary } from './en';

const qrEs: QrDictionary = {
  qr_login_link: 'Entrar con código QR',
  qr_login_title: 'Escanee con su teléfono',
  qr_login_hint: 'En un teléfono donde ya haya iniciado sesión, escanee este código con la cámara y confirme allí.',
  qr_login_expired: 'Este código QR ha caducado o ya se usó.',
  qr_login_new: 'Nuevo código',
  qr_confirm_title: '¿Iniciar sesión en un dispositivo nuevo?',
  qr_confirm_text:
    'Un dispositivo pide entrar en su cuenta: {{device}}, dirección {{ip}}, a las {{time}}. Confirme solo si es suyo.',
  qr_confirm_yes: 'Sí, dejarlo entrar',
  qr_confirm_no: 'No, no soy yo',
  qr_confirm_done: 'Hecho: el dispositivo ha iniciado sesión.',
  auth_invalid_token: 'Este enlace de acceso ya no es válido. Inicie sesión de nuevo.',
  auth_secure_grant_required: 'Por su seguridad, introduzca de nuevo su contraseña.',
};

export default qrEs;
