/** Keys of the storefront namespace (home page, bet generator, booking and settings additions of issue 13). */
const storefrontEn = {
  home_promotions: 'Promotions',
  home_live_now: 'Live now',
  home_sports: 'Sports',
  home_casino: 'Casino',
  home_app_title: 'Bet on the go',
  home_app_text: 'Our app for your phone: the whole line, live and your bets in your pocket.',
  home_app_link: 'Get the app',
  bet_error_too_many_requests: 'Too many attempts. Wait a few minutes and try again.',
  coupon_booking_login_to_save: 'Log in to save your selections as a code.',
  coupon_booking_not_found: 'This code is unknown or has expired. Check it or ask for a new one.',
  coupon_gen_title: 'Bet generator',
  coupon_gen_intro: 'Build an accumulator close to the total odds you want from open events.',
  coupon_gen_target: 'Target total odds',
  coupon_gen_legs: 'Maximum selections',
  coupon_gen_build: 'Build an accumulator',
  coupon_gen_built: 'Added {{n}} selections, total odds {{coef}}.',
  coupon_gen_none: 'No combination of open events fits this target. Try other odds or more selections.',
  coupon_gen_bad_target: 'Enter total odds from {{min}} to {{max}}.',
  settings_coef_indication: 'Odds change indication',
  settings_coef_indication_arrow: 'Arrow and colour',
  settings_coef_indication_colour: 'Colour only',
  settings_coef_indication_none: 'None',
  settings_markets_name: 'Market names',
  settings_markets_name_full: 'Full',
  settings_markets_name_short: 'Short',
} as const;

export default storefrontEn;
export type StorefrontDictionary = { readonly [K in keyof typeof storefrontEn]: string };
