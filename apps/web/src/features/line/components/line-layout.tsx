import type { ReactNode } from 'react';
import { useNavigation } from 'react-router';
import type { Champ, Sport } from '@sb/contracts';
import { GamesSkeleton } from './skeleton';
import { LineToolbar } from './line-toolbar';
import { SearchBox } from './search-box';
import { SportMenu } from './sport-menu';
import { useHiddenPanels } from '../lib/use-hidden-panels';

/**
 * The line's frame: search and the sports menu on the left, the toolbar and the page on the right.
 * The player may hide the left panel, and the bet slip column on the right (spec §3 flags; the slip
 * then stays one tap away in the bottom bar).
 */
export function LineLayout(props: {
  sports: readonly Sport[];
  activeSport?: number | null;
  champs?: readonly Champ[];
  routeId: string;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  // While the next page's data loads, its place shows the skeleton (spec §9: 16 games).
  const loading = navigation.state === 'loading';
  const hidden = useHiddenPanels();
  const cls = `line-page${hidden.left ? ' line-page--hide-left' : ''}${hidden.right ? ' line-page--hide-right' : ''}`;
  return (
    <div className={cls} data-route-id={props.routeId}>
      {hidden.left ? null : (
        <aside className="line-page__side">
          <SearchBox />
          <SportMenu sports={props.sports} active={props.activeSport ?? null} champs={props.champs ?? []} />
        </aside>
      )}
      <div className="line-page__main">
        <LineToolbar />
        {loading ? <GamesSkeleton /> : props.children}
      </div>
    </div>
  );
}
