import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IDEA_TOPICS, newIdeaSchema, type IdeaTopic } from '@sb/contracts';
import { SelectField } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-message';
import { usePreferences } from '../../lib/app-context';
import { dynamicT, useTranslation } from '../../lib/i18n';
import { formatDateTime } from '../../lib/format-date-time';
import { ideasQuery, officeDataCalls, officeDataKeys } from './api-data';
import { ErrorSummary } from './components/error-summary';
import { useOfficeFeedback } from './hooks/use-office-feedback';
import { QUERY_ERROR_KEY, type ShownErrors } from './lib/office-errors';

const NO_ERRORS: ShownErrors = { messages: [], fields: {}, more: 0 };

/** Spec §2 office/share-idea: a suggestion stored for the operators; the player's own listed below. */
export default function ShareIdeaPage() {
  const { t, i18n } = useTranslation();
  const [prefs] = usePreferences();
  const tr = dynamicT(t);
  const qc = useQueryClient();
  const feedback = useOfficeFeedback();
  const ideas = useQuery(ideasQuery);
  const [topic, setTopic] = useState<IdeaTopic>('site');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<ShownErrors>(NO_ERRORS);
  const send = useMutation({
    mutationFn: officeDataCalls.shareIdea,
    onSuccess: () => {
      setText('');
      setErrors(NO_ERRORS);
      feedback.saved('office_idea_sent');
      void qc.invalidateQueries({ queryKey: officeDataKeys.ideas });
    },
    onError: (err) => setErrors(feedback.failed(err)),
  });
  const valid = newIdeaSchema.safeParse({ topic, text }).success;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (valid) send.mutate({ topic, text });
  };
  return (
    <section className="page office-idea" data-route-id="office_share_idea">
      <h1>{t('page_office_share_idea')}</h1>
      <p>{t('office_idea_intro')}</p>
      <form className="office-form card" onSubmit={submit} data-testid="share-idea-form">
        <ErrorSummary errors={errors} />
        <SelectField
          label={t('office_idea_topic')}
          name="topic"
          value={topic}
          onChange={(e) => setTopic(IDEA_TOPICS.find((x) => x === e.target.value) ?? 'other')}
        >
          {IDEA_TOPICS.map((x) => (
            <option key={x} value={x}>
              {tr(`office_idea_topic_${x}`)}
            </option>
          ))}
        </SelectField>
        <div className="field">
          <label htmlFor="idea-text">{t('office_idea_text')}</label>
          <textarea
            id="idea-text"
            name="text"
            rows={5}
            maxLength={2000}
            value={text}
            aria-describedby="idea-text-hint"
            onChange={(e) => setText(e.target.value)}
          />
          <p id="idea-text-hint" className="field__hint">
            {t('office_idea_text_hint')}
          </p>
        </div>
        <button type="submit" className="btn btn--primary" disabled={!valid || send.isPending}>
          {t('office_idea_send')}
        </button>
      </form>
      <h2>{t('office_idea_mine')}</h2>
      {ideas.isError ? <FormError message={t(QUERY_ERROR_KEY)} /> : null}
      {ideas.data && ideas.data.ideas.length === 0 ? <p className="field__hint">{t('office_idea_none')}</p> : null}
      <ul className="office-idea__list" data-testid="ideas-list">
        {ideas.data?.ideas.map((idea) => (
          <li key={idea.id} className="card">
            <p className="field__hint">
              {tr(`office_idea_topic_${idea.topic}`)} ·{' '}
              {formatDateTime(idea.createdAt, i18n.language, prefs.timeZone, prefs.is12h)}
            </p>
            <p>{idea.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
