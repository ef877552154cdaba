import type { QrDictionary } from './en';

const qrRu: QrDictionary = {
  qr_login_link: 'Войти по QR-коду',
  qr_login_title: 'Отсканируйте телефоном',
  qr_login_hint: 'На телефоне, где вы уже вошли, отсканируйте этот код камерой и подтвердите вход там.',
  qr_login_expired: 'Этот QR-код истёк или уже использован.',
  qr_login_new: 'Новый код',
  qr_confirm_title: 'Войти на новом устройстве?',
  qr_confirm_text:
    'Устройство просит доступ к вашему счёту: {{device}}, адрес {{ip}}, время {{time}}. Подтверждайте, только если это ваше устройство.',
  qr_confirm_yes: 'Да, впустить',
  qr_confirm_no: 'Нет, это не я',
  qr_confirm_done: 'Готово: устройство вошло в аккаунт.',
  auth_invalid_token: 'Эта ссылка для входа больше не действует. Войдите снова.',
  auth_secure_grant_required: 'В целях безопасности введите пароль ещё раз.',
};

export default qrRu;
