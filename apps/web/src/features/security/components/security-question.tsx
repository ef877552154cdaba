import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Field } from '../../../components/ui/field';
import { FormError, FormSuccess } from '../../../components/ui/form-message';
import { useErrorText } from '../../../lib/use-error-text';
import { securityCalls, useSecurityMutation } from '../api/security';
import { SecuritySection } from './security-section';

const ANSWER_MIN = 2;

export function SecurityQuestion({ isSet }: { isSet: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [question, setQuestion] = useState('');
  const [answer, setAnswer] = useState('');
  const [problem, setProblem] = useState<{ field: 'question' | 'answer'; text: string } | null>(null);
  const mutation = useSecurityMutation(securityCalls.setSecurityQuestion, () => {
    setQuestion('');
    setAnswer('');
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    mutation.reset();
    if (!question.trim()) return setProblem({ field: 'question', text: t('auth_field_required') });
    if (answer.trim().length < ANSWER_MIN) return setProblem({ field: 'answer', text: t('security_answer_short') });
    setProblem(null);
    mutation.mutate({ question: question.trim(), answer: answer.trim() });
  };
  return (
    <SecuritySection title={t('security_question_title')} testId="security-question">
      <p className="field__hint">{t(isSet ? 'security_question_set' : 'security_question_text')}</p>
      <form className="form" onSubmit={submit} noValidate>
        <Field
          label={t('security_question')}
          name="question"
          maxLength={200}
          autoComplete="off"
          value={question}
          onChange={(e) => setQuestion(e.target.value)}
          error={problem?.field === 'question' ? problem.text : null}
          required
        />
        <Field
          label={t('security_answer')}
          name="answer"
          maxLength={100}
          autoComplete="off"
          value={answer}
          onChange={(e) => setAnswer(e.target.value)}
          error={problem?.field === 'answer' ? problem.text : null}
          required
        />
        <FormError message={mutation.isError ? errorText(mutation.error) : null} />
        <FormSuccess message={mutation.isSuccess ? t('main_save_success') : null} />
        <button type="submit" className="btn btn--primary" disabled={mutation.isPending}>
          {t('security_save_question')}
        </button>
      </form>
    </SecuritySection>
  );
}
