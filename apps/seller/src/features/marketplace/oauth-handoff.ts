/**
 * What the Connect button and the /oauth/callback page hand each other (advanced spec §4, §7): the
 * authorization's state and PKCE verifier kept for the browser session, and the result the popup reports back.
 * The popup is a window opened by the app, so it starts with a copy of the app's sessionStorage.
 */

export const OAUTH_STORAGE_KEY = 'margin.etsy.oauth';
export const OAUTH_POPUP_NAME = 'margin-etsy-oauth';
/** The marketplace's sign-in opens in a 600x600 popup (advanced spec §4). */
export const OAUTH_POPUP_FEATURES = 'width=600,height=600,menubar=no,toolbar=no,location=yes,status=no';
/** spec §4: the opener checks every 1000 ms whether the popup was closed. */
export const OAUTH_POPUP_POLL_MS = 1000;

export interface PendingAuthorization {
  state: string;
  code_verifier: string;
}

/** Tagged, so the opener ignores any other message a window might post (extensions, dev tools). */
const MESSAGE_TYPE = 'margin:etsy-oauth';

export type OAuthResultMessage =
  { type: typeof MESSAGE_TYPE; ok: true } | { type: typeof MESSAGE_TYPE; ok: false; error: string };

export const oauthSuccess = (): OAuthResultMessage => ({ type: MESSAGE_TYPE, ok: true });
export const oauthFailure = (error: string): OAuthResultMessage => ({ type: MESSAGE_TYPE, ok: false, error });

export function isOAuthResultMessage(data: unknown): data is OAuthResultMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  if (message.type !== MESSAGE_TYPE) return false;
  return message.ok === true || (message.ok === false && typeof message.error === 'string');
}

/**
 * The result travels on a BroadcastChannel of our origin as well as to the opener: on its way through the
 * marketplace's pages the popup may be cut from its opener (our pages and, likely, the marketplace's send
 * Cross-Origin-Opener-Policy; the browser then gives the popup a new browsing context group, so `window.opener`
 * is null in it and the app sees the popup as closed). A channel reaches every window of our origin regardless.
 */
const RESULT_CHANNEL = 'margin:etsy-oauth';

function openChannel(): BroadcastChannel | null {
  try {
    return new BroadcastChannel(RESULT_CHANNEL);
  } catch {
    return null;
  }
}

/** The callback page's report: to every window of our origin, and to its opener when it still has one. */
export function announceOAuthResult(result: OAuthResultMessage): void {
  const channel = openChannel();
  channel?.postMessage(result);
  channel?.close();
  const opener = window.opener as Window | null;
  // Our own origin only: the result is for the app that started the connection, not any other page.
  if (opener && !opener.closed) opener.postMessage(result, window.location.origin);
}

/** Calls `handler` with each result a callback page reports, by either road; answers the way to stop. */
export function onOAuthResult(handler: (result: OAuthResultMessage) => void): () => void {
  const onMessage = (event: MessageEvent) => {
    if (event.origin === window.location.origin && isOAuthResultMessage(event.data)) handler(event.data);
  };
  window.addEventListener('message', onMessage);
  const channel = openChannel();
  if (channel) {
    channel.onmessage = (event: MessageEvent) => {
      if (isOAuthResultMessage(event.data)) handler(event.data);
    };
  }
  return () => {
    window.removeEventListener('message', onMessage);
    channel?.close();
  };
}

// sessionStorage can throw (storage disabled, private mode quotas): the flow then goes on without it, since the
// server keeps its own copy of the verifier and binds the state to the session.
export function savePendingAuthorization(pending: PendingAuthorization): void {
  try {
    window.sessionStorage.setItem(OAUTH_STORAGE_KEY, JSON.stringify(pending));
  } catch {
    /* see above */
  }
}

export function readPendingAuthorization(): PendingAuthorization | null {
  try {
    const raw = window.sessionStorage.getItem(OAUTH_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<PendingAuthorization>;
    return typeof parsed.state === 'string' && typeof parsed.code_verifier === 'string'
      ? { state: parsed.state, code_verifier: parsed.code_verifier }
      : null;
  } catch {
    return null;
  }
}

export function clearPendingAuthorization(): void {
  try {
    window.sessionStorage.removeItem(OAUTH_STORAGE_KEY);
  } catch {
    /* see savePendingAuthorization */
  }
}
