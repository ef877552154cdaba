import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CHAT_ATTACHMENT_PATH, type SupportState } from '@sb/contracts';
import { useTranslation } from '../../lib/i18n';
import { useErrorText } from '../../lib/use-error-text';
import {
  CHAT_POLL_MS,
  chatQuery,
  markChatRead,
  requestCallback,
  sendChatAttachment,
  sendChatMessage,
  sendSupportEmail,
} from './api';
import { parseChatPush, withMessage } from './lib/chat-push';

const socketUrl = () => `${window.location.protocol === 'https:' ? 'wss:' : 'ws:'}//${window.location.host}/ws`;

/**
 * Spec §1 online chat: the history, new answers pushed over /ws while the chat is open (re-read
 * every 15 s while the socket is down), the consultant's messages marked read once seen.
 */
export function ChatView({ state, lng }: { state: SupportState; lng: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const qc = useQueryClient();
  const [live, setLive] = useState(false);
  const history = useQuery({ ...chatQuery, refetchInterval: live ? false : CHAT_POLL_MS });
  const [draft, setDraft] = useState('');
  // Issue 17 offline chat: no consultant online — the message waits and the answer goes by e-mail.
  const offline = state.consultant === null;
  const [replyEmail, setReplyEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const end = useRef<HTMLLIElement>(null);

  useEffect(() => {
    const ws = new WebSocket(socketUrl());
    ws.onopen = () => setLive(true);
    ws.onclose = () => setLive(false);
    ws.onmessage = (ev) => {
      const message = parseChatPush(ev.data);
      if (!message) return;
      qc.setQueryData(chatQuery.queryKey, (old) =>
        old ? { ...old, messages: withMessage(old.messages, message) } : { messages: [message], unread: 1 },
      );
    };
    return () => ws.close();
  }, [qc]);

  const messages = history.data?.messages ?? [];
  const unseen = messages.some((m) => m.author === 'consultant' && !m.read);
  const lastId = messages.at(-1)?.id;
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
    if (!unseen || lastId === undefined) return;
    void markChatRead(lastId).then(() => qc.invalidateQueries({ queryKey: ['support', 'state'] }));
  }, [lastId, unseen, qc]);

  const send = useMutation({
    mutationFn: (body: string) =>
      sendChatMessage(body, lng, offline && replyEmail.trim() ? replyEmail.trim() : undefined),
    onSuccess: (message) => {
      setDraft('');
      setError(null);
      qc.setQueryData(chatQuery.queryKey, (old) => ({
        messages: withMessage(old?.messages ?? [], message),
        unread: 0,
      }));
    },
    onError: (err) => setError(errorText(err)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (draft.trim()) send.mutate(draft.trim());
  };
  // Issue 17: a file (picture or PDF) sent as a message of its own.
  const attach = useMutation({
    mutationFn: (file: File) => sendChatAttachment(file, lng),
    onSuccess: (message) => {
      setError(null);
      qc.setQueryData(chatQuery.queryKey, (old) => ({
        messages: withMessage(old?.messages ?? [], message),
        unread: 0,
      }));
    },
    onError: (err) => setError(errorText(err)),
  });

  return (
    <div className="support-chat" data-testid="support-chat">
      {state.consultant ? (
        <p className="support-chat__with">{t('support_chat_with', { name: state.consultant.name })}</p>
      ) : (
        <div className="support-chat__offline" data-testid="support-chat-offline">
          <p>{t('support_chat_offline')}</p>
          <label htmlFor="support-chat-email">{t('support_chat_offline_email')}</label>
          <input
            id="support-chat-email"
            type="email"
            autoComplete="email"
            maxLength={254}
            value={replyEmail}
            onChange={(e) => setReplyEmail(e.target.value)}
          />
        </div>
      )}
      <ol className="support-chat__log" role="log" aria-live="polite" aria-label={t('support_chat_title')}>
        {messages.length === 0 ? <li className="support-chat__empty">{t('support_chat_empty')}</li> : null}
        {messages.map((m) => (
          <li key={m.id} className={`support-chat__message support-chat__message--${m.author}`}>
            <span className="support-chat__author">{m.author === 'player' ? t('support_you') : m.consultantName}</span>
            <span className="support-chat__body">{m.body}</span>
            {m.attachment ? (
              <a className="support-chat__file" href={`${CHAT_ATTACHMENT_PATH}/${m.id}`} download>
                {t('support_chat_file')}
              </a>
            ) : null}
          </li>
        ))}
        <li ref={end} aria-hidden="true" />
      </ol>
      {error ? (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      ) : null}
      <form className="support-chat__form" onSubmit={submit}>
        <label className="visually-hidden" htmlFor="support-chat-input">
          {t('support_chat_placeholder')}
        </label>
        <textarea
          id="support-chat-input"
          value={draft}
          maxLength={2000}
          rows={2}
          placeholder={t('support_chat_placeholder')}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) submit(e);
          }}
        />
        <label className="btn support-chat__attach">
          {t('support_chat_attach')}
          <input
            type="file"
            className="visually-hidden"
            accept="image/jpeg,image/png,image/webp,application/pdf"
            disabled={attach.isPending}
            data-testid="support-chat-file"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) attach.mutate(file);
            }}
          />
        </label>
        <button type="submit" className="btn btn--primary" disabled={send.isPending || !draft.trim()}>
          {t('support_chat_send')}
        </button>
      </form>
    </div>
  );
}

