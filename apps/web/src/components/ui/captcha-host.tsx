import { Suspense } from 'react';
import { useCaptchaChallenge } from '../../lib/captcha-store';
import { lazyWithReload } from '../../lib/lazy-with-reload';

const CaptchaDialog = lazyWithReload(() => import('./captcha-dialog'));

/** Spec §8: the captcha challenge the API client asks for, shown over any page (loaded when asked). */
export function CaptchaHost() {
  const challenge = useCaptchaChallenge();
  if (!challenge) return null;
  return (
    <Suspense fallback={null}>
      <CaptchaDialog key={challenge.id} challenge={challenge} />
    </Suspense>
  );
}
