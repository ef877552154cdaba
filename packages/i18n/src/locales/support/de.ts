import type { SupportDictionary } from './en';

const supportDe: SupportDictionary = {
  support_button: 'Support',
  support_menu_title: 'Wie können wir helfen?',
  support_chat: 'Online-Chat',
  support_unread: '{{count}} neu',
  support_callback: 'Rückruf',
  support_email: 'Schreiben Sie uns',
  support_social: 'Sie finden uns auch bei',
  support_back: 'Zurück',
  support_chat_title: 'Chat mit dem Support',
  support_chat_with: 'Sie chatten mit {{name}}',
  support_chat_placeholder: 'Ihre Nachricht',
  support_chat_send: 'Senden',
  support_chat_empty: 'Fragen Sie uns alles: Ein Berater antwortet hier.',
  support_chat_login: 'Melden Sie sich an, um mit einem Berater zu chatten.',
  support_you: 'Sie',
  support_no_consultant: 'Gerade ist kein Berater online. Schreiben Sie uns, wir antworten per E-Mail.',
  support_callback_title: 'Rückruf anfordern',
  support_callback_phone: 'Ihre Telefonnummer',
  support_callback_done: 'Danke. Ein Berater ruft Sie in Kürze zurück.',
  support_callback_unavailable: 'Ein Rückruf ist gerade nicht möglich.',
  support_callback_pending: 'Ein Rückruf ist bereits angefordert. Ein Berater ruft Sie in Kürze zurück.',
  support_email_title: 'Schreiben Sie uns',
  support_email_address: 'Ihre E-Mail',
  support_email_subject: 'Betreff',
  support_email_message: 'Nachricht',
  support_email_done: 'Danke. Wir antworten per E-Mail, meist innerhalb von 24 Stunden.',
  support_manager_none:
    'Ein persönlicher Manager betreut unsere VIP-Spieler. Bis Ihnen einer zugewiesen ist, beantwortet unser Support jede Frage.',
  support_manager_write: 'Ihrem Manager schreiben',
  support_appeal_intro:
    'Ihr Konto ist gesperrt. Sagen Sie uns, warum die Sperre aufgehoben werden sollte; die Antwort erscheint hier.',
  support_appeal_text: 'Ihr Einspruch',
  support_appeal_submit: 'Einspruch senden',
  support_appeal_pending: 'Ihr Einspruch wird geprüft. Einen neuen können Sie senden, sobald er beantwortet ist.',
  support_appeal_none: 'Sie haben noch keinen Einspruch gesendet.',
  support_appeal_status_open: 'In Prüfung',
  support_appeal_status_granted: 'Stattgegeben',
  support_appeal_status_refused: 'Abgelehnt',
};

export default supportDe;
