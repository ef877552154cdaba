import type { ReferralsDictionary } from './en';

const referralsUk: ReferralsDictionary = {
  referral_intro:
    'Запрошуйте друзів: поділіться своїм особистим посиланням. Коли друг, який зареєструвався за ним, внесе депозит не менше {{deposit}}, ви отримаєте спортивний бонус {{reward}}.',
  referral_terms:
    'Бонус потрібно відіграти {{times}} × ставками з коефіцієнтом від {{odds}} за {{days}} дн. Одна винагорода за кожного друга; друг, який грає в іншій валюті, виконує умову сумою у своїй валюті.',
  referral_no_terms: 'Винагороди за запрошених друзів не виплачуються у валюті вашого рахунку.',
  referral_link_label: 'Ваше особисте посилання',
  referral_copy: 'Скопіювати посилання',
  referral_copied: 'Посилання скопійовано',
  referral_link_note: 'Другові, який відкрив посилання, потрібно зареєструватися протягом доби.',
  referral_friends: 'Ваші друзі',
  referral_no_friends: 'За вашим посиланням ще ніхто не зареєструвався.',
  referral_col_friend: 'Друг',
  referral_col_registered: 'Реєстрація',
  referral_col_progress: 'Прогрес',
  referral_col_reward: 'Винагорода',
  referral_status_registered: 'Зареєстрований, депозиту ще немає',
  referral_status_deposited: 'Депозит менший за потрібну суму',
  referral_status_qualified: 'Умову виконано',
  referral_stat_invited: 'Друзів зареєструвалося',
  referral_stat_deposited: 'Внесли депозит',
  referral_stat_qualified: 'Виконали умову',
  referral_stat_rewards: 'Отримано винагород',
  referral_bonus_name: 'Винагорода за запрошеного друга',
  referral_stats: 'Ваша реферальна статистика',
  partner_intro:
    'Наша партнерська програма винагороджує вас за кожного нового гравця: друзів, підписників або читачів вашого сайту.',
  partner_how: 'Як це працює',
  partner_step_link: 'Візьміть особисте посилання в особистому кабінеті, розділ «Приведи друга», і поділіться ним.',
  partner_step_register: 'Друг відкриває посилання і реєструється протягом доби.',
  partner_step_deposit: 'Друг вносить депозит не менше потрібної суми.',
  partner_step_reward:
    'Ви отримуєте спортивний бонус — один раз за кожного друга — на чесних умовах: вейджер ніколи не більший за 10 × бонусу.',
  partner_amounts: 'Потрібний депозит і винагорода за валютами',
  partner_col_currency: 'Валюта',
  partner_col_deposit: 'Депозит друга',
  partner_col_reward: 'Ваша винагорода',
  partner_affiliates: 'Маєте сайт або канал? Наша афілійована програма враховує ваших гравців за вашими мітками.',
  partner_affiliates_link: 'Афілійована програма',
  partner_login: 'Увійдіть, щоб отримати особисте посилання і побачити статистику.',
  partner_open_bringfriend: 'Відкрити «Приведи друга»',
  // Issue 25 §9: the reward waits for the friend's own play; refused for one person's two accounts.
  referral_status_awaiting_play: 'Депозит внесено; винагорода — після гри на власні гроші',
  referral_status_not_eligible: 'Не зараховується: в акаунтів спільний пристрій або адреса',
};

export default referralsUk;
