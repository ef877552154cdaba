import type { LoaderFunction, LoaderFunctionArgs, RouteObject } from 'react-router';

/**
 * Route glue of the TV games and virtual sports pages (issue 19, spec §2 tvgames, virtualsports
 * and a game type under each), kept tiny because it is in the main bundle: the pages and their
 * loaders are a chunk of their own. The server renders them with the list of rounds.
 */
export const SCHEDULED_ROUTE_IDS: ReadonlySet<string> = new Set([
  'tvgames',
  'tvgames_game',
  'virtualsports',
  'virtualsports_game',
]);

type Guard = (args: LoaderFunctionArgs) => unknown;

export function scheduledRoute(routeId: string, guard: Guard): Pick<RouteObject, 'loader' | 'lazy'> {
  const loader: LoaderFunction = async (args) => {
    guard(args);
    const { loadScheduledPage } = await import('./loaders');
    return loadScheduledPage(routeId, args);
  };
  return {
    loader,
    lazy: async () => {
      const { default: Component } = await import('./pages/scheduled-page');
      return { Component };
    },
  };
}
