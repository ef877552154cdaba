import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Appeal } from '@sb/contracts';
import { useApp } from '../../lib/app-context';
import { useTranslation } from '../../lib/i18n';
import { useErrorText } from '../../lib/use-error-text';
import { appealsQuery, sendAppeal } from './api';

const STATUS_KEY = {
  open: 'support_appeal_status_open',
  granted: 'support_appeal_status_granted',
  refused: 'support_appeal_status_refused',
} as const satisfies Record<Appeal['status'], string>;

/**
 * Spec §2 block-appeal-history (a blocked player's page, spec §4 ban guard): the appeals sent and
 * their answers, and a new appeal while none is under review.
 */
export default function AppealsPage() {
  const { t } = useTranslation();
  const { initial } = useApp();
  const errorText = useErrorText();
  const qc = useQueryClient();
  const appeals = useQuery(appealsQuery);
  const [text, setText] = useState('');
  const send = useMutation({
    mutationFn: () => sendAppeal(text.trim()),
    onSuccess: () => {
      setText('');
      void qc.invalidateQueries({ queryKey: appealsQuery.queryKey });
    },
  });
  const list = appeals.data?.appeals ?? [];
  const pending = list.some((a) => a.status === 'open');
  const time = (iso: string) => new Date(iso).toLocaleString(initial.lng);
  return (
    <section className="page page--narrow" data-route-id="block_appeal_history">
      <h1>{t('page_block_appeal_history')}</h1>
      <p>{t('support_appeal_intro')}</p>
      {pending ? (
        <p className="notice notice--warning" role="status">
          {t('support_appeal_pending')}
        </p>
      ) : (
        <form
          className="support-form"
          onSubmit={(e) => {
            e.preventDefault();
            send.mutate();
          }}
        >
          <label htmlFor="appeal-text">{t('support_appeal_text')}</label>
          <textarea
            id="appeal-text"
            rows={5}
            minLength={10}
            maxLength={2000}
            required
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          {send.isError ? (
            <p className="notice notice--error" role="alert">
              {errorText(send.error)}
            </p>
          ) : null}
          <button type="submit" className="btn btn--primary" disabled={send.isPending}>
            {t('support_appeal_submit')}
          </button>
        </form>
      )}
      {appeals.data && list.length === 0 ? <p>{t('support_appeal_none')}</p> : null}
      <ol className="appeals" data-testid="appeals">
        {list.map((a) => (
          <li key={a.id} className="card">
            <p>
              <strong>{t(STATUS_KEY[a.status])}</strong> · {time(a.createdAt)}
            </p>
            <p className="support-chat__body">{a.body}</p>
            {a.answer ? <p className="support-chat__body">{a.answer}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
