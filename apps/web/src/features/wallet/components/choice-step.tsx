import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';

interface ChoiceStepProps {
  legend: string;
  name: string;
  options: readonly { value: string; label: ReactNode }[];
  initial: string | null;
  submitLabel: string;
  onBack?: () => void;
  onChoose: (value: string) => void;
  /** More fields under the choice (the message on the last step). */
  children?: (chosen: string) => ReactNode;
  /** Checks the extra fields; answers a problem text or null. */
  validate?: () => string | null;
  busy?: boolean;
}

/** One step of a wizard: a radio group (a fieldset with its legend), then Back and Next. */
export function ChoiceStep(props: ChoiceStepProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(props.initial ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!chosen) return setProblem(t('wallet_choose_one'));
    const extra = props.validate?.() ?? null;
    setProblem(null);
    if (!extra) props.onChoose(chosen);
  };
  return (
    <form className="form" onSubmit={submit} noValidate data-testid={`request-step-${props.name}`}>
      <fieldset className="choice choice--list" aria-invalid={problem ? true : undefined}>
        <legend>{props.legend}</legend>
        {props.options.map((o) => (
          <label key={o.value} className="choice__option">
            <input
              type="radio"
              name={props.name}
              value={o.value}
              checked={chosen === o.value}
              onChange={() => {
                setChosen(o.value);
                setProblem(null);
              }}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </fieldset>
      {problem ? (
        <p className="field__error" role="alert">
          {problem}
        </p>
      ) : null}
      {props.children?.(chosen)}
      <div className="form__actions">
        {props.onBack ? (
          <button type="button" className="btn btn--ghost" onClick={props.onBack}>
            {t('auth_back')}
          </button>
        ) : null}
        <button type="submit" className="btn btn--primary" disabled={props.busy}>
          {props.submitLabel}
        </button>
      </div>
    </form>
  );
}
