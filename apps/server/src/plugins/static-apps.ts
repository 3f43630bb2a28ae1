import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

export interface StaticAppsOptions {
  /** Built seller app (served at /), or undefined when not built. */
  sellerDir?: string;
  /** Built admin app (served at /admin/), or undefined when not built. */
  adminDir?: string;
}

/**
 * Paths a browser must always fetch fresh: the HTML shell, the service worker that decides what is cached, and the
 * install manifests (one per language: manifest.webmanifest, manifest.de.webmanifest, ...).
 */
const NEVER_CACHE = /(^|\/)(index\.html|sw\.js|registerSW\.js|manifest(\.[a-z]{2})?\.webmanifest)$/;

function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  if (NEVER_CACHE.test(filePath)) void reply.header('Cache-Control', 'no-cache');
  // Vite fingerprints everything under assets/, so a file there never changes under the same name.
  else if (filePath.includes(`${path.sep}assets${path.sep}`))
    void reply.header('Cache-Control', 'public, max-age=31536000, immutable');
  else void reply.header('Cache-Control', 'public, max-age=3600');
}

function isBuiltApp(dir: string | undefined): dir is string {
  return dir !== undefined && dir !== '' && fs.existsSync(path.join(dir, 'index.html'));
}

/**
 * Serves both single-page apps from one origin. Unknown paths under each app answer its index.html
 * (SPA fallback) so deep links like /s/{shareId} or /admin/users load; /api and /trpc keep their own 404s.
 */
export async function registerStaticApps(app: FastifyInstance, opts: StaticAppsOptions): Promise<void> {
  // Decided once: routes are registered per built file at start-up (wildcard: false, so unknown paths reach
  // the right 404 handler), and the HTML shells are read once, so a rebuild needs a restart either way.
  const seller = isBuiltApp(opts.sellerDir) ? opts.sellerDir : undefined;
  const admin = isBuiltApp(opts.adminDir) ? opts.adminDir : undefined;
  if (seller) {
    await app.register(fastifyStatic, {
      root: seller,
      prefix: '/',
      wildcard: false,
      // The build writes .br and .gz copies (scripts/precompress.mjs); each browser gets the one it accepts.
      preCompressed: true,
      setHeaders: setCacheHeaders,
    });
  }
  if (admin) {
    await app.register(fastifyStatic, {
      root: admin,
      prefix: '/admin/',
      decorateReply: !seller,
      wildcard: false,
      preCompressed: true,
      setHeaders: setCacheHeaders,
    });
    app.get('/admin', (_req, reply) => reply.redirect('/admin/', 301));
  }

  const sellerIndex = seller && fs.readFileSync(path.join(seller, 'index.html'));
  const adminIndex = admin && fs.readFileSync(path.join(admin, 'index.html'));
  const sendIndex = (reply: FastifyReply, html: Buffer) =>
    reply.type('text/html').header('Cache-Control', 'no-cache').send(html);

  app.setNotFoundHandler((req, reply) => {
    const wantsPage = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
    const isAdmin = req.url === '/admin' || req.url.startsWith('/admin/');
    if (wantsPage && isAdmin && adminIndex) return sendIndex(reply, adminIndex);
    if (wantsPage && !isAdmin && !req.url.startsWith('/trpc') && sellerIndex)
      return sendIndex(reply, sellerIndex);
    return reply.code(404).send({ detail: 'Not found' });
  });
}
