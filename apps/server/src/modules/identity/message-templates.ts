import type { CodePurpose } from './one-time-codes';

/** The texts of one language: a subject per purpose, and the body around the code. */
interface CodeTexts {
  subjects: Record<CodePurpose, string>;
  body: (subject: string, code: string) => string;
  /** The recovery e-mail's line with its link to the user/passwordreset page (spec §2). */
  link: (url: string) => string;
}

/**
 * Issue 17: codes reach the player in the site language they used (the page's `lng`), with
 * English for any other. One template per purpose; the code and its 15 minutes in every one.
 */
const TEXTS: Readonly<Record<string, CodeTexts>> = {
  en: {
    subjects: {
      recovery: 'Password recovery code',
      phone_confirm: 'Phone confirmation code',
      email_confirm: 'E-mail confirmation code',
      sms_login: 'Login code',
    },
    body: (s, c) => `${s}: ${c}. It is valid for 15 minutes. If you did not ask for it, ignore this message.`,
    link: (url) => `Or set a new password here: ${url}`,
  },
  ru: {
    subjects: {
      recovery: 'Код восстановления пароля',
      phone_confirm: 'Код подтверждения телефона',
      email_confirm: 'Код подтверждения e-mail',
      sms_login: 'Код входа',
    },
    body: (s, c) => `${s}: ${c}. Действует 15 минут. Если вы его не запрашивали, просто проигнорируйте это сообщение.`,
    link: (url) => `Или задайте новый пароль здесь: ${url}`,
  },
  uk: {
    subjects: {
      recovery: 'Код відновлення пароля',
      phone_confirm: 'Код підтвердження телефону',
      email_confirm: 'Код підтвердження e-mail',
      sms_login: 'Код входу',
    },
    body: (s, c) => `${s}: ${c}. Дійсний 15 хвилин. Якщо ви його не запитували, просто проігноруйте це повідомлення.`,
    link: (url) => `Або задайте новий пароль тут: ${url}`,
  },
  de: {
    subjects: {
      recovery: 'Code zur Passwort-Wiederherstellung',
      phone_confirm: 'Code zur Bestätigung der Telefonnummer',
      email_confirm: 'Code zur Bestätigung der E-Mail',
      sms_login: 'Anmeldecode',
    },
    body: (s, c) =>
      `${s}: ${c}. Er ist 15 Minuten gültig. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese Nachricht.`,
    link: (url) => `Oder legen Sie hier ein neues Passwort fest: ${url}`,
  },
  es: {
    subjects: {
      recovery: 'Código de recuperación de contraseña',
      phone_confirm: 'Código de confirmación del teléfono',
      email_confirm: 'Código de confirmación del correo',
      sms_login: 'Código de acceso',
    },
    body: (s, c) => `${s}: ${c}. Es válido durante 15 minutos. Si no lo ha solicitado, ignore este mensaje.`,
    link: (url) => `O establezca una contraseña nueva aquí: ${url}`,
  },
  pt: {
    subjects: {
      recovery: 'Código de recuperação da palavra-passe',
      phone_confirm: 'Código de confirmação do telefone',
      email_confirm: 'Código de confirmação do e-mail',
      sms_login: 'Código de acesso',
    },
    body: (s, c) => `${s}: ${c}. É válido durante 15 minutos. Se não o pediu, ignore esta mensagem.`,
    link: (url) => `Ou defina uma nova palavra-passe aqui: ${url}`,
  },
  tr: {
    subjects: {
      recovery: 'Şifre kurtarma kodu',
      phone_confirm: 'Telefon doğrulama kodu',
      email_confirm: 'E-posta doğrulama kodu',
      sms_login: 'Giriş kodu',
    },
    body: (s, c) => `${s}: ${c}. 15 dakika geçerlidir. Siz istemediyseniz bu mesajı dikkate almayın.`,
    link: (url) => `Ya da yeni şifrenizi burada belirleyin: ${url}`,
  },
  ar: {
    subjects: {
      recovery: 'رمز استعادة كلمة المرور',
      phone_confirm: 'رمز تأكيد الهاتف',
      email_confirm: 'رمز تأكيد البريد الإلكتروني',
      sms_login: 'رمز تسجيل الدخول',
    },
    body: (s, c) => `${s}: ${c}. صالح لمدة 15 دقيقة. إن لم تطلبه فتجاهل هذه الرسالة.`,
    link: (url) => `أو عيّن كلمة مرور جديدة من هنا: ${url}`,
  },
};

/** The languages with their own code messages (the site's eight). */
export const CODE_MESSAGE_LANGUAGES = Object.keys(TEXTS);

export function codeMessage(
  purpose: CodePurpose,
  code: string,
  lang: string | undefined,
  link?: string,
): { subject: string; body: string } {
  const texts = (lang && TEXTS[lang]) || TEXTS['en'];
  if (!texts) throw new Error('English code messages missing');
  const subject = texts.subjects[purpose];
  const body = texts.body(subject, code);
  return { subject, body: link ? `${body}\n\n${texts.link(link)}` : body };
}
