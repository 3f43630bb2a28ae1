// Tests only: the CSV tools as a seller reaches them (Advanced mode at the tool's address), and what they hand
// to the browser as downloads.
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TProduct } from '@margin/core';
import { expect, vi } from 'vitest';
import { stored, trialOver } from '../../../test/account-fixtures';
import type { FakeHandler } from '../../../test/fake-api';
import { renderWithAccount } from '../../../test/render-with-account';
import { useAdvancedTab, type AdvancedTabId } from '../advanced-address';
import { AdvancedMode } from '../AdvancedMode';

function AtAddress() {
  const tab = useAdvancedTab();
  return tab ? <AdvancedMode tab={tab} /> : <p>Calculator</p>;
}

export type Who = 'trial' | 'expired' | 'visitor';

export function renderTool(
  tab: AdvancedTabId,
  {
    who = 'trial',
    products = [],
    handlers = {},
  }: { who?: Who; products?: TProduct[]; handlers?: Record<string, FakeHandler> } = {},
) {
  window.localStorage.setItem('margin.country', 'US');
  window.history.replaceState(null, '', `/?mode=advanced&tab=${tab}`);
  return renderWithAccount(<AtAddress />, {
    session: who === 'visitor' ? null : stored,
    handlers: {
      'products.list': () => products,
      ...(who === 'expired' ? { 'subscription.status': () => trialOver } : {}),
      ...handlers,
    },
  });
}

/** Pastes `text` into the paste box (`label`, in the language on screen), as a seller does with Ctrl+V. */
export async function paste(text: string, label = 'Or paste CSV data') {
  const box = await screen.findByRole('textbox', { name: label });
  await userEvent.click(box);
  await userEvent.paste(text);
}

/** Drops `file` on the tool's drop zone. */
export function drop(file: File) {
  fireEvent.drop(screen.getByTestId('csv-drop-zone'), { dataTransfer: { files: [file], types: ['Files'] } });
}

export async function run(label: string) {
  await userEvent.click(screen.getByRole('button', { name: label }));
}

/** The summary card of `label` (role group). */
export const figure = (label: string) => screen.getByRole('group', { name: label });

/** Each summary card, by its label, says its text (among its other words). */
export function expectFigures(expected: Record<string, string>) {
  for (const [label, text] of Object.entries(expected)) expect(figure(label), label).toHaveTextContent(text);
}

/** Waits for the results' file line, "The … — 3 rows read, all analysed". */
export async function fileLine(): Promise<HTMLElement> {
  return screen.findByTestId('csv-file-line', {}, { timeout: 10_000 });
}

export interface Download {
  name: string;
  /** The file's text exactly as written, byte-order mark included. */
  text: () => Promise<string>;
}

/** Every file a tool handed to the browser. */
export function captureDownloads(): Download[] {
  const files: Download[] = [];
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return `blob:test/${blobs.length}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.at(-1)!;
    files.push({
      name: this.download,
      text: async () => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer()),
    });
  });
  return files;
}

/** No call about the seller's data went out (a locked seller's tools ask nothing of the server). */
export function expectNoDataCalls(api: { calls: { path: string }[] }) {
  expect(api.calls.filter((call) => /^(sales|products|importTools)\./.test(call.path))).toEqual([]);
}

export function savedProduct(name: string, costs: Partial<TProduct> = {}): TProduct {
  return {
    id: `p-${name}`,
    name,
    sku: '',
    product_cost: 0,
    printing_cost: 0,
    shipping_cost: 0,
    packaging_cost: 0,
    additional_costs: 0,
    desired_margin: 30,
    selling_price: 0,
    currency: 'USD',
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    ...costs,
  };
}
