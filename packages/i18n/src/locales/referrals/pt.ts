import type { ReferralsDictionary } from './en';

const referralsPt: ReferralsDictionary = {
  referral_intro:
    'Convide seus amigos: compartilhe seu link pessoal. Quando um amigo registrado por ele fizer um depósito de pelo menos {{deposit}}, você recebe um bônus esportivo de {{reward}}.',
  referral_terms:
    'O bônus é apostado {{times}} × em apostas com odds de {{odds}} ou mais em {{days}} dias. Uma recompensa por amigo; um amigo que joga em outra moeda se qualifica com o valor dessa moeda.',
  referral_no_terms: 'As recompensas por indicar amigos não são pagas na moeda da sua conta.',
  referral_link_label: 'Seu link pessoal',
  referral_copy: 'Copiar link',
  referral_copied: 'Link copiado',
  referral_link_note: 'Um amigo que abre o link tem um dia para se registrar.',
  referral_friends: 'Seus amigos',
  referral_no_friends: 'Ninguém se registrou pelo seu link ainda.',
  referral_col_friend: 'Amigo',
  referral_col_registered: 'Registro',
  referral_col_progress: 'Progresso',
  referral_col_reward: 'Recompensa',
  referral_status_registered: 'Registrado, ainda sem depósito',
  referral_status_deposited: 'Depósito abaixo do valor necessário',
  referral_status_qualified: 'Qualificado',
  referral_stat_invited: 'Amigos registrados',
  referral_stat_deposited: 'Com depósito',
  referral_stat_qualified: 'Qualificados',
  referral_stat_rewards: 'Recompensas recebidas',
  referral_bonus_name: 'Recompensa «Indique um amigo»',
  referral_stats: 'Suas estatísticas de indicação',
  partner_intro:
    'Nosso programa de parceiros recompensa você por cada novo jogador que trouxer: amigos, seguidores ou leitores do seu site.',
  partner_how: 'Como funciona',
  partner_step_link: 'Pegue seu link pessoal na sua conta, seção «Indique um amigo», e compartilhe.',
  partner_step_register: 'Seu amigo abre o link e se registra em até um dia.',
  partner_step_deposit: 'Seu amigo faz um depósito de pelo menos o valor necessário.',
  partner_step_reward:
    'Você recebe um bônus esportivo, uma vez por amigo, em condições justas: o rollover nunca passa de 10 × o bônus.',
  partner_amounts: 'Depósito necessário e recompensa por moeda',
  partner_col_currency: 'Moeda',
  partner_col_deposit: 'Depósito do amigo',
  partner_col_reward: 'Sua recompensa',
  partner_affiliates:
    'Tem um site ou um canal? Nosso programa de afiliados registra seus jogadores com suas próprias tags.',
  partner_affiliates_link: 'Programa de afiliados',
  partner_login: 'Entre para obter seu link pessoal e ver suas estatísticas.',
  partner_open_bringfriend: 'Abrir «Indique um amigo»',
  // Issue 25 §9: the reward waits for the friend's own play; refused for one person's two accounts.
  referral_status_awaiting_play: 'Depositou; a recompensa chega quando jogar com o seu próprio dinheiro',
  referral_status_not_eligible: 'Não elegível: as contas partilham um dispositivo ou endereço',
};

export default referralsPt;
