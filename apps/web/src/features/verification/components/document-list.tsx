import { documentFilePath, type DocumentView } from '@sb/contracts';
import { usePreferences } from '../../../lib/app-context';
import { formatDateTime } from '../../../lib/format-date-time';
import { useTranslation } from '../../../lib/i18n';
import { STATUS_LABEL, TYPE_LABEL } from '../labels';

/** The player's documents, newest first: type, when, review status and the operator's reason. */
export function DocumentList({ documents }: { documents: readonly DocumentView[] }) {
  const { t, i18n } = useTranslation();
  const [prefs] = usePreferences();
  if (documents.length === 0) return <p className="field__hint">{t('verification_documents_none')}</p>;
  return (
    <ul className="verification__documents" data-testid="verification-documents">
      {documents.map((d) => (
        <li key={d.id} className="card" data-status={d.status}>
          <p>
            <strong>{t(TYPE_LABEL[d.type])}</strong> ·{' '}
            {formatDateTime(d.createdAt, i18n.language, prefs.timeZone, prefs.is12h)}
          </p>
          <p data-testid="verification-document-status">{t(STATUS_LABEL[d.status])}</p>
          {d.reason ? <p className="field__hint">{t('verification_doc_reason', { reason: d.reason })}</p> : null}
          <a href={documentFilePath(d.id)} download>
            {t('verification_doc_download')}
          </a>
        </li>
      ))}
    </ul>
  );
}
