// axe-core in the page under test. @axe-core/playwright wants Node 22, so the engine's own bundle is evaluated
// in the page directly: through the DevTools protocol, so the app's Content-Security-Policy (no inline scripts)
// stays as it is in production.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue } from 'axe-core';
import type { Page } from 'playwright-core';

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

/** Runs axe on the page as it is now and answers its violations. */
export async function axeViolations(page: Page, tags: string[] = WCAG_AA_TAGS): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    (values) =>
      (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResults> } }).axe.run(
        document,
        { runOnly: { type: 'tag', values }, resultTypes: ['violations'] },
      ),
    tags,
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
