/**
 * Puts text on the clipboard. A share link is only known after a server round trip, and Safari lets a page
 * write to the clipboard only while the click is being handled: a ClipboardItem handed a promise keeps that
 * permission while the link is created. Where that is refused, or unknown, the text is written once it is
 * there. Rejects when the browser allows neither (the caller then shows the text to copy by hand).
 */
export async function copyToClipboard(text: string | Promise<string>): Promise<void> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard) throw new Error('The clipboard is not available here.');
  if (
    typeof text !== 'string' &&
    typeof ClipboardItem === 'function' &&
    typeof clipboard.write === 'function'
  ) {
    const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
    // A failed creation is the caller's to report; a browser that never reads the promise must not leave
    // its rejection unhandled.
    blob.catch(() => undefined);
    try {
      await clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return;
    } catch {
      // Browsers that want the text itself rather than a promise of it: the fallback below.
    }
  }
  await clipboard.writeText(await text);
}
