import type { SupportDictionary } from './en';

const supportEs: SupportDictionary = {
  support_button: 'Soporte',
  support_menu_title: '¿Cómo podemos ayudarle?',
  support_chat: 'Chat en línea',
  support_unread: '{{count}} nuevos',
  support_callback: 'Llámenme',
  support_email: 'Escríbanos',
  support_social: 'También estamos en',
  support_back: 'Atrás',
  support_chat_title: 'Chat con soporte',
  support_chat_with: 'Está hablando con {{name}}',
  support_chat_placeholder: 'Escriba su mensaje',
  support_chat_send: 'Enviar',
  support_chat_empty: 'Pregúntenos lo que quiera: un asesor responde aquí.',
  support_chat_login: 'Inicie sesión para chatear con un asesor.',
  support_you: 'Usted',
  support_no_consultant: 'Ahora no hay asesores en línea. Escríbanos y le responderemos por correo.',
  support_callback_title: 'Solicitar una llamada',
  support_callback_phone: 'Su número de teléfono',
  support_callback_done: 'Gracias. Un asesor le llamará en breve.',
  support_callback_unavailable: 'La llamada no está disponible ahora.',
  support_callback_pending: 'Ya ha solicitado una llamada. Un asesor le llamará en breve.',
  support_email_title: 'Escríbanos',
  support_email_address: 'Su correo electrónico',
  support_email_subject: 'Asunto',
  support_email_message: 'Mensaje',
  support_email_done: 'Gracias. Respondemos por correo, normalmente en 24 horas.',
  support_manager_none:
    'Un gestor personal atiende a nuestros jugadores VIP. Hasta que se le asigne uno, nuestro soporte responde a todas sus preguntas.',
  support_manager_write: 'Escribir a su gestor',
  support_appeal_intro:
    'Su cuenta está bloqueada. Díganos por qué debería levantarse el bloqueo; la respuesta aparecerá aquí.',
  support_appeal_text: 'Su apelación',
  support_appeal_submit: 'Enviar apelación',
  support_appeal_pending: 'Su apelación está en revisión. Podrá enviar otra cuando tenga respuesta.',
  support_appeal_none: 'Aún no ha enviado ninguna apelación.',
  support_appeal_status_open: 'En revisión',
  support_appeal_status_granted: 'Aceptada',
  support_appeal_status_refused: 'Rechazada',
};

export default supportEs;
