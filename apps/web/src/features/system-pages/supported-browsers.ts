/**
 * The browsers the client build runs in. The build targets ES2022 (apps/web/vite.config.ts
 * build.target), so these are the first versions with all of ES2022 (class fields and static
 * blocks, top-level await, Array.prototype.at).
 */
export interface SupportedBrowser {
  readonly name: string;
  readonly minVersion: string;
  /** The vendor's download or update page. */
  readonly updateUrl: string;
}

export const SUPPORTED_BROWSERS: readonly SupportedBrowser[] = [
  { name: 'Google Chrome', minVersion: '94', updateUrl: 'https://www.google.com/chrome/' },
  { name: 'Mozilla Firefox', minVersion: '93', updateUrl: 'https://www.mozilla.org/firefox/new/' },
  { name: 'Microsoft Edge', minVersion: '94', updateUrl: 'https://www.microsoft.com/edge' },
  { name: 'Safari', minVersion: '16.4', updateUrl: 'https://support.apple.com/102665' },
  { name: 'Opera', minVersion: '80', updateUrl: 'https://www.opera.com/download' },
  {
    name: 'Samsung Internet',
    minVersion: '17',
    updateUrl: 'https://www.samsung.com/us/support/owners/app/samsung-internet',
  },
];
