import { z } from 'zod';

export { APP_HEADER, APP_VERSION_PATH, DEV_APP_VERSION, appVersionOfEntry } from './app-header';

export const appVersionSchema = z.object({ version: z.string().min(1) });
export type AppVersion = z.infer<typeof appVersionSchema>;
