import type { StorefrontDictionary } from './en';

const storefrontRu: StorefrontDictionary = {
  home_promotions: 'Акции',
  home_live_now: 'Сейчас в лайве',
  home_sports: 'Виды спорта',
  home_casino: 'Казино',
  home_app_title: 'Ставки в дороге',
  home_app_text: 'Наше приложение для телефона: вся линия, лайв и ваши ставки в кармане.',
  home_app_link: 'Скачать приложение',
  bet_error_too_many_requests: 'Слишком много попыток. Подождите несколько минут и попробуйте снова.',
  coupon_booking_login_to_save: 'Войдите, чтобы сохранить выбор как код.',
  coupon_booking_not_found: 'Код не найден или истёк. Проверьте его или попросите новый.',
  coupon_gen_title: 'Генератор ставок',
  coupon_gen_intro: 'Соберите экспресс с нужным общим коэффициентом из открытых событий.',
  coupon_gen_target: 'Целевой общий коэффициент',
  coupon_gen_legs: 'Максимум событий',
  coupon_gen_build: 'Собрать экспресс',
  coupon_gen_built: 'Добавлено событий: {{n}}, общий коэффициент {{coef}}.',
  coupon_gen_none: 'Ни одна комбинация открытых событий не подходит. Измените коэффициент или число событий.',
  coupon_gen_bad_target: 'Введите общий коэффициент от {{min}} до {{max}}.',
  settings_coef_indication: 'Индикация изменения коэффициентов',
  settings_coef_indication_arrow: 'Стрелка и цвет',
  settings_coef_indication_colour: 'Только цвет',
  settings_coef_indication_none: 'Без индикации',
  settings_markets_name: 'Названия рынков',
  settings_markets_name_full: 'Полные',
  settings_markets_name_short: 'Краткие',
};

export default storefrontRu;
