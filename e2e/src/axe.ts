// axe-core in the page under test. @axe-core/playwright wants Node 22, so the engine's own bundle is evaluated
// in the page directly: through the DevTools protocol, so the app's Content-Security-Policy (no inline scripts)
// stays as it is in production.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue } from 'axe-core';
import type { Page } from 'playwright-core';
import { VIEWPORTS, type ViewportName } from './screens';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeViolation {
  id: string;
  impact: ImpactValue | null;
  help: string;
  /** The elements that fail, as CSS selectors, with axe's own summary of why. */
  nodes: { target: string; summary: string }[];
  count: number;
}

/**
 * Runs axe on the page as it is now and answers its violations; `within`, a CSS selector, limits the scan to what
 * it matches (a dialog just opened, when the page behind it was scanned before).
 */
export async function axeViolations(
  page: Page,
  tags: string[] = WCAG_AA_TAGS,
  within?: string,
): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    ([values, include]) =>
      (window as unknown as { axe: { run: (ctx: unknown, opts: object) => Promise<AxeResults> } }).axe.run(
        include ? { include: [include] } : document,
        { runOnly: { type: 'tag', values }, resultTypes: ['violations'] },
      ),
    [tags, within] as const,
  );
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact ?? null,
    help: v.help,
    count: v.nodes.length,
    nodes: v.nodes.map((n) => ({
      target: n.target.map(String).join(' >> '),
      summary: (n.failureSummary ?? '').split('\n').slice(1, 2).join('').trim(),
    })),
  }));
}

export const isSeriousOrWorse = (v: AxeViolation) => v.impact === 'serious' || v.impact === 'critical';

/** One line per rule, its impact and node count, then its first failing elements. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `${v.id} (${v.impact}, ${v.count} node${v.count === 1 ? '' : 's'}): ${v.help}\n` +
        v.nodes
          .slice(0, 4)
          .map((n) => `    ${n.target}${n.summary ? `  — ${n.summary}` : ''}`)
          .join('\n'),
    )
    .join('\n');
}

/** Waits until no CSS transition runs: a dialog or menu fading in is scanned (and photographed) as it will stay. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/** What to do around each width's scan of one page. */
export interface WidthScan {
  /** A state drawn differently at each width (a header menu, the phone's drawer): opened before each width's scan. */
  open?: (viewport: ViewportName) => Promise<void>;
  /** ...and closed after it. */
  close?: (viewport: ViewportName) => Promise<void>;
  /** Only what this CSS selector matches is scanned (what the state opened over a page scanned before). */
  within?: string;
  /** More to look for at each width (text that overflows its box), answered as lines of the report. */
  also?: (page: Page, within?: string) => Promise<string[]>;
}

/**
 * axe's serious and critical violations on the page as it is, at a phone's and then a desktop's width: the same
 * page resized, not loaded twice. Answers one report per width that has any, headed by `screen`.
 */
export async function problemsAtBothWidths(
  page: Page,
  screen: string,
  scan: WidthScan = {},
): Promise<string[]> {
  const found: string[] = [];
  for (const viewport of ['phone', 'desktop'] as const) {
    await page.setViewportSize(VIEWPORTS[viewport]);
    // The app redraws for the new width (its media queries) in the frames after the resize.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await scan.open?.(viewport);
    await settled(page);
    const serious = (await axeViolations(page, WCAG_AA_TAGS, scan.within)).filter(isSeriousOrWorse);
    const more = (await scan.also?.(page, scan.within)) ?? [];
    if (serious.length || more.length) {
      const lines = [...(serious.length ? [describeViolations(serious)] : []), ...more];
      found.push(`${screen} at ${VIEWPORTS[viewport].width} px:\n${lines.join('\n')}`);
    }
    await scan.close?.(viewport);
  }
  return found;
}
