/** The server's join link, absolute: with PUBLIC_URL it already is, else this site's address. */
export const absoluteJoinUrl = (joinUrl: string) => new URL(joinUrl, window.location.origin).href;
