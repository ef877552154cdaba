export type ToastTone = 'info' | 'success' | 'error';

export interface Toast {
  readonly id: number;
  readonly text: string;
  readonly tone: ToastTone;
}

/** Timers injected, so tests never wait on the clock. */
export interface ToastScheduler {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

/** Long enough to read two lines (WCAG 2.2.1 asks for enough time; errors never time out). */
export const TOAST_DURATION_MS = 6000;
/** More than this and the oldest goes: toasts confirm, they are not a notification centre. */
export const MAX_TOASTS = 3;

export interface ToastStore {
  show(text: string, tone?: ToastTone): number;
  dismiss(id: number): void;
  get(): readonly Toast[];
  subscribe(listener: () => void): () => void;
}

const browserScheduler: ToastScheduler = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createToastStore(scheduler: ToastScheduler = browserScheduler): ToastStore {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const timers = new Map<number, unknown>();
  const listeners = new Set<() => void>();
  const commit = (next: readonly Toast[]) => {
    toasts = next;
    for (const l of listeners) l();
  };
  const dismiss = (id: number) => {
    const timer = timers.get(id);
    if (timer !== undefined) scheduler.clear(timer);
    timers.delete(id);
    if (toasts.some((t) => t.id === id)) commit(toasts.filter((t) => t.id !== id));
  };
  return {
    show(text, tone = 'info') {
      const id = nextId++;
      const kept = toasts.slice(-(MAX_TOASTS - 1));
      for (const dropped of toasts.slice(0, toasts.length - kept.length)) {
        const timer = timers.get(dropped.id);
        if (timer !== undefined) scheduler.clear(timer);
        timers.delete(dropped.id);
      }
      // An error stays until the player closes it: it may need acting on.
      if (tone !== 'error')
        timers.set(
          id,
          scheduler.set(() => dismiss(id), TOAST_DURATION_MS),
        );
      commit([...kept, { id, text, tone }]);
      return id;
    },
    dismiss,
    get: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
