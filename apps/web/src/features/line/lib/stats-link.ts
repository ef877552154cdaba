/**
 * Spec §3 flag statsInNewWindow: a statistics link opens the statistic popup (the headless
 * `statisticpopup` route of §2) in a new window; off, it opens the statistic page in place.
 */
export function statsLinkOf(gameId: number, newWindow: boolean): { path: string; target?: '_blank'; rel?: string } {
  if (!newWindow) return { path: `statistic?gameId=${gameId}` };
  return { path: `statisticpopup?gameId=${gameId}`, target: '_blank', rel: 'noopener' };
}
