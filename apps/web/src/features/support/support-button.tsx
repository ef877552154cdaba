import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Mail, MessageCircle, Phone, X } from 'lucide-react';
import { Link } from 'react-router';
import { useApp } from '../../lib/app-context';
import { useTranslation } from '../../lib/i18n';
import { useLngHref } from '../../lib/use-lng';
import { supportStateQuery } from './api';
import { CallbackView, ChatView, EmailView } from './views';

type View = 'closed' | 'menu' | 'chat' | 'callback' | 'email';

/**
 * Spec §1 floating support button: a callback request (logged in, language not hidden, a
 * consultant available — spec §5), online chat when a consultant exists (with the unread
 * marker), an e-mail form, and the social links of placement type 6.
 */
export default function SupportButton() {
  const { t } = useTranslation();
  const { initial } = useApp();
  const href = useLngHref();
  const loggedIn = initial.authenticated;
  const lng = initial.lng;
  const [view, setView] = useState<View>('closed');
  const state = useQuery(supportStateQuery(lng, loggedIn)).data;
  const unread = state?.chat.unread ?? 0;

  useEffect(() => {
    if (view === 'closed') return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setView('closed');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [view]);

  const title =
    view === 'chat'
      ? t('support_chat_title')
      : view === 'callback'
        ? t('support_callback_title')
        : view === 'email'
          ? t('support_email_title')
          : t('support_menu_title');
  // A logged-in player may always write in the chat: with no consultant online the message waits
  // and the answer comes by e-mail (issue 17 offline chat); a guest is offered the e-mail form.
  const chatOffered = state !== undefined && (state.consultant !== null || state.chat.available || loggedIn);

  return (
    <div className="support" data-testid="support">
      {view !== 'closed' ? (
        <section className="support__panel" role="dialog" aria-label={title} data-testid="support-panel">
          <header className="support__head">
            {view !== 'menu' ? (
              <button
                type="button"
                className="support__icon"
                aria-label={t('support_back')}
                onClick={() => setView('menu')}
              >
                <ArrowLeft aria-hidden="true" size={18} />
              </button>
            ) : null}
            <h2>{title}</h2>
            <button
              type="button"
              className="support__icon"
              aria-label={t('shell_close')}
              onClick={() => setView('closed')}
            >
              <X aria-hidden="true" size={18} />
            </button>
          </header>
          {view === 'menu' ? (
            <>
              <ul className="support__menu">
                {chatOffered ? (
                  <li>
                    <button type="button" onClick={() => setView('chat')}>
                      <MessageCircle aria-hidden="true" size={18} /> {t('support_chat')}
                      {unread > 0 ? (
                        <span className="support__count">{t('support_unread', { count: unread })}</span>
                      ) : null}
                    </button>
                  </li>
                ) : null}
                {state?.callbackAvailable ? (
                  <li>
                    <button type="button" onClick={() => setView('callback')}>
                      <Phone aria-hidden="true" size={18} /> {t('support_callback')}
                    </button>
                  </li>
                ) : null}
                <li>
                  <button type="button" onClick={() => setView('email')}>
                    <Mail aria-hidden="true" size={18} /> {t('support_email')}
                  </button>
                </li>
              </ul>
              {state && !state.consultant ? <p className="support__note">{t('support_no_consultant')}</p> : null}
              {state && state.socialLinks.length > 0 ? (
                <>
                  <h3 className="support__social-title">{t('support_social')}</h3>
                  <ul className="support__social">
                    {state.socialLinks.map((l) => (
                      <li key={l.value}>
                        <a href={l.value} target="_blank" rel="noopener noreferrer">
                          {l.name}
                        </a>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </>
          ) : null}
          {view === 'chat' && state ? (
            loggedIn ? (
              <ChatView state={state} lng={lng} />
            ) : (
              <p>
                <Link to={href('login')}>{t('support_chat_login')}</Link>
              </p>
            )
          ) : null}
          {view === 'callback' ? <CallbackView lng={lng} /> : null}
          {view === 'email' ? <EmailView lng={lng} loggedIn={loggedIn} /> : null}
        </section>
      ) : null}
      <button
        type="button"
        className="support__button"
        aria-expanded={view !== 'closed'}
        aria-label={
          unread > 0 ? `${t('support_button')} (${t('support_unread', { count: unread })})` : t('support_button')
        }
        data-testid="support-button"
        onClick={() => setView(view === 'closed' ? 'menu' : 'closed')}
      >
        <MessageCircle aria-hidden="true" size={22} />
        {unread > 0 ? (
          <span className="support__badge" data-testid="support-unread" aria-hidden="true">
            {unread}
          </span>
        ) : null}
      </button>
    </div>
  );
}
