/** Keys of the platform-pages namespace: 500, oldbrowser, internal-vpn, version and ad-blocker notices (English is the typed source). */
const platformPagesEn = {
  sys_home: 'Go to the home page',
  sys_new_version: 'A new version of the site is available. Reload the page to get it.',
  sys_reload: 'Reload',
  sys_adblock:
    'Your ad blocker is blocking parts of this site, so some pages and bets may not work. Please turn it off for this site.',
  sys_500_title: 'Something went wrong on our side',
  sys_500_text:
    'The server could not complete your request. Your balance and your bets are safe. Please try again in a moment.',
  sys_500_retry: 'Try again',
  sys_500_support: 'If it keeps happening, our support team will help:',
  sys_500_contacts: 'Support contacts',
  sys_oldbrowser_title: 'Your browser is out of date',
  sys_oldbrowser_text:
    'This site uses features your browser does not support, so pages would not work correctly. Update your browser or install one of these:',
  sys_oldbrowser_version: 'version {{version}} or newer',
  sys_oldbrowser_update: 'Update {{browser}}',
  sys_vpn_title: 'Internal network only',
  sys_vpn_text: 'This address is for our staff and opens only from the company network (VPN).',
  sys_vpn_hint:
    'If you work for us, connect to the corporate VPN and open the page again. Players do not need it: the whole site works without it.',
} as const;

export default platformPagesEn;
export type PlatformPagesDictionary = { readonly [K in keyof typeof platformPagesEn]: string };
