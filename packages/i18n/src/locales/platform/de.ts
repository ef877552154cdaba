import type { PlatformDictionary } from './en';

const platformDe: PlatformDictionary = {
  platform_consent_title: 'Cookies auf dieser Website',
  platform_consent_text:
    'Wir verwenden notwendige Cookies, damit die Website funktioniert. Mit Ihrer Einwilligung nutzen wir außerdem funktionale, Analyse- und Marketing-Cookies. Sie können Ihre Wahl jederzeit ändern.',
  platform_consent_accept_all: 'Alle akzeptieren',
  platform_consent_reject: 'Nur notwendige',
  platform_consent_settings: 'Einstellungen',
  platform_consent_save: 'Auswahl speichern',
  platform_consent_settings_title: 'Cookie-Einstellungen',
  platform_consent_always_on: 'Immer aktiv',
  platform_cookie_necessary: 'Notwendig',
  platform_cookie_necessary_text:
    'Anmeldung, Sicherheit, Sprache und Ihr Wettschein. Ohne sie funktioniert die Website nicht.',
  platform_cookie_functional: 'Funktional',
  platform_cookie_functional_text:
    'Merken sich Ansichtseinstellungen wie ausgeblendete Seitenleisten und die Fensterbreite.',
  platform_cookie_analytics: 'Analyse',
  platform_cookie_analytics_text:
    'Zählen Besuche und Seitenaufrufe auf unseren eigenen Servern, damit wir die Website verbessern können.',
  platform_cookie_marketing: 'Marketing',
  platform_cookie_marketing_text: 'Messen, welche Kampagnen und Partnerlinks Besucher zu uns bringen.',
  platform_maintenance_notice:
    'Geplante Wartung von {{start}} bis {{end}}: In dieser Zeit ist die Website nicht erreichbar.',
  platform_maintenance_notice_open: 'Geplante Wartung ab {{start}}: Die Website ist eine Zeit lang nicht erreichbar.',
  platform_maintenance_dismiss: 'Ausblenden',
  platform_maintenance_until: 'Voraussichtlich zurück: {{end}}',
  platform_maintenance_retry: 'Erneut prüfen',
  platform_vip_domain_title: 'Anmeldung auf der VIP-Seite',
  platform_vip_domain_text:
    'In Ihrem Land werden VIP-Konten auf {{host}} betreut. Bitte fahren Sie dort fort und melden Sie sich erneut an.',
  platform_vip_domain_go: 'Weiter auf {{host}}',
};

export default platformDe;
