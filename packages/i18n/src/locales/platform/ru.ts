import type { PlatformDictionary } from './en';

const platformRu: PlatformDictionary = {
  platform_consent_title: 'Файлы cookie на сайте',
  platform_consent_text:
    'Мы используем необходимые файлы cookie для работы сайта. С вашего согласия мы также используем функциональные, аналитические и маркетинговые cookie. Выбор можно изменить в любой момент.',
  platform_consent_accept_all: 'Принять все',
  platform_consent_reject: 'Только необходимые',
  platform_consent_settings: 'Настройки',
  platform_consent_save: 'Сохранить выбор',
  platform_consent_settings_title: 'Настройки cookie',
  platform_consent_always_on: 'Всегда включены',
  platform_cookie_necessary: 'Необходимые',
  platform_cookie_necessary_text: 'Вход, безопасность, язык и ваш купон. Без них сайт не работает.',
  platform_cookie_functional: 'Функциональные',
  platform_cookie_functional_text: 'Запоминают настройки вида, например скрытые боковые панели и ширину окна.',
  platform_cookie_analytics: 'Аналитические',
  platform_cookie_analytics_text:
    'Считают посещения и просмотры страниц на наших собственных серверах, чтобы мы улучшали сайт.',
  platform_cookie_marketing: 'Маркетинговые',
  platform_cookie_marketing_text: 'Показывают, какие кампании и партнёрские ссылки приводят к нам посетителей.',
  platform_maintenance_notice: 'Плановые технические работы с {{start}} до {{end}}: в это время сайт будет недоступен.',
  platform_maintenance_notice_open:
    'Плановые технические работы начнутся {{start}}: сайт будет недоступен некоторое время.',
  platform_maintenance_dismiss: 'Скрыть',
  platform_maintenance_until: 'Ожидаемое время возвращения: {{end}}',
  platform_maintenance_retry: 'Проверить снова',
  platform_vip_domain_title: 'Вход на VIP-сайте',
  platform_vip_domain_text: 'В вашей стране VIP-аккаунты обслуживаются на {{host}}. Перейдите туда и войдите снова.',
  platform_vip_domain_go: 'Перейти на {{host}}',
};

export default platformRu;
