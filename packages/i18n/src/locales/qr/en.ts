/** Keys of the qr namespace: QR authorization, login by token and the secure-data grant (issue 17); English is the typed source. */
const qrEn = {
  qr_login_link: 'Log in with a QR code',
  qr_login_title: 'Scan with your phone',
  qr_login_hint: 'On a phone where you are logged in, scan this code with the camera, then confirm there.',
  qr_login_expired: 'This QR code has expired or was already used.',
  qr_login_new: 'New code',
  qr_confirm_title: 'Log in a new device?',
  qr_confirm_text:
    'A device asks to log in to your account: {{device}}, address {{ip}}, at {{time}}. Confirm only if it is yours.',
  qr_confirm_yes: 'Yes, log it in',
  qr_confirm_no: 'No, it is not mine',
  qr_confirm_done: 'Done: the device is logged in.',
  auth_invalid_token: 'This login link is not valid any more. Log in again.',
  auth_secure_grant_required: 'For your safety, enter your password again.',
};

export type QrDictionary = Record<keyof typeof qrEn, string>;
export default qrEn;
