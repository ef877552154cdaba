import { dynamicT, useTranslation } from '../../../lib/i18n';
import type { ShownErrors } from '../lib/office-errors';

/** Spec §8: at most 3 errors, by priority, and how many more wait below. */
export function ErrorSummary({ errors }: { errors: ShownErrors }) {
  const { t } = useTranslation();
  if (errors.messages.length === 0) return null;
  const tr = dynamicT(t);
  return (
    <div className="notice notice--error office-errors" role="alert" data-testid="office-errors">
      <ul>
        {errors.messages.map((key, i) => (
          <li key={`${key}-${i}`}>{tr(key)}</li>
        ))}
      </ul>
      {errors.more > 0 ? <p>{t('office_errors_more', { n: errors.more })}</p> : null}
    </div>
  );
}
