import type { VerificationDictionary } from './en';

const verificationDe: VerificationDictionary = {
  verification_intro:
    'Für höhere Auszahlungen müssen wir Ihre Identität bestätigen. Laden Sie gut lesbare Fotos oder Scans hoch.',
  identification_intro:
    'Identifizierung: Laden Sie Ihren Reisepass oder Personalausweis und ein Selfie mit dem Dokument hoch.',
  verification_status_title: 'Status',
  verification_state_verified: 'Verifiziert',
  verification_state_pending: 'Die Dokumente werden geprüft',
  verification_state_not_verified: 'Nicht verifiziert: ein Dokument wurde abgelehnt',
  verification_state_none: 'Noch nicht verifiziert',
  verification_state_identified: 'Identifizierung abgeschlossen',
  verification_missing: 'Noch benötigt: {{types}}',
  verification_requested: 'Wir haben Sie um ein weiteres Dokument gebeten: {{type}}',
  verification_requested_comment: 'Hinweis unseres Teams: {{comment}}',
  verification_days_left: 'Verbleibende Tage: {{days}}',
  verification_type_passport: 'Reisepass oder Personalausweis',
  verification_type_proof_of_address: 'Adressnachweis',
  verification_type_selfie: 'Selfie mit dem Dokument',
  verification_upload_title: 'Dokument hochladen',
  verification_upload_type: 'Dokumentart',
  verification_upload_file: 'Datei',
  verification_upload_hint: 'JPEG, PNG, WebP oder PDF, bis {{mb}} MB.',
  verification_upload_send: 'Hochladen',
  verification_uploaded: 'Dokument hochgeladen. Wir prüfen es bald.',
  verification_documents_title: 'Ihre Dokumente',
  verification_documents_none: 'Noch keine Dokumente hochgeladen.',
  verification_doc_status_pending: 'Wartet auf Prüfung',
  verification_doc_status_approved: 'Angenommen',
  verification_doc_status_rejected: 'Abgelehnt',
  verification_doc_reason: 'Grund: {{reason}}',
  verification_doc_download: 'Herunterladen',
  verification_error_type: 'Diese Datei ist kein JPEG, PNG, WebP oder PDF.',
  verification_error_size: 'Die Datei ist zu groß.',
  verification_error_missing: 'Wählen Sie eine Datei aus.',
  verification_error_doc_type: 'Wählen Sie die Dokumentart.',
  verification_error_too_many: 'Zu viele Dokumente warten auf Prüfung. Bitte warten Sie auf unsere Antwort.',
  verification_error_not_found: 'Dokument nicht gefunden.',
  verification_modal_title: 'Bitte verifizieren Sie Ihr Konto',
  verification_modal_text: 'Vor höheren Auszahlungen benötigen wir ein Dokument von Ihnen.',
  verification_modal_go: 'Zur Verifizierung',
  verification_modal_later: 'Später',
  verification_identification_bonus:
    'Ein Bonus wartet auf Sie: Bestätigen Sie Ihre Identität, um ihn erhalten zu können.',
};

export default verificationDe;
