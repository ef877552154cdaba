import { useEffect, useState } from 'react';
import { qrPollAnswerSchema, qrStartAnswerSchema, type QrStartAnswer } from '@sb/contracts';
import { postParsed } from '../../../lib/api-client';
import { useApp } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { useErrorText } from '../../../lib/use-error-text';

/** How often the waiting device asks whether the phone confirmed (the server's QR_POLL_INTERVAL_MS). */
export const QR_POLL_MS = 2_000;

/**
 * Issue 17 QR authorization, the new device's side: a QR code of the confirm page; a logged-in
 * phone scans it and confirms; the poll that follows logs this browser in (the answer sets the
 * session cookie). An expired or used code offers a new one.
 */
export function QrLogin({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { initial } = useApp();
  const [round, setRound] = useState(0);
  const [qr, setQr] = useState<QrStartAnswer | null>(null);
  const [over, setOver] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setQr(null);
    setOver(false);
    postParsed(qrStartAnswerSchema, '/web-api/user/qr/start', { lng: initial.lng })
      .then((answer) => live && setQr(answer))
      .catch((err: unknown) => live && setError(errorText(err)));
    return () => {
      live = false;
    };
  }, [round, initial.lng, errorText]);

  useEffect(() => {
    if (!qr || over) return;
    const timer = setInterval(() => {
      void postParsed(qrPollAnswerSchema, '/web-api/user/qr/poll', { requestId: qr.requestId, secret: qr.secret })
        .then(({ status }) => {
          if (status === 'approved') onLoggedIn();
          else if (status !== 'pending') setOver(true);
        })
        .catch(() => setOver(true));
    }, QR_POLL_MS);
    return () => clearInterval(timer);
  }, [qr, over, onLoggedIn]);

  return (
    <div className="qr-login" data-testid="qr-login">
      <h2>{t('qr_login_title')}</h2>
      {error ? (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      ) : null}
      {over ? (
        <p role="status">
          {t('qr_login_expired')}{' '}
          <button type="button" className="btn btn--secondary" onClick={() => setRound((n) => n + 1)}>
            {t('qr_login_new')}
          </button>
        </p>
      ) : qr ? (
        <>
          {/* The server draws the code (qrcode, SVG): nothing but rectangles and the link it holds. */}
          <div
            className="qr-login__code"
            role="img"
            aria-label={t('qr_login_title')}
            dangerouslySetInnerHTML={{ __html: qr.svg }}
          />
          <p className="field__hint">{t('qr_login_hint')}</p>
          <a className="visually-hidden" href={qr.url} data-testid="qr-login-url">
            {qr.url}
          </a>
        </>
      ) : (
        <p aria-busy="true">{t('main_loading')}</p>
      )}
    </div>
  );
}