/** Spec §1/§5 callback request: a logged-in player leaves a phone number. */
export function CallbackView({ lng }: { lng: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [phone, setPhone] = useState('');
  const ask = useMutation({ mutationFn: () => requestCallback(phone, lng) });
  if (ask.isSuccess) return <p role="status">{t('support_callback_done')}</p>;
  return (
    <form
      className="support-form"
      onSubmit={(e) => {
        e.preventDefault();
        ask.mutate();
      }}
    >
      <label htmlFor="support-callback-phone">{t('support_callback_phone')}</label>
      <input
        id="support-callback-phone"
        type="tel"
        autoComplete="tel"
        required
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
      />
      {ask.isError ? (
        <p className="notice notice--error" role="alert">
          {errorText(ask.error)}
        </p>
      ) : null}
      <button type="submit" className="btn btn--primary" disabled={ask.isPending}>
        {t('support_callback')}
      </button>
    </form>
  );
}

/** Spec §1 e-mail form: guests too; support answers by e-mail. */
export function EmailView({ lng, loggedIn }: { lng: string; loggedIn: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [form, setForm] = useState({ email: '', subject: '', body: '' });
  const send = useMutation({ mutationFn: () => sendSupportEmail({ ...form, lng }, loggedIn) });
  if (send.isSuccess) return <p role="status">{t('support_email_done')}</p>;
  const field = (name: keyof typeof form) => ({
    id: `support-email-${name}`,
    value: form[name],
    required: true,
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
  });
  return (
    <form
      className="support-form"
      onSubmit={(e) => {
        e.preventDefault();
        send.mutate();
      }}
    >
      <label htmlFor="support-email-email">{t('support_email_address')}</label>
      <input type="email" autoComplete="email" maxLength={200} {...field('email')} />
      <label htmlFor="support-email-subject">{t('support_email_subject')}</label>
      <input type="text" minLength={3} maxLength={200} {...field('subject')} />
      <label htmlFor="support-email-body">{t('support_email_message')}</label>
      <textarea rows={4} minLength={10} maxLength={5000} {...field('body')} />
      {send.isError ? (
        <p className="notice notice--error" role="alert">
          {errorText(send.error)}
        </p>
      ) : null}
      <button type="submit" className="btn btn--primary" disabled={send.isPending}>
        {t('support_chat_send')}
      </button>
    </form>
  );
}
