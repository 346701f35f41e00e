// A TCP proxy in front of Postgres that can "restart" it as the API sees a restart: every open
// connection is cut and new ones are refused until it comes back (CI's Postgres is a service the
// tests cannot restart themselves).
import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Cuts every connection and refuses new ones. */
  down(): Promise<void>;
  /** Accepts connections again, on the same port. */
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const listen = async () => {
    server = net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    port = (server!.address() as net.AddressInfo).port;
  };
  const down = async () => {
    const closing = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    for (const socket of sockets) socket.destroy();
    await closing;
    server = null;
  };
  await listen();
  return { port, down, up: listen, close: down };
}
