import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KYC_DOCUMENT_TYPES, type KycDocumentType } from '@sb/contracts';
import { SelectField } from '../../../components/ui/field';
import { FormError, FormSuccess } from '../../../components/ui/form-message';
import { useTranslation } from '../../../lib/i18n';
import { useErrorText } from '../../../lib/use-error-text';
import { uploadDocument, verificationKeys } from '../api';
import { TYPE_LABEL } from '../labels';

const ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';

/** Document type and file; the server decides by content whether the file is acceptable. */
export function UploadForm({
  types,
  initialType,
  maxBytes,
}: {
  types: readonly KycDocumentType[];
  initialType: KycDocumentType;
  maxBytes: number;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const qc = useQueryClient();
  const [type, setType] = useState<KycDocumentType>(initialType);
  const [file, setFile] = useState<File | null>(null);
  const [formKey, setFormKey] = useState(0);
  const upload = useMutation({
    mutationFn: (input: { type: KycDocumentType; file: File }) => uploadDocument(input.type, input.file),
    onSuccess: () => {
      setFile(null);
      // A fresh file input: the chosen file is gone once it is uploaded.
      setFormKey((k) => k + 1);
      void qc.invalidateQueries({ queryKey: verificationKeys.all });
    },
  });
  const tooLarge = file !== null && file.size > maxBytes;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (file && !tooLarge) upload.mutate({ type, file });
  };
  return (
    <form className="office-form card" onSubmit={submit} data-testid="verification-upload-form" key={formKey}>
      <h2>{t('verification_upload_title')}</h2>
      <SelectField
        label={t('verification_upload_type')}
        name="type"
        value={type}
        onChange={(e) => setType(KYC_DOCUMENT_TYPES.find((x) => x === e.target.value) ?? initialType)}
      >
        {types.map((x) => (
          <option key={x} value={x}>
            {t(TYPE_LABEL[x])}
          </option>
        ))}
      </SelectField>
      <div className="field">
        <label htmlFor="verification-file">{t('verification_upload_file')}</label>
        <input
          id="verification-file"
          type="file"
          name="file"
          accept={ACCEPT}
          aria-describedby="verification-file-hint"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        <p id="verification-file-hint" className="field__hint">
          {t('verification_upload_hint', { mb: Math.floor(maxBytes / (1024 * 1024)) })}
        </p>
      </div>
      {tooLarge ? <FormError message={t('verification_error_size')} /> : null}
      {upload.isError ? <FormError message={errorText(upload.error)} /> : null}
      {upload.isSuccess ? <FormSuccess message={t('verification_uploaded')} /> : null}
      <button type="submit" className="btn btn--primary" disabled={!file || tooLarge || upload.isPending}>
        {t('verification_upload_send')}
      </button>
    </form>
  );
}
