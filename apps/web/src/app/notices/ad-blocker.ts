/** Class names that ad blockers' cosmetic filter lists (EasyList and its kin) hide on every site. */
export const BAIT_CLASSES = 'adsbox ad-banner ad-placement pub_300x250 text-ad textAd banner_ad';
/** sessionStorage key: the notice is shown once per session. */
export const AD_BLOCK_NOTICE_KEY = 'adblock_notice_shown';
/** Cosmetic filters apply as a style sheet: give them a moment after the bait is inserted. */
export const BAIT_SETTLE_MS = 200;

/** What the check reads from the bait element once the blocker had its chance. */
export interface BaitState {
  /** The element was removed from the document. */
  connected: boolean;
  offsetHeight: number;
  display: string;
  visibility: string;
}

/** Spec §8 ad blocker: the bait was removed, collapsed or hidden → a blocker is active. */
export function baitBlocked(state: BaitState): boolean {
  return !state.connected || state.offsetHeight === 0 || state.display === 'none' || state.visibility === 'hidden';
}

/** Whether to show the notice now: blocked, and not yet shown in this session. */
export function shouldNotify(blocked: boolean, storage: Pick<Storage, 'getItem'> | null): boolean {
  return blocked && storage?.getItem(AD_BLOCK_NOTICE_KEY) !== '1';
}

/**
 * Puts an off-screen bait into the page and resolves whether a blocker hid it. The bait has a
 * real size (1 px): an element with no size would look "blocked" without any blocker.
 */
export function detectAdBlocker(doc: Document, wait: (ms: number) => Promise<void>): Promise<boolean> {
  const bait = doc.createElement('div');
  bait.className = BAIT_CLASSES;
  bait.setAttribute('aria-hidden', 'true');
  bait.style.cssText = 'position:absolute;inset-block-start:-10px;inset-inline-start:-10px;width:1px;height:1px;';
  bait.innerHTML = '&nbsp;';
  doc.body.appendChild(bait);
  return wait(BAIT_SETTLE_MS).then(() => {
    const style = doc.defaultView?.getComputedStyle(bait);
    const blocked = baitBlocked({
      connected: bait.isConnected,
      offsetHeight: bait.offsetHeight,
      display: style?.display ?? '',
      visibility: style?.visibility ?? '',
    });
    bait.remove();
    return blocked;
  });
}
