import { createServer, type Server, type Socket, connect } from 'node:net';

/**
 * A TCP proxy the test controls, standing between the app and the database, so a test can
 * cut the database away without stopping the shared server.
 */
export class TcpProxy {
  private server?: Server;
  private readonly sockets = new Set<Socket>();
  private cutOff = false;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  /** A proxy in front of the database of `databaseUrl`, and the URL that goes through it. */
  static async inFrontOf(databaseUrl: string): Promise<{ proxy: TcpProxy; url: string }> {
    const url = new URL(databaseUrl);
    const proxy = new TcpProxy(url.hostname, Number(url.port || 3306));
    url.hostname = '127.0.0.1';
    url.port = String(await proxy.listen());
    return { proxy, url: url.toString() };
  }

  async listen(): Promise<number> {
    this.server = createServer((client) => this.accept(client));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    if (address === null || typeof address === 'string') throw new Error('proxy has no port');
    return address.port;
  }

  /** Drops every open connection and refuses new ones until restore(). */
  cut(): void {
    this.cutOff = true;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }

  restore(): void {
    this.cutOff = false;
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private accept(client: Socket): void {
    if (this.cutOff) {
      client.destroy();
      return;
    }
    const upstream = connect(this.targetPort, this.targetHost);
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  }
}
