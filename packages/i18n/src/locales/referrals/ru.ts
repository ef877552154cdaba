import type { ReferralsDictionary } from './en';

const referralsRu: ReferralsDictionary = {
  referral_intro:
    'Приглашайте друзей: поделитесь своей личной ссылкой. Когда друг, зарегистрировавшийся по ней, внесёт депозит не меньше {{deposit}}, вы получите спортивный бонус {{reward}}.',
  referral_terms:
    'Бонус нужно отыграть {{times}} × ставками с коэффициентом от {{odds}} за {{days}} дн. Одна награда за каждого друга; друг, играющий в другой валюте, выполняет условие суммой в своей валюте.',
  referral_no_terms: 'Награды за приглашённых друзей не выплачиваются в валюте вашего счёта.',
  referral_link_label: 'Ваша личная ссылка',
  referral_copy: 'Скопировать ссылку',
  referral_copied: 'Ссылка скопирована',
  referral_link_note: 'Другу, открывшему ссылку, нужно зарегистрироваться в течение суток.',
  referral_friends: 'Ваши друзья',
  referral_no_friends: 'По вашей ссылке пока никто не зарегистрировался.',
  referral_col_friend: 'Друг',
  referral_col_registered: 'Регистрация',
  referral_col_progress: 'Прогресс',
  referral_col_reward: 'Награда',
  referral_status_registered: 'Зарегистрирован, депозита ещё нет',
  referral_status_deposited: 'Депозит меньше необходимой суммы',
  referral_status_qualified: 'Условие выполнено',
  referral_stat_invited: 'Друзей зарегистрировалось',
  referral_stat_deposited: 'Внесли депозит',
  referral_stat_qualified: 'Выполнили условие',
  referral_stat_rewards: 'Получено наград',
  referral_bonus_name: 'Награда за приглашённого друга',
  referral_stats: 'Ваша реферальная статистика',
  partner_intro:
    'Наша партнёрская программа вознаграждает вас за каждого нового игрока: друзей, подписчиков или читателей вашего сайта.',
  partner_how: 'Как это работает',
  partner_step_link: 'Возьмите личную ссылку в личном кабинете, раздел «Приведи друга», и поделитесь ею.',
  partner_step_register: 'Друг открывает ссылку и регистрируется в течение суток.',
  partner_step_deposit: 'Друг вносит депозит не меньше необходимой суммы.',
  partner_step_reward:
    'Вы получаете спортивный бонус — один раз за каждого друга — на честных условиях: вейджер никогда не больше 10 × бонуса.',
  partner_amounts: 'Необходимый депозит и награда по валютам',
  partner_col_currency: 'Валюта',
  partner_col_deposit: 'Депозит друга',
  partner_col_reward: 'Ваша награда',
  partner_affiliates: 'У вас есть сайт или канал? Наша аффилиатная программа учитывает ваших игроков по вашим меткам.',
  partner_affiliates_link: 'Аффилиатная программа',
  partner_login: 'Войдите, чтобы получить личную ссылку и увидеть статистику.',
  partner_open_bringfriend: 'Открыть «Приведи друга»',
  // Issue 25 §9: the reward waits for the friend's own play; refused for one person's two accounts.
  referral_status_awaiting_play: 'Депозит внесён; награда — после игры на собственные деньги',
  referral_status_not_eligible: 'Не засчитывается: у аккаунтов общее устройство или адрес',
};

export default referralsRu;
