import type { RestRoute } from '../rest-route';

/** The multi-product table's saved rows (advanced spec §7). Trial or Pro; the caller's rows only. */
export const productRoutes: readonly RestRoute[] = [
  {
    method: 'GET',
    path: '/products',
    procedure: 'products.list',
    summary:
      "The caller's saved product rows, oldest first; money in major units, desired_margin in percent.",
    tags: ['products'],
  },
  {
    method: 'POST',
    path: '/products',
    procedure: 'products.create',
    summary:
      'Save a product row (name, product_cost, printing_cost, shipping_cost, packaging_cost, additional_costs, desired_margin, selling_price, currency); the server gives its id. Up to 500 per seller.',
    successStatus: 201,
    tags: ['products'],
  },
  {
    method: 'PUT',
    path: '/products/:id',
    procedure: 'products.update',
    summary: 'Change the fields sent of one of your product rows. 404 when it is not yours.',
    input: (req) => ({ ...(req.body as object), id: req.params.id }),
    tags: ['products'],
  },
  {
    method: 'DELETE',
    path: '/products/:id',
    procedure: 'products.delete',
    summary: 'Delete one of your product rows. 404 when it is not yours.',
    input: (req) => ({ id: req.params.id }),
    tags: ['products'],
  },
];
