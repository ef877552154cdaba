/** Keys of the platform namespace: cookie consent and maintenance (English is the typed source). */
const platformEn = {
  platform_consent_title: 'Cookies on this site',
  platform_consent_text:
    'We use necessary cookies to run the site. With your consent we also use functional, analytics and marketing cookies. You can change your choice at any time.',
  platform_consent_accept_all: 'Accept all',
  platform_consent_reject: 'Necessary only',
  platform_consent_settings: 'Settings',
  platform_consent_save: 'Save my choice',
  platform_consent_settings_title: 'Cookie settings',
  platform_consent_always_on: 'Always on',
  platform_cookie_necessary: 'Necessary',
  platform_cookie_necessary_text: 'Sign-in, security, language and your bet slip. The site cannot work without them.',
  platform_cookie_functional: 'Functional',
  platform_cookie_functional_text: 'Remember layout choices such as hidden side panels and the window width.',
  platform_cookie_analytics: 'Analytics',
  platform_cookie_analytics_text: 'Count visits and page views on our own servers, so that we can improve the site.',
  platform_cookie_marketing: 'Marketing',
  platform_cookie_marketing_text: 'Measure which campaigns and partner links bring visitors to us.',
  platform_maintenance_notice: 'Planned maintenance from {{start}} to {{end}}: the site will be unavailable then.',
  platform_maintenance_notice_open: 'Planned maintenance starts {{start}}: the site will be unavailable for a while.',
  platform_maintenance_dismiss: 'Hide',
  platform_maintenance_until: 'Expected back: {{end}}',
  platform_maintenance_retry: 'Check again',
  platform_vip_domain_title: 'Sign in on the VIP site',
  platform_vip_domain_text:
    'In your country VIP accounts are served on {{host}}. Please continue there and sign in again.',
  platform_vip_domain_go: 'Continue on {{host}}',
} as const;

export default platformEn;
export type PlatformDictionary = { readonly [K in keyof typeof platformEn]: string };
