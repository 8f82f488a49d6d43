/**
 * A TCP relay in front of PostgreSQL that can be cut and restored, standing in for a database
 * restart or a network partition: cut, connections are refused and open ones reset.
 */
import { connect, createServer, type Server, type Socket } from "node:net";

export class TcpRelay {
  private server: Server | undefined;
  private sockets = new Set<Socket>();
  constructor(private readonly target: { host: string; port: number }) {}

  /** Listens (on `port`, or a free one the first time); returns the port. */
  async up(port = 0): Promise<number> {
    this.server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on("close", () => this.sockets.delete(s));
        s.on("error", () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(port, "127.0.0.1", resolve));
    return (this.server.address() as { port: number }).port;
  }

  async down(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => (this.server?.listening ? this.server.close(() => resolve()) : resolve()));
  }
}

/** The same PostgreSQL URL, through a relay on `port`. */
export function viaPort(url: string, port: number): string {
  const u = new URL(url);
  u.port = String(port);
  return u.toString();
}
