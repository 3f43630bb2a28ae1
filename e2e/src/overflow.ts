// Text that does not fit its box, found in the page as it is drawn: the longer words of a translation cut off by a
// clipping box or an ellipsis, pushed out of a button, badge, tab, table header or label, or a page wider than the
// screen (a phone then scrolls sideways).
import type { Page } from 'playwright-core';

export interface Overflow {
  /** What sticks out, in its own words. */
  text: string;
  why: string;
}

/**
 * Runs in the page: every overflow inside what `within` matches (the whole page without it), or with `pageOnly`
 * just a page wider than the screen.
 */
function overflowsInPage([within, pageOnly]: [string | null, boolean]): Overflow[] {
  const found: Overflow[] = [];
  const words = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80);
  const drawn = (el: Element) => {
    const box = el.getBoundingClientRect();
    // Visually hidden text (1 px, clipped on purpose for screen readers) and what is not drawn at all.
    return box.width > 2 && box.height > 2 && el.checkVisibility({ visibilityProperty: true });
  };
  const controls =
    'button, [role="button"], [role="tab"], [role="menuitem"], th, label, [class*="Badge-root"], [class*="SegmentedControl-label"]';

  /** An element as a reader of the report finds it: its tag and its component's class. */
  const named = (el: Element) => {
    const component = Array.from(el.classList).find((c) => /^mantine-[A-Z]/.test(c)) ?? el.classList[0];
    return `${el.tagName.toLowerCase()}${component ? `.${component}` : ''}`;
  };
  /** The innermost drawn element inside `el` that reaches past its left or right edge. */
  const stickingOut = (el: Element) => {
    const box = el.getBoundingClientRect();
    const out = Array.from(el.querySelectorAll('*')).filter((child) => {
      const inner = child.getBoundingClientRect();
      return drawn(child) && (inner.right > box.right + 1 || inner.left < box.left - 1);
    });
    return out.find((child) => !out.some((other) => other !== child && child.contains(other)));
  };

  const matched = pageOnly ? [] : within ? Array.from(document.querySelectorAll(within)) : [document.body];
  // A panel inside another (a tab's own tabs) is looked at once, with its outer one.
  const roots = matched.filter((root) => !matched.some((other) => other !== root && other.contains(root)));
  for (const el of roots.flatMap((root) => Array.from(root.querySelectorAll<HTMLElement>('*')))) {
    if (el.matches('input, textarea, select, svg, svg *, [role="slider"]') || !drawn(el)) continue;
    if (!words(el)) continue;
    const style = getComputedStyle(el);
    const clips =
      ['hidden', 'clip'].includes(style.overflowX) ||
      (style.textOverflow === 'ellipsis' && style.overflowX !== 'visible');
    // A scrolling box (a table's scroll container, a dialog's body) shows the rest when scrolled.
    const scrolls = ['auto', 'scroll'].includes(style.overflowX);
    const control = el.matches(controls);
    if ((clips || control) && !scrolls && el.scrollWidth > el.clientWidth + 1) {
      const culprit = stickingOut(el);
      // Content that only reaches into the box's padding (a slider's thumb at its end) is not cut off: what is,
      // is an element past the box's edge, or the box's own text.
      const ownText = Array.from(el.childNodes).some(
        (n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim(),
      );
      if (!culprit && !ownText) continue;
      found.push({
        text: words(culprit ?? el),
        why:
          `${culprit ? `${named(culprit)} in ` : ''}${named(el)}: ${el.scrollWidth}px of content in ` +
          `${el.clientWidth}px${clips ? ', clipped' : ''}`,
      });
    } else if (control) {
      const culprit = stickingOut(el);
      if (culprit) found.push({ text: words(culprit), why: `${named(culprit)} sticks out of ${named(el)}` });
    }
  }

  const page = document.scrollingElement!;
  if (page.scrollWidth > window.innerWidth + 1) {
    // The innermost boxes past the right edge name what widens the page.
    const wide = Array.from(document.body.querySelectorAll('*')).filter(
      (el) => drawn(el) && el.getBoundingClientRect().right > window.innerWidth + 1,
    );
    const innermost = wide.filter((el) => !wide.some((other) => other !== el && el.contains(other)));
    found.push({
      text: innermost
        .slice(0, 3)
        .map((el) => `${named(el)} "${words(el)}"`)
        .join('; '),
      why: `the page is ${page.scrollWidth}px wide on a ${window.innerWidth}px screen`,
    });
  }
  return found;
}

/** Every box whose text is clipped or sticks out, on the page as it is now (or inside what `within` matches). */
export function overflows(page: Page, within?: string): Promise<Overflow[]> {
  return settled(page, [within ?? null, false]);
}

/** The page, if it is wider than the screen (a phone would scroll sideways), and what widens it. */
export function pageTooWide(page: Page): Promise<Overflow[]> {
  return settled(page, [null, true]);
}

async function settled(page: Page, args: [string | null, boolean]): Promise<Overflow[]> {
  // A box still being laid out for the new width (a chart or a table measuring itself, which takes its time on a
  // loaded machine) is looked at again until it fits or five seconds have passed: what does not fit then is reported.
  const deadline = Date.now() + 5_000;
  let found = await page.evaluate(overflowsInPage, args);
  while (found.length && Date.now() < deadline) {
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))));
    found = await page.evaluate(overflowsInPage, args);
  }
  return found;
}

export const describeOverflows = (found: Overflow[]) =>
  found.map((o) => `    "${o.text}" — ${o.why}`).join('\n');
