import { joinPath } from '@piba/shared';

/** The server's join link, absolute: with PUBLIC_URL it already is, else this site's address. */
export const absoluteJoinUrl = (joinUrl: string) => new URL(joinUrl, window.location.origin).href;

/**
 * The app's own address, where the join link `<base>/s/<code>` starts: PUBLIC_URL's (which may
 * hold a path), or this site's.
 */
export function appBaseUrl(joinUrl: string, code: string): string {
  const absolute = absoluteJoinUrl(joinUrl);
  const suffix = joinPath(code);
  return absolute.endsWith(suffix) ? absolute.slice(0, -suffix.length) : new URL(absolute).origin;
}

/** An address only this computer reaches: localhost, 127.x.x.x, [::1]. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127(\.\d{1,3}){3}$/.test(host)
  );
}

/**
 * Whether students will be sent to an address only this computer reaches: the server sent a path
 * (PUBLIC_URL is unset), so the link takes this browser's address, and that is a loopback one.
 */
export const joinUrlIsLocalOnly = (joinUrl: string) =>
  !/^https?:\/\//i.test(joinUrl) && isLoopbackHost(window.location.hostname);
