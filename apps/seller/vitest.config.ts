import { screenTests } from '../../vitest.shared';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { linguiPlugins } from './lingui-plugins';
import { tablerIconsPerFile } from './tabler-icons-per-file';

export default defineConfig({
  plugins: [tablerIconsPerFile(), ...linguiPlugins(), react()],
  test: {
    ...screenTests,
    // The desktop width the browser tests use too: the header's full navigation shows from Mantine's lg (1200 px).
    environmentOptions: { happyDOM: { width: 1280, height: 800 } },
    // The PDF libraries link ES modules across contexts when Node loads them; compiled by vitest they load in the
    // test's own context.
    server: { deps: { inline: ['@cantoo/fontkit', '@cantoo/pdf-lib'] } },
  },
});
