import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n';
import { captchaImageAnswerSchema, captchaValidateAnswerSchema, type CaptchaImageAnswer } from '@sb/contracts';
import { api, postParsed, type CaptchaErrorCode } from '../../lib/api-client';
import { captchaOutcome, type CaptchaChallenge } from '../../lib/captcha-store';
import { useErrorText } from '../../lib/use-error-text';
import { Dialog } from './dialog';
import { Field } from './field';
import { FormError } from './form-message';

/** Spec §8 captcha codes and the messages the dialog shows for them. */
const REASON_TEXT = {
  '100': 'auth_captcha_required',
  '111': 'auth_captcha_wrong',
  '112': 'auth_captcha_expired',
  '113': 'auth_captcha_used',
} as const satisfies Record<CaptchaErrorCode, string>;

const codeOfMessage = (message: string | null): CaptchaErrorCode =>
  message === 'captcha_error_112' ? '112' : message === 'captcha_error_113' ? '113' : '111';

/** Spec §8 captcha challenge: a picture, the answer, validate, then the token for the retry. */
export default function CaptchaDialog({ challenge }: { challenge: CaptchaChallenge }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const [image, setImage] = useState<CaptchaImageAnswer | null>(null);
  const [answer, setAnswer] = useState('');
  const [problem, setProblem] = useState<string | null>(
    challenge.reason === '100' ? null : t(REASON_TEXT[challenge.reason]),
  );
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    setImage(null);
    try {
      setImage(await postParsed(captchaImageAnswerSchema, '/web-api/captcha/update'));
    } catch (err) {
      setProblem(errorText(err));
    }
  }, [errorText]);
  useEffect(() => {
    void load();
  }, [load]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!image || busy) return;
    if (!answer.trim()) {
      setProblem(t('auth_field_required'));
      return;
    }
    setBusy(true);
    try {
      const outcome = captchaOutcome(
        await postParsed(captchaValidateAnswerSchema, '/web-api/captcha/validate', {
          id: image.id,
          captcha: answer.trim(),
        }),
      );
      if (outcome.success) {
        challenge.solve(outcome.token);
        return;
      }
      if (outcome.isLogoutUser) {
        // Spec §8: the server ended the session after repeated wrong answers; leave as a guest.
        api.dropToken();
        challenge.cancel();
        window.location.assign(`/${i18n.language}`);
        return;
      }
      // A challenge is spent after one try, right or wrong: show a new one.
      setProblem(t(REASON_TEXT[codeOfMessage(outcome.errorMessage)]));
      setAnswer('');
      await load();
    } catch (err) {
      setProblem(errorText(err));
      await load();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title={t('captcha_title')} onClose={challenge.cancel} testId="captcha-dialog">
      <form className="form" onSubmit={submit} noValidate>
        <p>{t('captcha_text')}</p>
        <div className="captcha__image">
          {image ? (
            <img src={image.image} alt={t('captcha_image_alt')} width={160} height={56} data-testid="captcha-image" />
          ) : (
            <span className="field__hint">{t('main_loading')}</span>
          )}
          <button type="button" className="btn btn--ghost" onClick={() => void load()} disabled={busy}>
            {t('captcha_new_image')}
          </button>
        </div>
        <Field
          label={t('captcha_answer')}
          name="captcha"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={answer}
          onChange={(e) => setAnswer(e.target.value)}
          maxLength={16}
        />
        <FormError message={problem} />
        <div className="form__actions">
          <button type="submit" className="btn btn--primary" disabled={busy || !image}>
            {t('captcha_submit')}
          </button>
          <button type="button" className="btn btn--ghost" onClick={challenge.cancel}>
            {t('header_cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
