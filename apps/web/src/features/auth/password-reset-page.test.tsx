// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { dictionary, renderWithApp, type AppView } from '../../test/render-with-app';
import PasswordResetPage from './password-reset-page';

let view: AppView;
let container: HTMLDivElement;
const render = (url: string): void => {
  view = renderWithApp(<PasswordResetPage />, { path: url });
  container = view.container;
};

const inputs = () => [...container.querySelectorAll('input')].map((i) => i.name);

describe('spec §2 user/passwordreset', () => {
  it('§2 opened with a recovery request id it starts at the code step', () => {
    render('/en/user/passwordreset?request=AbCdEfGhIjKlMnOpQrStUv');
    expect(container.querySelector('h1')?.textContent).toBe(dictionary.page_user_passwordreset);
    expect(inputs()).toContain('code');
    expect(inputs()).not.toContain('login');
  });

  it('§2 without one (or with a malformed one) it is the whole lost-password flow, from the login', () => {
    render('/en/user/passwordreset');
    expect(inputs()).toContain('login');
    view.unmount();
    render('/en/user/passwordreset?request=%3Cscript%3E');
    expect(inputs()).toContain('login');
  });
});
