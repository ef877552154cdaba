import { useApp } from './app-context';

/** Builds `/{lng}/{path}`: every URL of the site starts with its language (spec §2). */
export function useLngHref(): (path: string) => string {
  const { initial } = useApp();
  return (path) => `/${initial.lng}${path ? `/${path}` : ''}`;
}
