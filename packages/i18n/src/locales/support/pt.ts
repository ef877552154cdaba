import type { SupportDictionary } from './en';

const supportPt: SupportDictionary = {
  support_button: 'Apoio',
  support_menu_title: 'Como podemos ajudar?',
  support_chat: 'Chat online',
  support_unread: '{{count}} novas',
  support_callback: 'Liguem-me',
  support_email: 'Escreva-nos',
  support_social: 'Também estamos no',
  support_back: 'Voltar',
  support_chat_title: 'Chat com o apoio',
  support_chat_with: 'Está a falar com {{name}}',
  support_chat_placeholder: 'Escreva a sua mensagem',
  support_chat_send: 'Enviar',
  support_chat_empty: 'Pergunte-nos o que quiser: um consultor responde aqui.',
  support_chat_login: 'Inicie sessão para falar com um consultor.',
  support_you: 'Você',
  support_no_consultant: 'Não há consultores online agora. Escreva-nos e responderemos por e-mail.',
  support_callback_title: 'Pedir uma chamada',
  support_callback_phone: 'O seu número de telefone',
  support_callback_done: 'Obrigado. Um consultor ligará em breve.',
  support_callback_unavailable: 'A chamada não está disponível agora.',
  support_callback_pending: 'Já pediu uma chamada. Um consultor ligará em breve.',
  support_email_title: 'Escreva-nos',
  support_email_address: 'O seu e-mail',
  support_email_subject: 'Assunto',
  support_email_message: 'Mensagem',
  support_email_done: 'Obrigado. Respondemos por e-mail, normalmente em 24 horas.',
  support_manager_none:
    'Um gestor pessoal acompanha os nossos jogadores VIP. Até lhe ser atribuído um, o nosso apoio responde a todas as perguntas.',
  support_manager_write: 'Escrever ao seu gestor',
  support_appeal_intro:
    'A sua conta está bloqueada. Diga-nos porque o bloqueio deve ser levantado; a resposta aparece aqui.',
  support_appeal_text: 'O seu recurso',
  support_appeal_submit: 'Enviar recurso',
  support_appeal_pending: 'O seu recurso está em análise. Pode enviar outro quando tiver resposta.',
  support_appeal_none: 'Ainda não enviou nenhum recurso.',
  support_appeal_status_open: 'Em análise',
  support_appeal_status_granted: 'Aceite',
  support_appeal_status_refused: 'Recusado',
};

export default supportPt;
