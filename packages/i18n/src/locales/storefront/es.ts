import type { StorefrontDictionary } from './en';

const storefrontEs: StorefrontDictionary = {
  home_promotions: 'Promociones',
  home_live_now: 'En directo ahora',
  home_sports: 'Deportes',
  home_casino: 'Casino',
  home_app_title: 'Apuesta donde estés',
  home_app_text: 'Nuestra app para el móvil: todo el catálogo, el directo y tus apuestas en el bolsillo.',
  home_app_link: 'Descargar la app',
  bet_error_too_many_requests: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
  coupon_booking_login_to_save: 'Inicia sesión para guardar tus selecciones como código.',
  coupon_booking_not_found: 'Este código no existe o ha caducado. Revísalo o pide uno nuevo.',
  coupon_gen_title: 'Generador de apuestas',
  coupon_gen_intro: 'Crea una combinada cercana a la cuota total que quieres con eventos abiertos.',
  coupon_gen_target: 'Cuota total objetivo',
  coupon_gen_legs: 'Máximo de selecciones',
  coupon_gen_build: 'Crear combinada',
  coupon_gen_built: 'Se añadieron {{n}} selecciones, cuota total {{coef}}.',
  coupon_gen_none: 'Ninguna combinación de eventos abiertos se ajusta. Prueba otra cuota o más selecciones.',
  coupon_gen_bad_target: 'Introduce una cuota total entre {{min}} y {{max}}.',
  settings_coef_indication: 'Indicación de cambio de cuotas',
  settings_coef_indication_arrow: 'Flecha y color',
  settings_coef_indication_colour: 'Solo color',
  settings_coef_indication_none: 'Ninguna',
  settings_markets_name: 'Nombres de mercados',
  settings_markets_name_full: 'Completos',
  settings_markets_name_short: 'Cortos',
};

export default storefrontEs;
