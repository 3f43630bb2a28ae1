/**
 * What the app needs from a failed API call: the HTTP status the server chose (tRPC's error formatter puts it
 * in `data.httpStatus`) and its one-sentence detail. A call that never got an answer (offline, DNS, CORS) has
 * no status: that is what `network` means.
 */
export interface ApiFailure {
  status: number | null;
  detail: string | null;
  network: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The HTTP status of an answer that is not a tRPC error (a proxy's or the rate limiter's page): the client keeps
 * the raw response in `meta`. It is an answer all the same, so the seller is not told they are offline.
 */
function responseStatus(error: Record<string, unknown>): number | null {
  const response = isRecord(error.meta) && isRecord(error.meta.response) ? error.meta.response : null;
  return response && typeof response.status === 'number' && response.status >= 400 ? response.status : null;
}

export function apiFailure(error: unknown): ApiFailure {
  if (!isRecord(error)) return { status: null, detail: null, network: true };
  const data = isRecord(error.data) ? error.data : null;
  if (!data) {
    const status = responseStatus(error);
    if (status !== null) return { status, detail: null, network: false };
  }
  const status = data && typeof data.httpStatus === 'number' ? data.httpStatus : null;
  const message = typeof error.message === 'string' && error.message.trim() ? error.message : null;
  // Without a status the message is the browser's ("Failed to fetch"), not a sentence for a seller.
  return status === null
    ? { status: null, detail: null, network: true }
    : { status, detail: message, network: false };
}

/** The server refused the session itself (not a passing outage): the stored sign-in is no longer any good. */
export function isSessionRejected(error: unknown): boolean {
  const { status } = apiFailure(error);
  return status === 401 || status === 403 || status === 404;
}
