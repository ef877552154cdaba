import type { ReferralsDictionary } from './en';

const referralsDe: ReferralsDictionary = {
  referral_intro:
    'Laden Sie Freunde ein: Teilen Sie Ihren persönlichen Link. Wenn ein darüber registrierter Freund mindestens {{deposit}} einzahlt, erhalten Sie einen Sportbonus von {{reward}}.',
  referral_terms:
    'Der Bonus wird {{times}} × mit Wetten zu Quoten ab {{odds}} innerhalb von {{days}} Tagen umgesetzt. Eine Belohnung pro Freund; ein Freund, der in einer anderen Währung spielt, qualifiziert sich mit dem Betrag dieser Währung.',
  referral_no_terms: 'In Ihrer Kontowährung werden keine Freundschaftsprämien ausgezahlt.',
  referral_link_label: 'Ihr persönlicher Link',
  referral_copy: 'Link kopieren',
  referral_copied: 'Link kopiert',
  referral_link_note: 'Ein Freund, der den Link öffnet, hat einen Tag Zeit, sich zu registrieren.',
  referral_friends: 'Ihre Freunde',
  referral_no_friends: 'Über Ihren Link hat sich noch niemand registriert.',
  referral_col_friend: 'Freund',
  referral_col_registered: 'Registriert',
  referral_col_progress: 'Fortschritt',
  referral_col_reward: 'Belohnung',
  referral_status_registered: 'Registriert, noch keine Einzahlung',
  referral_status_deposited: 'Einzahlung unter dem erforderlichen Betrag',
  referral_status_qualified: 'Qualifiziert',
  referral_stat_invited: 'Registrierte Freunde',
  referral_stat_deposited: 'Mit Einzahlung',
  referral_stat_qualified: 'Qualifiziert',
  referral_stat_rewards: 'Erhaltene Belohnungen',
  referral_bonus_name: 'Prämie „Freunde werben“',
  referral_stats: 'Ihre Empfehlungsstatistik',
  partner_intro:
    'Unser Partnerprogramm belohnt Sie für jeden neuen Spieler, den Sie bringen: Freunde, Follower oder die Leser Ihrer Website.',
  partner_how: 'So funktioniert es',
  partner_step_link: 'Holen Sie Ihren persönlichen Link in Ihrem Konto unter „Freunde werben“ und teilen Sie ihn.',
  partner_step_register: 'Ihr Freund öffnet den Link und registriert sich innerhalb eines Tages.',
  partner_step_deposit: 'Ihr Freund zahlt mindestens den erforderlichen Betrag ein.',
  partner_step_reward:
    'Sie erhalten einen Sportbonus, einmal pro Freund, zu fairen Bedingungen: Der Umsatz beträgt nie mehr als das 10-Fache des Bonus.',
  partner_amounts: 'Erforderliche Einzahlung und Belohnung nach Währung',
  partner_col_currency: 'Währung',
  partner_col_deposit: 'Einzahlung des Freundes',
  partner_col_reward: 'Ihre Belohnung',
  partner_affiliates:
    'Sie betreiben eine Website oder einen Kanal? Unser Affiliate-Programm ordnet Ihnen Ihre Spieler über Ihre eigenen Tags zu.',
  partner_affiliates_link: 'Affiliate-Programm',
  partner_login: 'Melden Sie sich an, um Ihren persönlichen Link und Ihre Statistik zu sehen.',
  partner_open_bringfriend: '„Freunde werben“ öffnen',
  // Issue 25 §9: the reward waits for the friend's own play; refused for one person's two accounts.
  referral_status_awaiting_play: 'Eingezahlt; die Prämie folgt, sobald mit eigenem Geld gespielt wird',
  referral_status_not_eligible: 'Nicht berechtigt: Die Konten teilen ein Gerät oder eine Adresse',
};

export default referralsDe;
