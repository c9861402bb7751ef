import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface NetworkSwitch {
  /** The address to open the app at: requests to it reach the server while the switch is on. */
  url: string;
  /** Off, every request to `url` fails as on a dropped connection; on, it reaches the server. */
  set(on: boolean): void;
  close(): Promise<void>;
}

/**
 * A cable between the browser and the server that a test can pull. Playwright's
 * `context.setOffline` does not reliably reach a service worker that starts while the context is
 * offline (microsoft/playwright#2311): a request it passes on can still reach the server. With
 * this switch off, nothing does.
 */
export async function networkSwitch(target: string): Promise<NetworkSwitch> {
  let on = true;
  const proxy = createServer((incoming, outgoing) => {
    if (!on) return incoming.socket.destroy();
    const upstream = request(
      new URL(incoming.url ?? '/', target),
      { method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
  const { port } = proxy.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    set: (value) => {
      on = value;
      // Kept-alive connections would otherwise carry on as if nothing happened.
      if (!value) proxy.closeAllConnections();
    },
    close: () =>
      new Promise((done) => {
        proxy.closeAllConnections();
        proxy.close(() => done());
      }),
  };
}
