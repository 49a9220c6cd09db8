import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A loopback TCP proxy for outage tests: the app connects to PostgreSQL or Redis through it, and the test
 * cuts it (every open connection is reset, new ones are refused: ECONNREFUSED, as from a stopped server)
 * and restores it (listens again on the same port). Bytes pass through unchanged.
 */
export class TcpProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  /** connections accepted since the start (both directions count as one) */
  accepted = 0;

  private constructor(
    private readonly target: { host: string; port: number },
    public port: number,
  ) {}

  /** Starts a proxy on a free 127.0.0.1 port in front of `target`. */
  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const proxy = new TcpProxy(target, 0);
    await proxy.listen();
    return proxy;
  }

  /** `url` (postgres://… or redis://…) with its host and port replaced by the proxy's. */
  route(url: string): string {
    const u = new URL(url);
    u.hostname = '127.0.0.1';
    u.port = String(this.port);
    return u.toString();
  }

  get isUp(): boolean {
    return this.server !== undefined;
  }

  private listen(): Promise<void> {
    const server = createServer((client) => this.pipe(client));
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        server.off('error', reject);
        this.port = (server.address() as { port: number }).port;
        this.server = server;
        resolve();
      });
    });
  }

  private pipe(client: Socket): void {
    this.accepted += 1;
    const upstream = createConnection(this.target);
    for (const s of [client, upstream]) {
      this.sockets.add(s);
      s.setNoDelay(true);
      s.on('error', () => undefined);
      s.on('close', () => {
        this.sockets.delete(s);
        // one side gone: the other goes too, like a broken link
        (s === client ? upstream : client).destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  }

  /** The outage: stop listening (new connections are refused) and reset every open connection. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    const closed = server ? new Promise<void>((r) => server.close(() => r())) : Promise.resolve();
    for (const s of [...this.sockets]) s.resetAndDestroy();
    this.sockets.clear();
    await closed;
  }

  /** The end of the outage: accept connections again on the same port. */
  async restore(): Promise<void> {
    if (this.server) return;
    await this.listen();
  }

  async close(): Promise<void> {
    await this.cut();
  }
}
