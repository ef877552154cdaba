/*
 * Issue 17 offline chat: the e-mail that carries a consultant's answer to a message the player
 * left while no consultant was online, in every site language (English for any other).
 */
const TEXTS: Readonly<Record<string, { subject: string; intro: string; more: string }>> = {
  en: {
    subject: 'Answer from support',
    intro: 'Support answered the message you left:',
    more: 'The conversation continues in the support chat',
  },
  ru: {
    subject: 'Ответ службы поддержки',
    intro: 'Служба поддержки ответила на ваше сообщение:',
    more: 'Переписка продолжается в чате поддержки',
  },
  uk: {
    subject: 'Відповідь служби підтримки',
    intro: 'Служба підтримки відповіла на ваше повідомлення:',
    more: 'Листування триває в чаті підтримки',
  },
  de: {
    subject: 'Antwort des Supports',
    intro: 'Der Support hat auf Ihre Nachricht geantwortet:',
    more: 'Das Gespräch geht im Support-Chat weiter',
  },
  es: {
    subject: 'Respuesta del soporte',
    intro: 'El soporte respondió al mensaje que dejó:',
    more: 'La conversación continúa en el chat de soporte',
  },
  pt: {
    subject: 'Resposta do suporte',
    intro: 'O suporte respondeu à mensagem que deixou:',
    more: 'A conversa continua no chat de suporte',
  },
  tr: {
    subject: 'Destek yanıtı',
    intro: 'Destek, bıraktığınız mesajı yanıtladı:',
    more: 'Görüşme destek sohbetinde devam ediyor',
  },
  ar: {
    subject: 'رد فريق الدعم',
    intro: 'رد فريق الدعم على الرسالة التي تركتها:',
    more: 'تستمر المحادثة في دردشة الدعم',
  },
};

export const OFFLINE_MAIL_LANGUAGES = Object.keys(TEXTS);

export function offlineAnswerMail(
  lang: string,
  answer: string,
  consultant: string,
  chatUrl: string,
): { subject: string; body: string } {
  const t = TEXTS[lang] ?? TEXTS['en'];
  if (!t) throw new Error('English offline mail missing');
  return { subject: t.subject, body: `${t.intro}\n\n${consultant}: ${answer}\n\n${t.more}: ${chatUrl}` };
}
