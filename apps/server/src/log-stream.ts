import pino from 'pino';

/**
 * The server's log destination: pino's own asynchronous one (sonic-boom), its lines gathered into writes of about
 * 4 KB, and a quiet server's lines written within 200 ms. pino writes what is left as the process exits (also by
 * process.exit); only a kill -9 or a crash of the process itself can lose the last lines.
 */
export function serverLogStream(fd: number) {
  return pino.destination({ dest: fd, sync: false, minLength: 4096, periodicFlush: 200 });
}
