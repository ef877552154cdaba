/** Keys of the support namespace: the floating support button (spec §1); English is the typed source. */
const supportEn = {
  support_button: 'Support',
  support_menu_title: 'How can we help?',
  support_chat: 'Online chat',
  support_unread: '{{count}} new',
  support_callback: 'Call me back',
  support_email: 'Write to us',
  support_social: 'We are also on',
  support_back: 'Back',
  support_chat_title: 'Chat with support',
  support_chat_with: 'You are chatting with {{name}}',
  support_chat_placeholder: 'Type your message',
  support_chat_send: 'Send',
  support_chat_empty: 'Ask us anything: a consultant answers here.',
  support_chat_login: 'Log in to chat with a consultant.',
  support_you: 'You',
  support_no_consultant: 'No consultant is online right now. Write to us and we will answer by e-mail.',
  support_callback_title: 'Request a call back',
  support_callback_phone: 'Your phone number',
  support_callback_done: 'Thank you. A consultant will call you shortly.',
  support_callback_unavailable: 'Call back is not available right now.',
  support_callback_pending: 'A call back is already requested. A consultant will call you shortly.',
  support_email_title: 'Write to us',
  support_email_address: 'Your e-mail',
  support_email_subject: 'Subject',
  support_email_message: 'Message',
  support_email_done: 'Thank you. We answer by e-mail, usually within 24 hours.',
};

export type SupportDictionary = Record<keyof typeof supportEn, string>;
export default supportEn;
