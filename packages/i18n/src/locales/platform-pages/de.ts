import type { PlatformPagesDictionary } from './en';

const platformPagesDe: PlatformPagesDictionary = {
  sys_home: 'Zur Startseite',
  sys_new_version: 'Eine neue Version der Website ist verfügbar. Laden Sie die Seite neu, um sie zu erhalten.',
  sys_reload: 'Neu laden',
  sys_adblock:
    'Ihr Werbeblocker blockiert Teile dieser Website, daher funktionieren manche Seiten und Wetten eventuell nicht. Bitte schalten Sie ihn für diese Website aus.',
  sys_500_title: 'Bei uns ist etwas schiefgelaufen',
  sys_500_text:
    'Der Server konnte Ihre Anfrage nicht ausführen. Ihr Guthaben und Ihre Wetten sind sicher. Bitte versuchen Sie es gleich noch einmal.',
  sys_500_retry: 'Erneut versuchen',
  sys_500_support: 'Wenn es wieder passiert, hilft Ihnen unser Support:',
  sys_500_contacts: 'Support-Kontakte',
  sys_oldbrowser_title: 'Ihr Browser ist veraltet',
  sys_oldbrowser_text:
    'Diese Website nutzt Funktionen, die Ihr Browser nicht unterstützt, daher würden Seiten nicht richtig funktionieren. Aktualisieren Sie Ihren Browser oder installieren Sie einen dieser:',
  sys_oldbrowser_version: 'Version {{version}} oder neuer',
  sys_oldbrowser_update: '{{browser}} aktualisieren',
  sys_vpn_title: 'Nur im internen Netz',
  sys_vpn_text: 'Diese Adresse ist für unsere Mitarbeiter und öffnet sich nur aus dem Firmennetz (VPN).',
  sys_vpn_hint:
    'Wenn Sie bei uns arbeiten, verbinden Sie sich mit dem Firmen-VPN und öffnen Sie die Seite erneut. Spieler brauchen es nicht: Die ganze Website funktioniert ohne.',
};

export default platformPagesDe;
