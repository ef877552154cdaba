import type { LoaderFunction, LoaderFunctionArgs, RouteObject } from 'react-router';

/**
 * Route glue of the toto pages (issue 19, spec §2 toto/{section?} with draw, next, coupons,
 * draws), kept tiny because it is in the main bundle: the page and its loader are a chunk of
 * their own. The server renders the draws with their data; the player's coupons load after
 * hydration (they are the owner's).
 */
export const TOTO_ROUTE_ID = 'toto';

type Guard = (args: LoaderFunctionArgs) => unknown;

function totoLoader(guard: Guard): LoaderFunction {
  return async (args) => {
    guard(args);
    const { loadTotoPage } = await import('./loaders');
    return loadTotoPage(args);
  };
}

export function totoRoute(guard: Guard): Pick<RouteObject, 'loader' | 'lazy'> {
  return {
    loader: totoLoader(guard),
    lazy: async () => {
      const { default: Component } = await import('./pages/toto-page');
      return { Component };
    },
  };
}
