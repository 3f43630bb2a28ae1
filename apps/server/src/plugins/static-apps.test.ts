import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support';

function fakeBuild(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `margin-${name}-`));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), `<html><body>${name} shell</body></html>`);
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  // As scripts/precompress.mjs leaves them after a build.
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js.br'), zlib.brotliCompressSync('console.log(1)'));
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js.gz'), zlib.gzipSync('console.log(1)'));
  fs.writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  for (const manifest of ['manifest.webmanifest', 'manifest.de.webmanifest'])
    fs.writeFileSync(path.join(dir, manifest), '{"name":"Margin"}');
  return dir;
}

const html = { accept: 'text/html,application/xhtml+xml' };
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({}, { sellerDir: fakeBuild('seller'), adminDir: fakeBuild('admin') });
});
afterAll(() => server.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

describe('serving the built apps', () => {
  it('serves the seller shell at / and for its deep links, never cached', async () => {
    for (const url of ['/', '/s/some-share-id', '/payment/success?session_id=x']) {
      const res = await get(url, html);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('seller shell');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the admin shell under /admin/', async () => {
    const redirect = await get('/admin', html);
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe('/admin/');
    expect((await get('/admin/', html)).body).toContain('admin shell');
    expect((await get('/admin/users', html)).body).toContain('admin shell');
  });

  it('sends the compressed copy the browser accepts, and the plain file to one that accepts none', async () => {
    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const gz = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/app-abc123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('caches fingerprinted assets for a year and the service worker not at all', async () => {
    expect((await get('/assets/app-abc123.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/sw.js')).headers['cache-control']).toBe('no-cache');
  });

  it('serves every language’s install manifest fresh, so a renamed app reaches installs at once', async () => {
    for (const url of ['/manifest.webmanifest', '/manifest.de.webmanifest']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/^application\/manifest\+json/);
    }
  });

  it('keeps API paths and missing files out of the fallback', async () => {
    const api = await get('/api/nope', html);
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ detail: 'No API endpoint GET /api/nope' });
    const missing = await get('/assets/gone.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Not found' });
  });
});
