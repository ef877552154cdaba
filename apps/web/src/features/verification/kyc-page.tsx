import { useQuery } from '@tanstack/react-query';
import { IDENTIFICATION_DOCUMENTS, KYC_DOCUMENT_TYPES } from '@sb/contracts';
import { FormError } from '../../components/ui/form-message';
import { useTranslation } from '../../lib/i18n';
import { documentsQuery, verificationQuery } from './api';
import { DocumentList } from './components/document-list';
import { StatusCard } from './components/status-card';
import { UploadForm } from './components/upload-form';

/**
 * Issue 17 KYC: office/verification (every document type) and office/identification (the
 * document and a selfie): the status, what is still needed, the upload form and the documents.
 */
export function KycPage({ mode }: { mode: 'verification' | 'identification' }) {
  const { t } = useTranslation();
  const state = useQuery(verificationQuery);
  const docs = useQuery(documentsQuery);
  const types = mode === 'identification' ? IDENTIFICATION_DOCUMENTS : KYC_DOCUMENT_TYPES;
  const approved = new Set(docs.data?.documents.filter((d) => d.status === 'approved').map((d) => d.type));
  const needed =
    mode === 'identification' ? IDENTIFICATION_DOCUMENTS.filter((x) => !approved.has(x)) : (state.data?.missing ?? []);
  const routeId = mode === 'identification' ? 'office_identification' : 'office_verification';
  return (
    <section className="page verification" data-route-id={routeId}>
      <h1>{t(mode === 'identification' ? 'page_office_identification' : 'page_office_verification')}</h1>
      <p>{t(mode === 'identification' ? 'identification_intro' : 'verification_intro')}</p>
      {state.isError || docs.isError ? <FormError message={t('main_query_error')} /> : null}
      {state.data ? <StatusCard state={state.data} mode={mode} needed={needed} /> : null}
      {state.data ? (
        <UploadForm
          types={types}
          initialType={needed.find((x) => types.includes(x)) ?? types[0] ?? 'passport'}
          maxBytes={state.data.maxBytes}
        />
      ) : null}
      <h2>{t('verification_documents_title')}</h2>
      {docs.data ? <DocumentList documents={docs.data.documents} /> : null}
    </section>
  );
}
