import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import { AppProvider } from './app-context';
import type { InitialState } from './initial-state';
import type { PreferencesStore } from '../features/preferences/store';

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
}

export function AppProviders(props: {
  initial: InitialState;
  preferences: PreferencesStore;
  i18n: i18n;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={props.queryClient}>
      <I18nextProvider i18n={props.i18n}>
        <AppProvider initial={props.initial} preferences={props.preferences}>
          {props.children}
        </AppProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
