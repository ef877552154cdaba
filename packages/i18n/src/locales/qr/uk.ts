import type { QrDictionary } from './en';

const qrUk: QrDictionary = {
  qr_login_link: 'Увійти за QR-кодом',
  qr_login_title: 'Відскануйте телефоном',
  qr_login_hint: 'На телефоні, де ви вже увійшли, відскануйте цей код камерою й підтвердьте вхід там.',
  qr_login_expired: 'Цей QR-код застарів або вже використаний.',
  qr_login_new: 'Новий код',
  qr_confirm_title: 'Увійти на новому пристрої?',
  qr_confirm_text:
    'Пристрій просить доступ до вашого рахунку: {{device}}, адреса {{ip}}, час {{time}}. Підтверджуйте, лише якщо це ваш пристрій.',
  qr_confirm_yes: 'Так, впустити',
  qr_confirm_no: 'Ні, це не я',
  qr_confirm_done: 'Готово: пристрій увійшов в акаунт.',
  auth_invalid_token: 'Це посилання для входу більше не дійсне. Увійдіть знову.',
  auth_secure_grant_required: 'З міркувань безпеки введіть пароль ще раз.',
};

export default qrUk;
