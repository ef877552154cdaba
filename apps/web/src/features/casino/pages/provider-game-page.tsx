import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SANDBOX_PROVIDER_ID, type CasinoGame, type CasinoMode } from '@sb/contracts';
import { ACCOUNTS_QUERY_KEY } from '../../../lib/accounts';
import { ApiError } from '../../../lib/api-client';
import { useApp } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { useLngHref } from '../../../lib/use-lng';
import { casinoCalls, casinoKeys } from '../api';
import { FavoriteButton } from '../components/favorite-button';
import { RulesPanel } from '../components/game-panels';
import { ERROR_LABEL } from '../lib/labels';

/** What the provider's page tells its parent after a real round (the sandbox's postMessage). */
const ROUND_MESSAGE = 'sandbox-provider:round';

/**
 * slots/game/{gameId}/{gameName} of a provider game (issue 15): the game runs at its provider,
 * shown in an iframe from the launch URL our server signs — real money for a logged-in player,
 * demo for anyone. The provider moves the money through the seamless wallet, whose moves reach
 * the header over the balance channel; a round message from the frame also refreshes the accounts.
 */
export function ProviderGamePage({ game }: { game: CasinoGame }) {
  const { t, i18n } = useTranslation();
  const { initial } = useApp();
  const href = useLngHref();
  const location = useLocation();
  const qc = useQueryClient();
  const [mode, setMode] = useState<CasinoMode>(initial.authenticated ? 'real' : 'demo');
  const frame = useRef<HTMLDivElement>(null);
  const launch = useMutation({
    mutationFn: (m: CasinoMode) =>
      casinoCalls.launch(game.id, { mode: m, language: i18n.language.slice(0, 2), returnPath: location.pathname }),
  });
  const { mutate } = launch;
  useEffect(() => {
    mutate(mode);
  }, [mode, mutate]);
  useEffect(() => {
    const onMessage = (e: MessageEvent<unknown>) => {
      const data = e.data as { type?: unknown } | null;
      if (e.origin !== window.location.origin || data?.type !== ROUND_MESSAGE) return;
      void qc.invalidateQueries({ queryKey: [...ACCOUNTS_QUERY_KEY] });
      void qc.invalidateQueries({ queryKey: casinoKeys.recent });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [qc]);
  const code = launch.error instanceof ApiError ? launch.error.code : launch.error ? 'error' : null;
  const errorKey = code ? (ERROR_LABEL[code] ?? null) : null;
  return (
    <article className="casino-game casino-provider-game" data-testid="casino-game" data-game-id={game.id}>
      <header className="casino-game-head">
        <h1>{game.name}</h1>
        <FavoriteButton gameId={game.id} name={game.name} />
        <button type="button" className="btn" onClick={() => void frame.current?.requestFullscreen?.()}>
          {t('casino_fullscreen')}
        </button>
      </header>
      {game.providerId === SANDBOX_PROVIDER_ID ? (
        <p className="casino-note casino-sandbox-note" role="note" data-testid="casino-sandbox-note">
          {t('casino_provider_sandbox_note')}
        </p>
      ) : null}
      <div className="casino-mode" role="group" aria-label={t('casino_mode')}>
        <button
          type="button"
          className="btn"
          aria-pressed={mode === 'demo'}
          onClick={() => setMode('demo')}
          data-testid="casino-mode-demo"
        >
          {t('casino_mode_demo')}
        </button>
        <button
          type="button"
          className="btn"
          aria-pressed={mode === 'real'}
          disabled={!initial.authenticated}
          onClick={() => setMode('real')}
          data-testid="casino-mode-real"
        >
          {t('casino_mode_real')}
        </button>
        {!initial.authenticated ? (
          <span>
            <Link to={href('login')}>{t('casino_login')}</Link> {t('casino_login_for_real')}
          </span>
        ) : null}
      </div>
      <p className="casino-note">{t('casino_provider_external')}</p>
      <div className="casino-provider-stage" ref={frame}>
        {launch.data ? (
          <iframe
            key={launch.data.url}
            className="casino-provider-frame"
            src={launch.data.url}
            title={t('casino_provider_frame_title', { name: game.name })}
            data-testid="casino-provider-frame"
            data-mode={launch.data.mode}
          />
        ) : code ? (
          <p role="alert" className="casino-error" data-testid="casino-error">
            {errorKey ? t(errorKey) : t('main_error')} ({code})
          </p>
        ) : (
          <p aria-live="polite">{t('casino_provider_launching')}</p>
        )}
      </div>
      <div className="casino-panels">
        <RulesPanel game={game} paytable={null} />
      </div>
    </article>
  );
}
