import { DEV_APP_VERSION } from '@sb/contracts';
import type { ToastScheduler } from '../../components/ui/toast-store';

/** Spec §9: app version check after 60 s. */
export const APP_VERSION_CHECK_DELAY_MS = 60_000;

export interface VersionCheckDeps {
  /** The build this tab runs. */
  current: string;
  /** The build the server serves now. */
  fetchVersion: () => Promise<string>;
  onNewVersion: (version: string) => void;
  scheduler: ToastScheduler;
  now: () => number;
}

export interface VersionCheck {
  /** The player came back to the tab: ask again if the last answer is a minute old. */
  onVisible(): void;
  stop(): void;
}

/**
 * Spec §9 app version check: 60 s after load, then on each return to the tab (at most once a
 * minute), ask the server which build it serves; a different one means a deploy happened and
 * this tab runs old code, so the player is offered a reload (never forced: a bet may be half
 * typed). A tab running the dev server has no build to compare and never asks.
 */
export function startVersionCheck(deps: VersionCheckDeps): VersionCheck {
  const startedAt = deps.now();
  let lastAsked = startedAt;
  let done = deps.current === DEV_APP_VERSION;
  let inflight = false;

  const ask = async () => {
    if (done || inflight) return;
    inflight = true;
    lastAsked = deps.now();
    try {
      const version = await deps.fetchVersion();
      if (!done && version !== deps.current) {
        done = true;
        deps.onNewVersion(version);
      }
    } catch {
      // Offline or the server restarting: the next return to the tab asks again.
    } finally {
      inflight = false;
    }
  };

  const timer = done ? undefined : deps.scheduler.set(() => void ask(), APP_VERSION_CHECK_DELAY_MS);
  return {
    onVisible() {
      const now = deps.now();
      if (now - startedAt >= APP_VERSION_CHECK_DELAY_MS && now - lastAsked >= APP_VERSION_CHECK_DELAY_MS) void ask();
    },
    stop() {
      done = true;
      if (timer !== undefined) deps.scheduler.clear(timer);
    },
  };
}
