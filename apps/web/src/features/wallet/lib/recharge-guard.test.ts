import { describe, expect, it } from 'vitest';
import {
  cancelsRechargeNavigation,
  hasAfterRegistrationRedirect,
  isRechargePath,
  rechargeDirectLoadTarget,
  withRechargeModal,
} from './recharge-guard';

describe('spec §4 route guard: navigation to recharge is cancelled when the recharge modal is enabled, no after-registration redirect exists, and the previous route was not a known named route', () => {
  it.each([
    // modalEnabled, afterRegistrationRedirect, previousRouteId, cancelled
    [true, false, null, true],
    [true, false, 'office_account', false],
    [true, true, null, false],
    [true, true, 'home', false],
    [false, false, null, false],
    [false, false, 'office_account', false],
    [false, true, null, false],
  ] as const)('enabled %s, redirect %s, previous %s → cancelled %s', (modalEnabled, redirect, previousRouteId, out) => {
    expect(cancelsRechargeNavigation({ modalEnabled, afterRegistrationRedirect: redirect, previousRouteId })).toBe(out);
  });

  it('an after-registration redirect is a safe return_url, redirect_url or from_url on either URL', () => {
    expect(hasAfterRegistrationRedirect(['?return_url=%2Fen%2Fcasino'], 'en')).toBe(true);
    expect(hasAfterRegistrationRedirect(['', '?redirect_url=/en/live'], 'en')).toBe(true);
    expect(hasAfterRegistrationRedirect(['?from_url=/en/office/account'], 'en')).toBe(true);
    // Not followed, so not a redirect: another origin, another language, empty.
    expect(hasAfterRegistrationRedirect(['?return_url=https://evil.example/'], 'en')).toBe(false);
    expect(hasAfterRegistrationRedirect(['?return_url=//evil.example'], 'en')).toBe(false);
    expect(hasAfterRegistrationRedirect(['?return_url=/de/casino'], 'en')).toBe(false);
    expect(hasAfterRegistrationRedirect(['?return_url=', '?other=1'], 'en')).toBe(false);
  });

  it('a direct load (no previous route) goes home with the modal open unless a redirect is kept or the flag is off', () => {
    const url = (s: string) => new URL(`http://site.test/en/office/recharge${s}`);
    expect(rechargeDirectLoadTarget(url(''), 'en', true)).toBe('/en?showRechargeModal=1');
    expect(rechargeDirectLoadTarget(url('?utm_source=mail'), 'en', true)).toBe(
      '/en?utm_source=mail&showRechargeModal=1',
    );
    expect(rechargeDirectLoadTarget(url('?return_url=/en/casino'), 'en', true)).toBeNull();
    expect(rechargeDirectLoadTarget(url(''), 'en', false)).toBeNull();
  });

  it('recognises the recharge path and sets or removes the modal query', () => {
    expect(isRechargePath('/en/office/recharge', 'en')).toBe(true);
    expect(isRechargePath('/en/office/recharge/', 'en')).toBe(true);
    expect(isRechargePath('/de/office/recharge', 'en')).toBe(false);
    expect(isRechargePath('/en/office/recharge-x', 'en')).toBe(false);
    const loc = { pathname: '/en/live', search: '?a=1', hash: '#x' };
    expect(withRechargeModal(loc, true)).toBe('/en/live?a=1&showRechargeModal=1#x');
    expect(withRechargeModal({ ...loc, search: '?showRechargeModal=1' }, false)).toBe('/en/live#x');
  });
});
