import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { Preferences } from '@sb/preferences';
import type { InitialState } from './initial-state';
import type { PreferencesStore } from './preferences-store';

interface AppContextValue {
  initial: InitialState;
  preferences: PreferencesStore;
}

const AppContext = createContext<AppContextValue | null>(null);

export function AppProvider(props: AppContextValue & { children: ReactNode }) {
  return (
    <AppContext.Provider value={{ initial: props.initial, preferences: props.preferences }}>
      {props.children}
    </AppContext.Provider>
  );
}

export function useApp(): AppContextValue {
  const ctx = useContext(AppContext);
  if (!ctx) throw new Error('useApp outside AppProvider');
  return ctx;
}

export function usePreferences(): [Preferences, PreferencesStore] {
  const { preferences } = useApp();
  const value = useSyncExternalStore(preferences.subscribe, preferences.get, preferences.get);
  return [value, preferences];
}
