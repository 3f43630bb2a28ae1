import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Every message the code uses is translated in every language, and no catalogue keeps a message the code no
 * longer uses: the catalogues are compared with what `lingui extract` finds in the source now (nothing written).
 */
describe('the message catalogues', async () => {
  const config = getConfig({ cwd: appRoot, skipValidation: true });
  const [catalog] = await getCatalogs(config);
  const inCode = (await catalog!.collect())!;
  const sources = Object.fromEntries(Object.entries(inCode).map(([id, m]) => [id, m.message ?? id]));

  it('finds the messages in the code', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(50);
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    'translates every message of the code in %s',
    async (locale) => {
      const messages = await catalog!.read(locale);
      const untranslated = Object.keys(sources)
        .filter((id) => !messages[id]?.translation)
        .map((id) => sources[id]);
      expect(untranslated, 'run `pnpm --filter @margin/seller exec lingui extract` and translate').toEqual(
        [],
      );
    },
  );

  it.each(LOCALES)('keeps no message in %s that the code no longer uses', async (locale) => {
    const messages = await catalog!.read(locale);
    const unused = Object.entries(messages)
      .filter(([id]) => !(id in sources))
      .map(([id, m]) => m.message ?? id);
    expect(unused, 'run `pnpm --filter @margin/seller exec lingui extract --clean`').toEqual([]);
  });
});
