import { useSyncExternalStore } from 'react';
import type { CaptchaErrorCode } from './api-client';

export interface CaptchaChallenge {
  id: number;
  /** Why the server asked (spec §8 codes 100 required, 111 wrong, 112 expired, 113 used). */
  reason: CaptchaErrorCode;
  solve(token: string): void;
  cancel(): void;
}

/**
 * Client state of the captcha dialog: the API client asks, the dialog answers. Challenges queue,
 * so two calls refused at once are shown one after the other.
 */
const queue: CaptchaChallenge[] = [];
const listeners = new Set<() => void>();
let nextId = 1;

const emit = () => {
  for (const l of listeners) l();
};

export function requestCaptcha(reason: CaptchaErrorCode): Promise<string | null> {
  return new Promise((resolve) => {
    const settle = (token: string | null) => {
      const i = queue.indexOf(challenge);
      if (i < 0) return;
      queue.splice(i, 1);
      resolve(token);
      emit();
    };
    const challenge: CaptchaChallenge = {
      id: nextId++,
      reason,
      solve: (token) => settle(token),
      cancel: () => settle(null),
    };
    queue.push(challenge);
    emit();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = () => queue[0] ?? null;

export function useCaptchaChallenge(): CaptchaChallenge | null {
  return useSyncExternalStore(subscribe, current, () => null);
}

/** The answer of the captcha validate call (spec §7: type, time, error_message; token when solved). */
export interface CaptchaValidation {
  type: number;
  time: number;
  error_message: string | null;
  token: string | null;
}

/** Spec §8 captcha failure: success false, isLogoutUser when type equals 2, time, errorMessage. */
export interface CaptchaFailure {
  success: false;
  isLogoutUser: boolean;
  time: number;
  errorMessage: string | null;
}

/** A solved challenge gives its token; anything else is the spec's failure shape. */
export function captchaOutcome(v: CaptchaValidation): { success: true; token: string } | CaptchaFailure {
  if (v.token && v.type === 0) return { success: true, token: v.token };
  return { success: false, isLogoutUser: v.type === 2, time: v.time, errorMessage: v.error_message };
}
