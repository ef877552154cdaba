import { useState } from 'react';
import { BRING_FRIEND_PARAM } from '@sb/contracts';
import { useApp } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';

/**
 * The player's bring-a-friend link: the site's root with bf_id, so the friend lands in their own
 * language (the server keeps the tag through the language redirect). A copy button beside it.
 */
export function PersonalLink({ refId }: { refId: number }) {
  const { t } = useTranslation();
  const { initial } = useApp();
  const [copied, setCopied] = useState(false);
  const link = `${initial.origin}/?${BRING_FRIEND_PARAM}=${refId}`;
  return (
    <div className="referral-link card">
      <label htmlFor="referral-link">{t('referral_link_label')}</label>
      <div className="referral-link__row">
        <input
          id="referral-link"
          readOnly
          value={link}
          data-testid="referral-link"
          onFocus={(e) => e.target.select()}
        />
        <button
          type="button"
          className="btn btn--primary"
          data-testid="referral-copy"
          onClick={() => {
            void navigator.clipboard?.writeText(link).then(() => setCopied(true));
          }}
        >
          {copied ? t('referral_copied') : t('referral_copy')}
        </button>
      </div>
      <p className="referral-link__note">{t('referral_link_note')}</p>
    </div>
  );
}
