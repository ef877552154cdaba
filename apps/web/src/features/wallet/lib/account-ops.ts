import { useSyncExternalStore } from 'react';

/** Spec §4 Account operations: a busy flag per kind (add, change, delete). */
export type AccountOperation = 'add' | 'change' | 'delete';
export type AccountBusy = Readonly<Record<AccountOperation, boolean>>;

export class AccountOperationBusyError extends Error {
  constructor(readonly kind: AccountOperation) {
    super(`account operation ${kind} is already running`);
    this.name = 'AccountOperationBusyError';
  }
}

const IDLE: AccountBusy = { add: false, change: false, delete: false };

/**
 * One store per page, shared by the header menu and the account page: while an operation of a
 * kind runs, every button of that kind is disabled, and a second start of it is refused.
 */
export function createAccountOps() {
  let state: AccountBusy = IDLE;
  const listeners = new Set<() => void>();
  const set = (kind: AccountOperation, busy: boolean) => {
    state = { ...state, [kind]: busy };
    for (const l of listeners) l();
  };
  return {
    get: (): AccountBusy => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async run<T>(kind: AccountOperation, operation: () => Promise<T>): Promise<T> {
      if (state[kind]) throw new AccountOperationBusyError(kind);
      set(kind, true);
      try {
        return await operation();
      } finally {
        set(kind, false);
      }
    },
  };
}

export type AccountOps = ReturnType<typeof createAccountOps>;

export const accountOps: AccountOps = createAccountOps();

const serverBusy = () => IDLE;

export function useAccountBusy(): AccountBusy {
  return useSyncExternalStore(accountOps.subscribe, accountOps.get, serverBusy);
}
