import { useEffect, useState } from 'react';
import { useApp } from '../../../lib/app-context';
import { hiddenSportsOf, userConfig } from '../../../lib/user-config';

/**
 * Spec §3 user config disallow_line_sport (while isCCLine): sports the player excluded. Read after hydration
 * (the user config is the player's own, never in the shared server HTML).
 */
export function useDisallowedSports(): readonly number[] {
  const { initial } = useApp();
  const [ids, setIds] = useState<readonly number[]>([]);
  useEffect(() => {
    if (!initial.user) return;
    let live = true;
    userConfig.load().then(
      (c) => live && setIds(hiddenSportsOf(c, 'line')),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [initial.user]);
  return ids;
}
