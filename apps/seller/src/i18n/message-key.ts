/**
 * The key a catalogue gives a message that has no id in the code: a 32-bit FNV-1a hash of its English text, in
 * base 36. The build keys the compiled catalogues the same way (lingui-source-keys.ts, which fails on a clash), so
 * the code carries only the English text it needs anyway and the catalogues stay as small as with Lingui's ids.
 */
export function messageKey(message: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < message.length; i++) {
    hash ^= message.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
