/**
 * `attachment; filename="..."` for a download. The plain name keeps printable ASCII only (no quote or backslash,
 * which would end or escape it); a name with anything else also gets RFC 6266's UTF-8 `filename*`.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const plain = `attachment; filename="${ascii}"`;
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return ascii === fileName ? plain : `${plain}; filename*=UTF-8''${encoded}`;
}
