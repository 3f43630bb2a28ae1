import fs from 'node:fs/promises';
import { parseSync, type PluginObj, type types as BabelTypes } from '@babel/core';
import { formatter } from '@lingui/format-po';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import type { Plugin } from 'vite';
import { messageKey } from './src/i18n/message-key';

/**
 * Messages are looked up by a short hash of their English text that the runtime works out, rather than by an id
 * carried in the code.
 *
 * Lingui's macros leave each message in the code as `{ id: 'BN+ghA', message: 'Calculate Profit' }`: the English
 * text, which English needs anyway, and Lingui's six-character hash of it, which only the other languages'
 * catalogues use. Those ids do not compress (1.8 KiB gzip of the first download, for 257 messages), and Lingui's
 * hash (SHA-256) is too big to ship, so the build drops every id that is nothing but Lingui's hash of its message
 * and keys the compiled catalogues by `messageKey(message)` instead (`src/i18n/runtime.tsx` looks up
 * `id ?? messageKey(message)`). A message with a context or an explicit id keeps its id, in the code and in the
 * catalogue alike, since its text alone would not tell it apart.
 */

/** Whether the code can drop this id: it is nothing but Lingui's hash of the message. */
function isHashOf(id: string, message: string | undefined, context: string | null | undefined): boolean {
  return !context && message !== undefined && generateMessageId(message) === id;
}

/** Babel, after Lingui's macro: drops the ids that are only the hash of their message. */
export function dropHashIds({ types: t }: { types: typeof BabelTypes }): PluginObj {
  const stringOf = (node: BabelTypes.Node | null | undefined): string | undefined =>
    t.isStringLiteral(node) ? node.value : undefined;
  const droppable = (id: BabelTypes.Node | null | undefined, message: BabelTypes.Node | null | undefined) => {
    const text = stringOf(id);
    return text !== undefined && isHashOf(text, stringOf(message), null);
  };
  return {
    name: 'margin:drop-lingui-hash-ids',
    visitor: {
      Program: {
        // On exit: by then the macro has turned every `t`, `msg` and `<Trans>` into its descriptor.
        exit(program) {
          program.traverse({
            ObjectExpression(path) {
              const named = (name: string) =>
                path.node.properties.find(
                  (p): p is BabelTypes.ObjectProperty =>
                    t.isObjectProperty(p) &&
                    (t.isIdentifier(p.key, { name }) || t.isStringLiteral(p.key, { value: name })),
                );
              const id = named('id');
              if (id && droppable(id.value, named('message')?.value))
                path.node.properties = path.node.properties.filter((p) => p !== id);
            },
            JSXOpeningElement(path) {
              const named = (name: string) =>
                path.node.attributes.find(
                  (a): a is BabelTypes.JSXAttribute =>
                    t.isJSXAttribute(a) && t.isJSXIdentifier(a.name, { name }),
                );
              const id = named('id');
              if (id && droppable(id.value, named('message')?.value))
                path.node.attributes = path.node.attributes.filter((a) => a !== id);
            },
          });
        },
      },
    },
  };
}

interface PoEntry {
  message?: string;
  context?: string | null;
}

/** The JSON text in Lingui's compiled catalogue, `export const messages=JSON.parse("…")`. */
function compiledJson(code: string): string | undefined {
  const statement = parseSync(code, { sourceType: 'module', configFile: false, babelrc: false })?.program
    .body[0];
  const declaration = statement?.type === 'ExportNamedDeclaration' ? statement.declaration : null;
  const init = declaration?.type === 'VariableDeclaration' ? declaration.declarations[0]?.init : null;
  const argument = init?.type === 'CallExpression' ? init.arguments[0] : null;
  return argument?.type === 'StringLiteral' ? argument.value : undefined;
}

/** Vite, after Lingui's catalogue compiler: each compiled catalogue keyed as the code looks its messages up. */
export function sourceKeyedCatalogs(): Plugin {
  const po = formatter({ lineNumbers: false });
  return {
    name: 'margin:source-keyed-catalogs',
    enforce: 'post',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!file.endsWith('.po')) return null;
      const json = compiledJson(code);
      if (json === undefined)
        throw new Error(`${file}: Lingui's compiled catalogue is not in the shape this build reads.`);
      const entries = (await po.parse(await fs.readFile(file, 'utf8'), {
        locale: null,
        sourceLocale: 'en',
        filename: file,
      })) as Record<string, PoEntry>;
      const keyed: Record<string, unknown> = {};
      for (const [id, translation] of Object.entries(JSON.parse(json) as Record<string, unknown>)) {
        const entry = entries[id];
        const key =
          entry?.message !== undefined && isHashOf(id, entry.message, entry.context)
            ? messageKey(entry.message)
            : id;
        if (key in keyed)
          throw new Error(`${file}: two messages share the catalogue key ${key}; reword one.`);
        keyed[key] = translation;
      }
      return {
        code: `export const messages=JSON.parse(${JSON.stringify(JSON.stringify(keyed))});`,
        map: null,
      };
    },
  };
}
