import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { casinoCalls, casinoKeys, favoritesQuery } from '../api';

/** Adds a game to the player's favourites or removes it (my-casino/favorites); hidden for visitors. */
export function FavoriteButton({ gameId, name }: { gameId: string; name: string }) {
  const { initial } = useApp();
  const { t } = useTranslation();
  const qc = useQueryClient();
  const favorites = useQuery({ ...favoritesQuery, enabled: initial.authenticated });
  const on = favorites.data?.games.some((g) => g.id === gameId) ?? false;
  const toggle = useMutation({
    mutationFn: () => (on ? casinoCalls.removeFavorite(gameId) : casinoCalls.addFavorite(gameId)),
    onSettled: () => qc.invalidateQueries({ queryKey: casinoKeys.favorites }),
  });
  if (!initial.authenticated) return null;
  return (
    <button
      type="button"
      className="casino-fav"
      aria-pressed={on}
      disabled={toggle.isPending || favorites.isPending}
      onClick={() => toggle.mutate()}
      data-testid={`casino-fav-${gameId}`}
      aria-label={on ? t('casino_favorite_remove', { name }) : t('casino_favorite_add', { name })}
    >
      {on ? '★' : '☆'}
    </button>
  );
}
