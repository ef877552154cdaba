import ActivatePage from './activate-page';

/** One lazily loaded module per route id, all the same page with the route's own heading. */
export const ActivateEmail = () => <ActivatePage titleKey="page_user_activate" />;
export const AccountVerify = () => <ActivatePage titleKey="page_user_accountverify" />;
export const ActivateFast = () => <ActivatePage titleKey="page_user_activatefast" />;
