import type { LoaderFunction, LoaderFunctionArgs, RouteObject } from 'react-router';
import { CASINO_PAGE_IDS } from './lib/pages';

/**
 * Route glue of the casino pages (issue 15), kept tiny because it is in the main bundle: the
 * pages and their loaders are a chunk of their own. The server renders every page with its games
 * (the grid is in the HTML); the player's own lists load after hydration.
 */
export const CASINO_ROUTE_IDS: ReadonlySet<string> = new Set(CASINO_PAGE_IDS);

/** The route's own checks (rules, access) run first; they throw a redirect or a 404. */
type Guard = (args: LoaderFunctionArgs) => unknown;

function casinoLoader(routeId: string, guard: Guard): LoaderFunction {
  return async (args) => {
    guard(args);
    const { loadCasinoPage } = await import('./loaders');
    return loadCasinoPage(routeId, args);
  };
}

export function casinoRoute(routeId: string, guard: Guard): Pick<RouteObject, 'loader' | 'lazy'> {
  return {
    loader: casinoLoader(routeId, guard),
    lazy: async () => {
      const { default: Component } = await import('./pages/casino-page');
      return { Component };
    },
  };
}
