// A stand-in for a PostgreSQL server that is there but will not serve: it speaks just enough of the wire protocol
// to refuse a connection with a given SQLSTATE (starting up, shutting down, not accepting connections, ...) or to
// accept one and end it at the first query (an administrator terminating the backend). The real driver, adapter
// and Prisma code path run against it, so what reaches the server's error handling is what PostgreSQL would send.
import net from 'node:net';

export type Refusal = { sqlstate: string; message: string; when: 'connecting' | 'first query' };

function message(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

function errorResponse(sqlstate: string, text: string): Buffer {
  const fields = [`SFATAL`, `VFATAL`, `C${sqlstate}`, `M${text}`].map((f) => Buffer.from(`${f}\0`, 'utf8'));
  return message('E', Buffer.concat([...fields, Buffer.from([0])]));
}

function int32(...values: number[]): Buffer {
  const buffer = Buffer.alloc(values.length * 4);
  values.forEach((value, i) => buffer.writeInt32BE(value, i * 4));
  return buffer;
}

const READY = Buffer.concat([
  message('R', int32(0)), // AuthenticationOk
  message('S', Buffer.from('server_version\u000017.0\u0000', 'utf8')),
  message('S', Buffer.from('client_encoding\u0000UTF8\u0000', 'utf8')),
  message('K', int32(4242, 4242)), // BackendKeyData
  message('Z', Buffer.from('I')), // ReadyForQuery, idle
]);

export class FakePostgres {
  private server?: net.Server;
  private readonly sockets = new Set<net.Socket>();
  refusal: Refusal = { sqlstate: '57P03', message: 'the database system is starting up', when: 'connecting' };
  /** Connections it was asked for. */
  connections = 0;

  async start(): Promise<string> {
    const server = net.createServer((socket) => {
      this.connections += 1;
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      let started = false;
      socket.on('error', () => socket.destroy());
      socket.on('data', (chunk) => {
        const { sqlstate, message: text, when } = this.refusal;
        // The first bytes are the startup message (an SSLRequest is answered 'N': no TLS here).
        if (!started && chunk.length >= 8 && chunk.readInt32BE(4) === 80877103) {
          socket.write('N');
          return;
        }
        if (!started) {
          started = true;
          if (when === 'connecting') socket.end(errorResponse(sqlstate, text));
          else socket.write(READY);
          return;
        }
        socket.end(errorResponse(sqlstate, text));
      });
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `postgresql://postgres@127.0.0.1:${(server.address() as net.AddressInfo).port}/margin`;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
