/** Query keys of the wallet: a money change invalidates `all`. */
export const walletKeys = {
  all: ['wallet'] as const,
  accounts: ['wallet', 'accounts'] as const,
  methods: (direction: string, accountId: number) => ['wallet', 'methods', direction, accountId] as const,
  payment: (id: string) => ['wallet', 'payment', id] as const,
  history: (search: string) => ['wallet', 'history', search] as const,
  historyAll: ['wallet', 'history'] as const,
  topics: ['wallet', 'request-topics'] as const,
  requests: ['wallet', 'requests'] as const,
};

/** Every wallet call carries the player's bearer token (spec §7). */
export const auth = { auth: true } as const;
