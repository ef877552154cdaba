/** Keys of the referrals namespace (issue 16): bring-a-friend and the partner programme pages (English is the typed source). */
const referralsEn = {
  referral_intro:
    'Invite your friends: share your personal link. When a friend who registered through it makes a deposit of at least {{deposit}}, you receive a {{reward}} sports bonus.',
  referral_terms:
    'The bonus is wagered {{times}} × on bets at odds {{odds}} or more within {{days}} days. One reward per friend; a friend who plays in another currency qualifies with that currency’s amount.',
  referral_no_terms: 'Bring-a-friend rewards are not paid in your account currency.',
  referral_link_label: 'Your personal link',
  referral_copy: 'Copy link',
  referral_copied: 'Link copied',
  referral_link_note: 'A friend who opens the link has one day to register.',
  referral_friends: 'Your friends',
  referral_no_friends: 'No friend has registered through your link yet.',
  referral_col_friend: 'Friend',
  referral_col_registered: 'Registered',
  referral_col_progress: 'Progress',
  referral_col_reward: 'Reward',
  referral_status_registered: 'Registered, no deposit yet',
  referral_status_deposited: 'Deposited below the qualifying amount',
  referral_status_qualified: 'Qualified',
  referral_stat_invited: 'Friends registered',
  referral_stat_deposited: 'Made a deposit',
  referral_stat_qualified: 'Qualified',
  referral_stat_rewards: 'Rewards received',
  referral_bonus_name: 'Bring-a-friend reward',
  referral_stats: 'Your referral statistics',
  partner_intro:
    'Our partner programme rewards you for every new player you bring: friends, followers or the readers of your site.',
  partner_how: 'How it works',
  partner_step_link: 'Take your personal link from your account, section “Bring a friend”, and share it.',
  partner_step_register: 'Your friend opens the link and registers within a day.',
  partner_step_deposit: 'Your friend makes a deposit of at least the qualifying amount.',
  partner_step_reward:
    'You receive a sports bonus, once per friend, on fair terms: wagering is never more than 10 × the bonus.',
  partner_amounts: 'Qualifying deposit and reward by currency',
  partner_col_currency: 'Currency',
  partner_col_deposit: 'Friend’s deposit',
  partner_col_reward: 'Your reward',
  partner_affiliates:
    'Do you run a website or a channel? Our affiliate programme tracks your players with your own tags.',
  partner_affiliates_link: 'Affiliate programme',
  partner_login: 'Log in to get your personal link and see your statistics.',
  partner_open_bringfriend: 'Open “Bring a friend”',
  // Issue 25 §9: the reward waits for the friend's own play; refused for one person's two accounts.
  referral_status_awaiting_play: 'Deposited; the reward comes once they play with their own money',
  referral_status_not_eligible: 'Not eligible: the accounts share a device or address',
};

export type ReferralsDictionary = { readonly [K in keyof typeof referralsEn]: string };
export default referralsEn;
