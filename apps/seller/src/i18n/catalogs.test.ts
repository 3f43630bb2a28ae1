import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getCatalogs } from '@lingui/cli/api';
import { makeConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';
import linguiConfig from '../../lingui.config';
import { LOCALES } from './locales';

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Every message the code uses is translated in every language, and no catalogue keeps a message the code no
 * longer uses: each catalogue (the first screen's and the rest's) is compared with what `lingui extract` finds in
 * its sources now (nothing written).
 */
describe('the message catalogues', async () => {
  const config = makeConfig({ ...linguiConfig, rootDir: appRoot }, { skipValidation: true });
  const catalogs = await getCatalogs(config);
  const found = await Promise.all(
    catalogs.map(async (catalog) => {
      const inCode = (await catalog.collect())!;
      const sources = Object.fromEntries(Object.entries(inCode).map(([id, m]) => [id, m.message ?? id]));
      return { catalog, sources };
    }),
  );

  it('has a first-screen catalogue and one for the rest, each with the messages of its code', () => {
    expect(catalogs.map((catalog) => path.basename(catalog.path))).toEqual(['messages', 'later']);
    for (const { sources } of found) expect(Object.keys(sources).length).toBeGreaterThan(50);
  });

  it("keeps the first screen's catalogue the smaller one", () => {
    const [first, later] = found.map(({ sources }) => Object.keys(sources).length);
    expect(first).toBeLessThan(later!);
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    'translates every message of the code in %s',
    async (locale) => {
      for (const { catalog, sources } of found) {
        const messages = await catalog.read(locale);
        const untranslated = Object.keys(sources)
          .filter((id) => !messages[id]?.translation)
          .map((id) => sources[id]);
        expect(
          untranslated,
          `${catalog.path}: run \`pnpm --filter @margin/seller exec lingui extract\` and translate`,
        ).toEqual([]);
      }
    },
  );

  it.each(LOCALES)('keeps no message in %s that the code no longer uses', async (locale) => {
    for (const { catalog, sources } of found) {
      const messages = await catalog.read(locale);
      const unused = Object.entries(messages)
        .filter(([id]) => !(id in sources))
        .map(([id, m]) => m.message ?? id);
      expect(
        unused,
        `${catalog.path}: run \`pnpm --filter @margin/seller exec lingui extract --clean\``,
      ).toEqual([]);
    }
  });
});
