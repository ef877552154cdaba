/**
 * The zod-free part of the app version contract (app-version.ts re-exports it): the API client
 * runs before hydration on every page and imports these alone (`@sb/contracts/app-header`), so
 * the first load does not carry the schema library.
 *
 * Spec §9 "App version check after 60 s": the build the server serves. The version is the
 * hashed name of the client entry (it changes with every release of the client), `dev` when
 * the client is not built.
 */
export const APP_VERSION_PATH = '/bff-api/app/version';
/** Spec §7 "an app header" on every call: the spec names neither header nor value; we send the build version. */
export const APP_HEADER = 'X-App-Version';
export const DEV_APP_VERSION = 'dev';

/** `/assets/entry-client-BbBe5-GA.js` → `entry-client-BbBe5-GA`; the same rule on server and client. */
export function appVersionOfEntry(entry: string | null | undefined): string {
  const name = entry ? /([^/]+)\.js$/.exec(entry)?.[1] : undefined;
  return name ?? DEV_APP_VERSION;
}
