import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useLngHref } from '../../lib/use-lng';
import { FormError } from '../../components/ui/form-message';
import { useTranslation, dynamicT } from '../../lib/i18n';
import { useErrorText } from '../../lib/use-error-text';
import { walletKeys } from './api/keys';
import { createSupportRequest, topicsQuery } from './api/support';
import { ChoiceStep } from './components/choice-step';
import { RequestTransactionStep } from './components/request-transaction-step';
import { TextAreaField } from './components/text-area-field';
import { REQUEST_MESSAGE_MAX, REQUEST_MESSAGE_MIN } from './lib/constants';
import {
  draftSearch,
  nextStep,
  previousStep,
  reachableStep,
  stepsOf,
  type RequestDraft,
  type RequestStep,
} from './lib/request-steps';

/**
 * Spec §2 office/payment/create-request/{step}: topic → transaction (only when the topic is about
 * one payment, chosen from the player's history) → subtopic and message, then it is sent.
 */
export default function CreateRequestPage() {
  const { t, i18n } = useTranslation();
  const tt = dynamicT(t);
  const label = (key: string, fallback: string) => (i18n.exists(key) ? tt(key) : fallback);
  const href = useLngHref();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const qc = useQueryClient();
  const wanted = (useParams()['step'] ?? 'topic') as RequestStep;
  const [search] = useSearchParams();
  const draft: RequestDraft = { topic: search.get('topic'), paymentId: search.get('payment') };
  const topics = useQuery(topicsQuery);
  const [message, setMessage] = useState('');
  const [messageProblem, setMessageProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: createSupportRequest,
    onSuccess: (created) => {
      void qc.invalidateQueries({ queryKey: walletKeys.requests });
      navigate(href('office/payment/requests'), { state: { createdRequest: created.id } });
    },
  });
  const stepHref = (step: RequestStep, d: RequestDraft) =>
    `${href(`office/payment/create-request/${step}`)}${draftSearch(d)}`;

  if (!topics.data) {
    return (
      <section className="page page--narrow wallet" data-route-id="office_payment_create_request">
        <h1>{t('page_office_payment_create_request')}</h1>
        {topics.isError ? (
          <FormError message={errorText(topics.error)} />
        ) : (
          <p className="field__hint">{t('main_loading')}</p>
        )}
      </section>
    );
  }
  const step = reachableStep(wanted, draft, topics.data);
  if (step !== wanted) return <Navigate replace to={stepHref(step, draft)} />;
  const topic = draft.topic ? topics.data[draft.topic] : undefined;
  const back = () => {
    const prev = previousStep(step, topic);
    if (prev) navigate(stepHref(prev, draft));
  };
  const forward = (d: RequestDraft) => {
    const next = nextStep(step, d.topic ? topics.data[d.topic] : undefined);
    if (next) navigate(stepHref(next, d));
  };
  const steps = stepsOf(topic);

  return (
    <section className="page page--narrow wallet" data-route-id="office_payment_create_request">
      <h1>{t('page_office_payment_create_request')}</h1>
      <ol className="steps" aria-label={t('wallet_request_steps')}>
        {steps.map((s, i) => (
          <li key={s} aria-current={s === step ? 'step' : undefined}>
            {t('wallet_step_of', { step: String(i + 1), steps: String(steps.length) })}:{' '}
            {tt(`wallet_request_step_${s}`)}
          </li>
        ))}
      </ol>
      {step === 'topic' ? (
        <ChoiceStep
          key="topic"
          legend={t('wallet_request_step_topic')}
          name="topic"
          initial={draft.topic}
          options={Object.keys(topics.data).map((k) => ({ value: k, label: label(`wallet_topic_${k}`, k) }))}
          submitLabel={t('wallet_next')}
          onChoose={(value) => forward({ topic: value, paymentId: value === draft.topic ? draft.paymentId : null })}
        />
      ) : step === 'transaction' ? (
        <RequestTransactionStep
          topic={draft.topic ?? ''}
          initial={draft.paymentId}
          onBack={back}
          onChoose={(paymentId) => forward({ ...draft, paymentId })}
        />
      ) : (
        <ChoiceStep
          key="subtopic"
          legend={t('wallet_request_step_subtopic')}
          name="subtopic"
          initial={null}
          options={(topic?.subtopics ?? []).map((s) => ({ value: s, label: label(`wallet_subtopic_${s}`, s) }))}
          submitLabel={t('wallet_request_submit')}
          busy={send.isPending}
          onBack={back}
          validate={() => {
            const n = message.trim().length;
            const problem =
              n < REQUEST_MESSAGE_MIN || n > REQUEST_MESSAGE_MAX
                ? t('wallet_request_message_length', {
                    min: String(REQUEST_MESSAGE_MIN),
                    max: String(REQUEST_MESSAGE_MAX),
                  })
                : null;
            setMessageProblem(problem);
            return problem;
          }}
          onChoose={(subtopic) =>
            send.mutate({
              topic: draft.topic ?? '',
              subtopic,
              message: message.trim(),
              ...(topic?.needsPayment && draft.paymentId ? { paymentId: draft.paymentId } : {}),
            })
          }
        >
          {() => (
            <>
              <TextAreaField
                label={t('wallet_request_message')}
                name="message"
                rows={5}
                maxLength={REQUEST_MESSAGE_MAX}
                value={message}
                onChange={(e) => setMessage(e.target.value)}
                hint={t('wallet_request_message_length', {
                  min: String(REQUEST_MESSAGE_MIN),
                  max: String(REQUEST_MESSAGE_MAX),
                })}
                error={messageProblem}
                required
              />
              <FormError message={send.isError ? errorText(send.error) : null} />
            </>
          )}
        </ChoiceStep>
      )}
    </section>
  );
}
