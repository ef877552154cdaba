import type { StorefrontDictionary } from './en';

const storefrontDe: StorefrontDictionary = {
  home_promotions: 'Aktionen',
  home_live_now: 'Jetzt live',
  home_sports: 'Sportarten',
  home_casino: 'Casino',
  home_app_title: 'Wetten unterwegs',
  home_app_text: 'Unsere App für Ihr Handy: das ganze Angebot, Live-Wetten und Ihre Wetten in der Tasche.',
  home_app_link: 'App holen',
  bet_error_too_many_requests: 'Zu viele Versuche. Warten Sie einige Minuten und versuchen Sie es erneut.',
  coupon_booking_login_to_save: 'Melden Sie sich an, um Ihre Auswahl als Code zu speichern.',
  coupon_booking_not_found:
    'Dieser Code ist unbekannt oder abgelaufen. Prüfen Sie ihn oder fragen Sie nach einem neuen.',
  coupon_gen_title: 'Wett-Generator',
  coupon_gen_intro: 'Stellen Sie aus offenen Ereignissen eine Kombiwette mit der gewünschten Gesamtquote zusammen.',
  coupon_gen_target: 'Gewünschte Gesamtquote',
  coupon_gen_legs: 'Höchstens Auswahlen',
  coupon_gen_build: 'Kombiwette erstellen',
  coupon_gen_built: '{{n}} Auswahlen hinzugefügt, Gesamtquote {{coef}}.',
  coupon_gen_none: 'Keine Kombination offener Ereignisse passt zu diesem Ziel. Ändern Sie die Quote oder die Anzahl.',
  coupon_gen_bad_target: 'Geben Sie eine Gesamtquote von {{min}} bis {{max}} ein.',
  settings_coef_indication: 'Anzeige von Quotenänderungen',
  settings_coef_indication_arrow: 'Pfeil und Farbe',
  settings_coef_indication_colour: 'Nur Farbe',
  settings_coef_indication_none: 'Keine',
  settings_markets_name: 'Marktnamen',
  settings_markets_name_full: 'Vollständig',
  settings_markets_name_short: 'Kurz',
};

export default storefrontDe;
