import type { StorefrontDictionary } from './en';

const storefrontUk: StorefrontDictionary = {
  home_promotions: 'Акції',
  home_live_now: 'Зараз у лайві',
  home_sports: 'Види спорту',
  home_casino: 'Казино',
  home_app_title: 'Ставки в дорозі',
  home_app_text: 'Наш застосунок для телефона: уся лінія, лайв і ваші ставки в кишені.',
  home_app_link: 'Завантажити застосунок',
  bet_error_too_many_requests: 'Забагато спроб. Зачекайте кілька хвилин і спробуйте знову.',
  coupon_booking_login_to_save: 'Увійдіть, щоб зберегти вибір як код.',
  coupon_booking_not_found: 'Код не знайдено або його термін минув. Перевірте його або попросіть новий.',
  coupon_gen_title: 'Генератор ставок',
  coupon_gen_intro: 'Зберіть експрес із потрібним загальним коефіцієнтом з відкритих подій.',
  coupon_gen_target: 'Цільовий загальний коефіцієнт',
  coupon_gen_legs: 'Максимум подій',
  coupon_gen_build: 'Зібрати експрес',
  coupon_gen_built: 'Додано подій: {{n}}, загальний коефіцієнт {{coef}}.',
  coupon_gen_none: 'Жодна комбінація відкритих подій не підходить. Змініть коефіцієнт або кількість подій.',
  coupon_gen_bad_target: 'Введіть загальний коефіцієнт від {{min}} до {{max}}.',
  settings_coef_indication: 'Індикація зміни коефіцієнтів',
  settings_coef_indication_arrow: 'Стрілка й колір',
  settings_coef_indication_colour: 'Лише колір',
  settings_coef_indication_none: 'Без індикації',
  settings_markets_name: 'Назви ринків',
  settings_markets_name_full: 'Повні',
  settings_markets_name_short: 'Короткі',
};

export default storefrontUk;
