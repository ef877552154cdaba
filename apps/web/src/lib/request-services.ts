/**
 * What the server hands the route loaders of one request (React Router request context), so a
 * loader reads the API in-process instead of over the network. In the browser it is absent and
 * loaders use fetch.
 */
export interface RequestServices {
  /** GET of an API path ('/line-api/v1/…'): the parsed JSON body; rejects on a non-2xx answer. */
  fetchJson: (path: string) => Promise<unknown>;
}

export class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    path: string,
  ) {
    super(`GET ${path} answered ${status}`);
    this.name = 'HttpStatusError';
  }
}

const browserFetchJson = async (path: string): Promise<unknown> => {
  const res = await fetch(path, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (!res.ok) throw new HttpStatusError(res.status, path);
  return res.json();
};

/** The loader's way to the API: the server's in-process call, else the browser's fetch. */
export function fetchJsonOf(context: unknown): RequestServices['fetchJson'] {
  const services = (context as { services?: RequestServices } | undefined)?.services;
  return services?.fetchJson ?? browserFetchJson;
}
