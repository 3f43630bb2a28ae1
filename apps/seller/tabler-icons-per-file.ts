import type { Plugin } from 'vite';

const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]@tabler\/icons-react['"];?/g;

/**
 * For the screen tests only. Vitest leaves a dependency to Node, and Node loads @tabler/icons-react's CommonJS
 * entry: one file defining all of its 5,000 icons, read again by every test file (about half a second of CPU each,
 * over a hundred files, on each Node.js the suite runs on). Its ESM build has a module per icon, so the app's named
 * imports of icons are rewritten to those modules and a file loads only the icons it draws. The app's own build
 * needs none of this: Vite keeps only the icons used. Line numbers are kept, so a failing test points at its line.
 */
export function tablerIconsPerFile(): Plugin {
  return {
    name: 'margin:tabler-icons-per-file',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes('@tabler/icons-react')) return null;
      const rewritten = code.replace(NAMED_IMPORT, (whole, names: string) => {
        const imports = names
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name !== '' && !name.startsWith('type '))
          .map((name) => {
            const [icon, local = icon] = name.split(/\s+as\s+/);
            return /^Icon\w+$/.test(icon ?? '')
              ? `import ${local} from '@tabler/icons-react/dist/esm/icons/${icon}.mjs';`
              : `import { ${name} } from '@tabler/icons-react';`;
          });
        return imports.join(' ') + '\n'.repeat(whole.split('\n').length - 1);
      });
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}
