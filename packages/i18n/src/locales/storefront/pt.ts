import type { StorefrontDictionary } from './en';

const storefrontPt: StorefrontDictionary = {
  home_promotions: 'Promoções',
  home_live_now: 'Ao vivo agora',
  home_sports: 'Desportos',
  home_casino: 'Casino',
  home_app_title: 'Aposte em qualquer lugar',
  home_app_text: 'A nossa app para o telemóvel: todo o catálogo, o ao vivo e as suas apostas no bolso.',
  home_app_link: 'Obter a app',
  bet_error_too_many_requests: 'Demasiadas tentativas. Aguarde alguns minutos e tente de novo.',
  coupon_booking_login_to_save: 'Inicie sessão para guardar as suas seleções como código.',
  coupon_booking_not_found: 'Este código é desconhecido ou expirou. Verifique-o ou peça um novo.',
  coupon_gen_title: 'Gerador de apostas',
  coupon_gen_intro: 'Crie uma múltipla próxima da odd total que quer com eventos abertos.',
  coupon_gen_target: 'Odd total pretendida',
  coupon_gen_legs: 'Máximo de seleções',
  coupon_gen_build: 'Criar múltipla',
  coupon_gen_built: 'Adicionadas {{n}} seleções, odd total {{coef}}.',
  coupon_gen_none: 'Nenhuma combinação de eventos abertos serve. Experimente outra odd ou mais seleções.',
  coupon_gen_bad_target: 'Introduza uma odd total entre {{min}} e {{max}}.',
  settings_coef_indication: 'Indicação de alteração de odds',
  settings_coef_indication_arrow: 'Seta e cor',
  settings_coef_indication_colour: 'Só cor',
  settings_coef_indication_none: 'Nenhuma',
  settings_markets_name: 'Nomes dos mercados',
  settings_markets_name_full: 'Completos',
  settings_markets_name_short: 'Curtos',
};

export default storefrontPt;
