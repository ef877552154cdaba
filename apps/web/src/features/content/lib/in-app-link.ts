/** What of a click decides whether the app may take it over. */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/** What of the clicked anchor decides it. */
export interface LinkFacts {
  href: string;
  target: string;
  download: boolean;
}

/**
 * Links inside a remote view's HTML (issue 18): a plain left click on a link to a page of this
 * site becomes a client navigation (the shell stays, no full load); a new tab or window, a
 * download, another site or a link to another part of the same page stays the browser's. Returns
 * the path to navigate to, or null to let the browser have the click.
 */
export function inAppPath(
  click: LinkClick,
  link: LinkFacts,
  location: { origin: string; pathname: string; search: string },
): string | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if (link.download || (link.target !== '' && link.target !== '_self')) return null;
  let url: URL;
  try {
    url = new URL(link.href, `${location.origin}${location.pathname}${location.search}`);
  } catch {
    return null;
  }
  if (url.origin !== location.origin) return null;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // Only the hash changes: the browser scrolls to the anchor itself.
  if (url.hash && url.pathname === location.pathname && url.search === location.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
