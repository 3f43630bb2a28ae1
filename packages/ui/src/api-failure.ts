/**
 * What an app needs from a failed API call: the HTTP status the server chose (tRPC's error formatter puts it
 * in `data.httpStatus`), its one-sentence detail and the procedure it came from. A call that never got an answer
 * (offline, DNS, CORS) has no status: that is what `network` means.
 */
export interface ApiFailure {
  status: number | null;
  detail: string | null;
  network: boolean;
  /** The procedure, e.g. 'admin.login' (null when the answer was not tRPC's). */
  path: string | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The HTTP status of an answer that is not a tRPC error (a proxy's or the rate limiter's page): the client keeps
 * the raw response in `meta`. It is an answer all the same, so the user is not told they are offline.
 */
function responseStatus(error: Record<string, unknown>): number | null {
  const response = isRecord(error.meta) && isRecord(error.meta.response) ? error.meta.response : null;
  return response && typeof response.status === 'number' && response.status >= 400 ? response.status : null;
}

export function apiFailure(error: unknown): ApiFailure {
  if (!isRecord(error)) return { status: null, detail: null, network: true, path: null };
  const data = isRecord(error.data) ? error.data : null;
  if (!data) {
    const status = responseStatus(error);
    if (status !== null) return { status, detail: null, network: false, path: null };
  }
  const status = data && typeof data.httpStatus === 'number' ? data.httpStatus : null;
  const path = data && typeof data.path === 'string' ? data.path : null;
  const message = typeof error.message === 'string' && error.message.trim() ? error.message : null;
  // Without a status the message is the browser's ("Failed to fetch"), not a sentence for a person.
  return status === null
    ? { status: null, detail: null, network: true, path }
    : { status, detail: message, network: false, path };
}
