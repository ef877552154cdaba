import { TOAST_DURATION_MS, type ToastScheduler, type ToastTone } from './toast-store';

/**
 * Spec §9 Notifications: notices come in groups. `default` is the everyday group; `config`
 * (site-wide notices: maintenance window, a new app version), `coupon` (bet slip) and `office`
 * (account area) are the spec's named groups.
 */
export type NotificationGroup = 'default' | 'config' | 'coupon' | 'office';

/** Spec §9: the default group shows at most 3, the others 1. */
export const GROUP_LIMIT: Readonly<Record<NotificationGroup, number>> = {
  default: 3,
  config: 1,
  coupon: 1,
  office: 1,
};

/** Spec §9: duration -1 means the notice never closes by itself. */
export const NEVER_CLOSE = -1;
/** Spec §9: office notifications close after 10000 ms. */
export const OFFICE_DURATION_MS = 10_000;

/** Spec §9: config and coupon notifications never auto-close; office ones after 10 s. */
export const GROUP_DURATION_MS: Readonly<Record<NotificationGroup, number>> = {
  default: TOAST_DURATION_MS,
  config: NEVER_CLOSE,
  coupon: NEVER_CLOSE,
  office: OFFICE_DURATION_MS,
};

export interface NotificationAction {
  /** Already translated. */
  readonly label: string;
  readonly run: () => void;
}

export interface AppNotification {
  readonly id: number;
  readonly group: NotificationGroup;
  readonly text: string;
  readonly tone: ToastTone;
  readonly action?: NotificationAction;
}

export interface NotifyOptions {
  group?: NotificationGroup;
  tone?: ToastTone;
  action?: NotificationAction;
  /** Overrides the group's duration (ms, or NEVER_CLOSE). */
  durationMs?: number;
  /**
   * A notice with a key is shown once: a second notify with the same key while the first is
   * still on screen replaces nothing and returns the first id (e.g. the version notice after
   * every tab return).
   */
  key?: string;
}

export interface NotificationStore {
  notify(text: string, options?: NotifyOptions): number;
  dismiss(id: number): void;
  get(): readonly AppNotification[];
  subscribe(listener: () => void): () => void;
}

/** The duration a notice gets: explicit, else its group's; a default-group error waits for the player. */
export function durationOf(group: NotificationGroup, tone: ToastTone, explicit?: number): number {
  if (explicit !== undefined) return explicit;
  if (group === 'default' && tone === 'error') return NEVER_CLOSE;
  return GROUP_DURATION_MS[group];
}

export function createNotificationStore(scheduler: ToastScheduler): NotificationStore {
  let items: readonly AppNotification[] = [];
  let nextId = 1;
  const timers = new Map<number, unknown>();
  const keys = new Map<string, number>();
  const listeners = new Set<() => void>();

  const commit = (next: readonly AppNotification[]) => {
    items = next;
    for (const l of listeners) l();
  };
  const forget = (id: number) => {
    const timer = timers.get(id);
    if (timer !== undefined) scheduler.clear(timer);
    timers.delete(id);
    for (const [key, keyed] of keys) if (keyed === id) keys.delete(key);
  };
  const dismiss = (id: number) => {
    forget(id);
    if (items.some((n) => n.id === id)) commit(items.filter((n) => n.id !== id));
  };

  return {
    notify(text, options = {}) {
      const group = options.group ?? 'default';
      const tone = options.tone ?? 'info';
      const existing = options.key === undefined ? undefined : keys.get(options.key);
      if (existing !== undefined) return existing;
      const id = nextId++;
      // The group's limit: the oldest of the group make room for the new one.
      const sameGroup = items.filter((n) => n.group === group);
      const overflow = sameGroup.slice(0, Math.max(0, sameGroup.length - (GROUP_LIMIT[group] - 1)));
      for (const dropped of overflow) forget(dropped.id);
      const kept = items.filter((n) => !overflow.includes(n));
      const duration = durationOf(group, tone, options.durationMs);
      if (duration !== NEVER_CLOSE)
        timers.set(
          id,
          scheduler.set(() => dismiss(id), duration),
        );
      if (options.key !== undefined) keys.set(options.key, id);
      const item: AppNotification = options.action
        ? { id, group, text, tone, action: options.action }
        : { id, group, text, tone };
      commit([...kept, item]);
      return id;
    },
    dismiss,
    get: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const browserScheduler: ToastScheduler = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * The page's one notification centre, so code outside React (the API client, the version
 * check) can notify too; NotificationCentre renders it.
 */
export const notifications: NotificationStore = createNotificationStore(browserScheduler);
