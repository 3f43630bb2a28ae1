/** Stripe-shaped error answers: the status and the `error` body the SDK turns into its own error classes. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; message: string; code?: string; param?: string },
  ) {
    super(body.message);
  }
}

export function missing(objectName: string, id: string): StripeApiError {
  return new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param: 'id',
    message: `No such ${objectName}: '${id}'`,
  });
}

export function invalid(message: string, param?: string, code = 'parameter_invalid_string'): StripeApiError {
  return new StripeApiError(400, { type: 'invalid_request_error', message, param, code });
}
