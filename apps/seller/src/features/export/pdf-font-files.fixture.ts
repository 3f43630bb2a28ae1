import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FontFileLoader } from './pdf-fonts';

const appRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * Tests only: reads a font file the way the browser fetches it, from the URL Vite gives the test run
 * ("/@fs/<absolute path>" for a file outside the app folder, "/node_modules/..." for one inside it).
 */
export const readFontFile: FontFileLoader = async (url) => {
  const file = url.startsWith('/@fs/') ? url.slice('/@fs'.length) : path.join(appRoot, url);
  return new Uint8Array(await readFile(decodeURIComponent(file.split('?')[0]!)));
};
