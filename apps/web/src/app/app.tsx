import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppProvider } from '../lib/app-context';
import type { InitialState } from '../lib/initial-state';
import type { PreferencesStore } from '../lib/preferences-store';
import { I18nProvider, type I18n } from '../lib/i18n';

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
}

export function AppProviders(props: {
  initial: InitialState;
  preferences: PreferencesStore;
  i18n: I18n;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={props.queryClient}>
      <I18nProvider i18n={props.i18n}>
        <AppProvider initial={props.initial} preferences={props.preferences}>
          {props.children}
        </AppProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}
