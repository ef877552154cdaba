import type { LoaderFunction, LoaderFunctionArgs, RouteObject } from 'react-router';

/**
 * Route glue of the lotto pages (issue 19, spec §2 lotto/{sectionName?}/{lottoId?}), kept tiny
 * because it is in the main bundle: the pages and their loaders are a chunk of their own. The
 * server renders the catalogue, a lottery (prize table, next draws, ticket builder) and the
 * results with their data; a ticket (lotto/view/{id}) is the owner's, so it loads after hydration.
 */
export const LOTTO_ROUTE_ID = 'lotto';

type Guard = (args: LoaderFunctionArgs) => unknown;

function lottoLoader(guard: Guard): LoaderFunction {
  return async (args) => {
    guard(args);
    const { loadLottoPage } = await import('./loaders');
    return loadLottoPage(args);
  };
}

export function lottoRoute(guard: Guard): Pick<RouteObject, 'loader' | 'lazy'> {
  return {
    loader: lottoLoader(guard),
    lazy: async () => {
      const { default: Component } = await import('./pages/lotto-page');
      return { Component };
    },
  };
}
