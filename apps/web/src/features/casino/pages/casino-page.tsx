import { useLoaderData } from 'react-router';
import { STUDIO_PROVIDER_ID } from '@sb/contracts';
import { dynamicT, useTranslation } from '../../../lib/i18n';
import { CasinoNav } from '../components/casino-nav';
import type { CasinoPageData } from '../loaders';
import { GamePage } from './game-page';
import { ProviderGamePage } from './provider-game-page';
import { ListView, LobbyView, MineView, ProvidersView, SearchView } from './list-views';
import { VerifyView } from './verify-view';

/** Every casino route of spec §2 (issue 15): the casino menus, then the page's own view. */
export default function CasinoPage() {
  const d = useLoaderData<CasinoPageData>();
  const { t } = useTranslation();
  const title = dynamicT(t)(`page_${d.routeId}`);
  return (
    <div className="page casino-page" data-route-id={d.routeId}>
      <CasinoNav />
      {d.kind === 'game' && d.game.providerId !== STUDIO_PROVIDER_ID ? (
        <ProviderGamePage key={d.game.id} game={d.game} />
      ) : d.kind === 'game' ? (
        <GamePage key={d.game.id} game={d.game} paytable={d.paytable} />
      ) : (
        <>
          <h1>{d.kind === 'verify' ? t('casino_verify_title') : title}</h1>
          {d.routeId === 'live_casino' && d.kind === 'list' ? (
            <p className="casino-note">{t('casino_live_note')}</p>
          ) : null}
          {d.kind === 'lobby' ? <LobbyView games={d.games} /> : null}
          {d.kind === 'list' ? <ListView games={d.games} heading={d.heading} title={title} /> : null}
          {d.kind === 'providers' ? <ProvidersView providers={d.providers} /> : null}
          {d.kind === 'search' ? <SearchView q={d.q} games={d.games} /> : null}
          {d.kind === 'mine' ? <MineView favoritesOnly={d.favoritesOnly} /> : null}
          {d.kind === 'verify' ? <VerifyView roundId={d.roundId} /> : null}
        </>
      )}
    </div>
  );
}
