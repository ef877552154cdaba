import { describe, expect, it } from 'vitest';
import { captchaOutcome } from './captcha-store';

describe('spec §8 captcha failure shape', () => {
  it('a solved challenge gives its token', () => {
    expect(captchaOutcome({ type: 0, time: 5, error_message: null, token: 'pass' })).toEqual({
      success: true,
      token: 'pass',
    });
  });

  it('a wrong answer is success false, isLogoutUser false, with time and errorMessage', () => {
    expect(captchaOutcome({ type: 1, time: 7, error_message: 'captcha_error_111', token: null })).toEqual({
      success: false,
      isLogoutUser: false,
      time: 7,
      errorMessage: 'captcha_error_111',
    });
  });

  it('type 2 sets isLogoutUser', () => {
    expect(captchaOutcome({ type: 2, time: 9, error_message: 'captcha_error_111', token: null })).toEqual({
      success: false,
      isLogoutUser: true,
      time: 9,
      errorMessage: 'captcha_error_111',
    });
  });
});
