import './bonusgames.css';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { dynamicT, useTranslation } from '../../lib/i18n';
import { useLngHref } from '../../lib/use-lng';
import { gamesQuery } from './api';
import { GameArt } from './game-art';
import { GameNotFound } from './not-found';
import { RulesAndPrizes } from './prize-table';
import { gameText, isGameSlug } from './text';

/** Issue 16, spec §2 games-landing/{landingRoute}: a bonus game's pitch, its prizes and the call to play. */
export default function GamesLandingPage() {
  const { t } = useTranslation();
  const tr = dynamicT(t);
  const href = useLngHref();
  const slug = useParams()['landingRoute'];
  const games = useQuery(gamesQuery);
  if (!isGameSlug(slug)) return <GameNotFound />;
  const name = gameText(tr, slug, 'name');
  const game = games.data?.games.find((g) => g.id === slug);
  return (
    <section className="page bg-page" data-route-id="games_landing" data-testid="bonus-game-landing">
      <header className="bg-hero">
        <GameArt id={slug} label={name} />
        <div>
          <h1>{name}</h1>
          <p className="bg-result__prize">{gameText(tr, slug, 'pitch')}</p>
          <div className="bg-actions">
            <Link className="btn btn--primary" to={href(`allgamesentrance/${slug}`)}>
              {t('bg_play_name', { name })}
            </Link>
            <Link className="btn btn--ghost" to={href('allgamesentrance')}>
              {t('bg_landing_more')}
            </Link>
          </div>
        </div>
      </header>
      {game ? <RulesAndPrizes tr={tr} game={game} /> : <p>{t('main_loading')}</p>}
      <p>
        <Link to={href('bonuses-games')}>{t('bg_how_to_earn')}</Link>
      </p>
    </section>
  );
}
