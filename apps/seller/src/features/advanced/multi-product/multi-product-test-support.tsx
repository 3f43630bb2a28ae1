import { vi } from 'vitest';
import type { TProduct, TProductInput, TProductUpdate } from '@margin/core';
import { createFakeApi, renderWithApi, type FakeHandler } from '../../../test/fake-api';
import { MultiProductTab } from './MultiProductTab';

/** Tests only: the multi-product tab over a fake API holding `products`, and the CSVs it downloads. */
let nextId = 1;
export const created = (input: TProductInput): TProduct => ({
  id: `p-new-${nextId++}`,
  name: input.name ?? '',
  sku: '',
  product_cost: input.product_cost ?? 0,
  printing_cost: input.printing_cost ?? 0,
  shipping_cost: input.shipping_cost ?? 0,
  packaging_cost: input.packaging_cost ?? 0,
  additional_costs: input.additional_costs ?? 0,
  desired_margin: input.desired_margin ?? 30,
  selling_price: input.selling_price,
  currency: input.currency ?? 'USD',
  created_at: '2026-11-23T10:00:00.000Z',
  updated_at: '2026-11-23T10:00:00.000Z',
});

export function setup(products: TProduct[] = [], handlers: Record<string, FakeHandler> = {}) {
  const api = createFakeApi({
    'products.list': () => products,
    'products.create': (input) => created(input as TProductInput),
    'products.update': (input) => {
      const { id, ...fields } = input as TProductUpdate;
      const product = products.find((p) => p.id === id)!;
      return { ...product, ...fields };
    },
    'products.delete': (input) => input,
    ...handlers,
  });
  renderWithApi(<MultiProductTab />, api);
  return api;
}

/** Every CSV the tab handed to the browser: file name and text. */
export function captureDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return `blob:test/${blobs.length}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, blob: blobs.at(-1)! });
  });
  return files;
}
