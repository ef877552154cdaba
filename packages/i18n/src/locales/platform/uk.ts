import type { PlatformDictionary } from './en';

const platformUk: PlatformDictionary = {
  platform_consent_title: 'Файли cookie на сайті',
  platform_consent_text:
    'Ми використовуємо необхідні файли cookie для роботи сайту. За вашою згодою ми також використовуємо функціональні, аналітичні та маркетингові cookie. Вибір можна змінити будь-коли.',
  platform_consent_accept_all: 'Прийняти всі',
  platform_consent_reject: 'Лише необхідні',
  platform_consent_settings: 'Налаштування',
  platform_consent_save: 'Зберегти вибір',
  platform_consent_settings_title: 'Налаштування cookie',
  platform_consent_always_on: 'Завжди увімкнені',
  platform_cookie_necessary: 'Необхідні',
  platform_cookie_necessary_text: 'Вхід, безпека, мова та ваш купон. Без них сайт не працює.',
  platform_cookie_functional: 'Функціональні',
  platform_cookie_functional_text: 'Запам’ятовують налаштування вигляду, як-от приховані бічні панелі та ширину вікна.',
  platform_cookie_analytics: 'Аналітичні',
  platform_cookie_analytics_text:
    'Рахують відвідування та перегляди сторінок на наших власних серверах, щоб ми покращували сайт.',
  platform_cookie_marketing: 'Маркетингові',
  platform_cookie_marketing_text: 'Показують, які кампанії та партнерські посилання приводять до нас відвідувачів.',
  platform_maintenance_notice: 'Планові технічні роботи з {{start}} до {{end}}: у цей час сайт буде недоступний.',
  platform_maintenance_notice_open: 'Планові технічні роботи почнуться {{start}}: сайт буде недоступний деякий час.',
  platform_maintenance_dismiss: 'Сховати',
  platform_maintenance_until: 'Очікуваний час повернення: {{end}}',
  platform_maintenance_retry: 'Перевірити знову',
  platform_vip_domain_title: 'Вхід на VIP-сайті',
  platform_vip_domain_text: 'У вашій країні VIP-акаунти обслуговуються на {{host}}. Перейдіть туди й увійдіть знову.',
  platform_vip_domain_go: 'Перейти на {{host}}',
};

export default platformUk;
