// Serves one embedded PGlite to many Postgres connections (the app's pool, tests, psql).
// PGlite is a single session, so a connection gets it exclusively from its first message until
// the end of the request (Sync or simple Query), and for as long as it stays inside a
// transaction. Interleaving messages of different connections (as @electric-sql/pglite-socket's
// per-message queue does) mixes up the unnamed statements and portals of the extended protocol.
import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_V3 = 196608;

type Control = { kind: 'ssl' | 'cancel' };
type Data = { kind: 'startup' | 'message'; type: string; bytes: Uint8Array };
type Message = Control | Data;
const isControl = (message: Message): message is Control => message.kind === 'ssl' || message.kind === 'cancel';

export class PgliteWireServer {
  private owner: object | null = null;
  private waiting: (() => void)[] = [];
  private server: net.Server | null = null;
  private sockets = new Set<net.Socket>();

  constructor(private readonly db: PGlite) {}

  async listen(port: number, host = '127.0.0.1'): Promise<number> {
    this.server = net.createServer((socket) => this.serve(socket));
    await new Promise<void>((resolve) => this.server!.listen(port, host, resolve));
    return (this.server.address() as net.AddressInfo).port;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async acquire(connection: object) {
    while (this.owner !== null && this.owner !== connection) await new Promise<void>((wake) => this.waiting.push(wake));
    this.owner = connection;
  }

  private release(connection: object) {
    if (this.owner !== connection) return;
    this.owner = null;
    const waiting = this.waiting;
    this.waiting = [];
    for (const wake of waiting) wake();
  }

  private serve(socket: net.Socket) {
    const connection = {};
    let buffer = Buffer.alloc(0);
    let started = false;
    let closed = false;
    let chain = Promise.resolve();
    this.sockets.add(socket);
    socket.setNoDelay(true);

    const handle = async (message: Message) => {
      if (closed) return;
      if (isControl(message)) {
        if (message.kind === 'ssl') socket.write('N');
        else socket.end();
        return;
      }
      const data = message;
      if (data.type === 'X') return void socket.end(); // Terminate: the close handler cleans up
      await this.acquire(connection);
      try {
        if (closed) return;
        await this.db.runExclusive(() =>
          this.db.execProtocolRawStream(data.bytes, { onRawData: (data) => void (socket.writable && socket.write(data)) }),
        );
      } finally {
        const endOfRequest = data.kind === 'startup' || data.type === 'S' || data.type === 'Q';
        if (closed || (endOfRequest && !this.db.isInTransaction())) this.release(connection);
      }
    };

    socket.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        let message: Message | null = null;
        let size = 0;
        if (!started) {
          if (buffer.length < 8) break;
          size = buffer.readInt32BE(0);
          if (buffer.length < size) break;
          const code = buffer.readInt32BE(4);
          if (code === SSL_REQUEST) message = { kind: 'ssl' };
          else if (code === CANCEL_REQUEST) message = { kind: 'cancel' };
          else {
            started = code === PROTOCOL_V3;
            message = { kind: 'startup', type: '', bytes: new Uint8Array(buffer.subarray(0, size)) };
          }
        } else {
          if (buffer.length < 5) break;
          size = 1 + buffer.readInt32BE(1);
          if (buffer.length < size) break;
          message = { kind: 'message', type: String.fromCharCode(buffer[0]), bytes: new Uint8Array(buffer.subarray(0, size)) };
        }
        buffer = buffer.subarray(size);
        const current = message;
        chain = chain.then(() => handle(current)).catch(() => void socket.destroy());
      }
    });

    const cleanUp = () => {
      if (closed) return;
      closed = true;
      this.sockets.delete(socket);
      // A client that vanished mid-transaction must not leave the single session stuck in it.
      chain = chain.then(async () => {
        if (this.owner === connection && this.db.isInTransaction()) {
          // exec takes PGlite's query lock itself: wrapping it in runExclusive (the same lock)
          // waited forever and left every other connection queued behind the dead one.
          await this.db.exec('ROLLBACK').catch(() => {});
        }
        this.release(connection);
      });
    };
    socket.on('close', cleanUp);
    socket.on('error', cleanUp);
  }
}
