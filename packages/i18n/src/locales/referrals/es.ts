import type { ReferralsDictionary } from './en';

const referralsEs: ReferralsDictionary = {
  referral_intro:
    'Invita a tus amigos: comparte tu enlace personal. Cuando un amigo registrado con él haga un depósito de al menos {{deposit}}, recibirás un bono deportivo de {{reward}}.',
  referral_terms:
    'El bono se apuesta {{times}} × con apuestas a cuotas de {{odds}} o más en {{days}} días. Una recompensa por amigo; un amigo que juega en otra moneda cumple con el importe de esa moneda.',
  referral_no_terms: 'Las recompensas por traer amigos no se pagan en la moneda de tu cuenta.',
  referral_link_label: 'Tu enlace personal',
  referral_copy: 'Copiar enlace',
  referral_copied: 'Enlace copiado',
  referral_link_note: 'Un amigo que abre el enlace tiene un día para registrarse.',
  referral_friends: 'Tus amigos',
  referral_no_friends: 'Todavía nadie se ha registrado con tu enlace.',
  referral_col_friend: 'Amigo',
  referral_col_registered: 'Registro',
  referral_col_progress: 'Progreso',
  referral_col_reward: 'Recompensa',
  referral_status_registered: 'Registrado, sin depósito todavía',
  referral_status_deposited: 'Depósito inferior al importe necesario',
  referral_status_qualified: 'Cumplido',
  referral_stat_invited: 'Amigos registrados',
  referral_stat_deposited: 'Con depósito',
  referral_stat_qualified: 'Cumplidos',
  referral_stat_rewards: 'Recompensas recibidas',
  referral_bonus_name: 'Recompensa «Trae a un amigo»',
  referral_stats: 'Tus estadísticas de referidos',
  partner_intro:
    'Nuestro programa de socios te recompensa por cada jugador nuevo que traigas: amigos, seguidores o lectores de tu sitio.',
  partner_how: 'Cómo funciona',
  partner_step_link: 'Toma tu enlace personal en tu cuenta, sección «Trae a un amigo», y compártelo.',
  partner_step_register: 'Tu amigo abre el enlace y se registra en un día.',
  partner_step_deposit: 'Tu amigo hace un depósito de al menos el importe necesario.',
  partner_step_reward:
    'Recibes un bono deportivo, una vez por amigo, con condiciones justas: el requisito de apuesta nunca supera 10 × el bono.',
  partner_amounts: 'Depósito necesario y recompensa por moneda',
  partner_col_currency: 'Moneda',
  partner_col_deposit: 'Depósito del amigo',
  partner_col_reward: 'Tu recompensa',
  partner_affiliates:
    '¿Tienes un sitio web o un canal? Nuestro programa de afiliados registra a tus jugadores con tus propias etiquetas.',
  partner_affiliates_link: 'Programa de afiliados',
  partner_login: 'Inicia sesión para obtener tu enlace personal y ver tus estadísticas.',
  partner_open_bringfriend: 'Abrir «Trae a un amigo»',
  // Issue 25 §9: the reward waits for the friend's own play; refused for one person's two accounts.
  referral_status_awaiting_play: 'Ha depositado; la recompensa llega cuando juegue con su propio dinero',
  referral_status_not_eligible: 'No válido: las cuentas comparten dispositivo o dirección',
};

export default referralsEs;
