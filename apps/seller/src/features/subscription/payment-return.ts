/**
 * Coming back from the payment pages (core spec §2.9, §4): the pages set a flag for this browser session and
 * go to '/?payment_success=true'; the app then removes both and refreshes the subscription.
 */
export const PAYMENT_FLOW_FLAG = 'margin.payment_flow';
export const PAYMENT_RETURN_URL = '/?payment_success=true';

type FlagStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function tabStorage(): FlagStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Marks the payment flow, for the app to notice after the navigation. */
export function markPaymentFlow(storage: FlagStorage | null = tabStorage()): void {
  try {
    storage?.setItem(PAYMENT_FLOW_FLAG, '1');
  } catch {
    // The query flag alone still tells the app.
  }
}

/**
 * True when the app was opened from the payment flow. Removes the flag and the query parameter either way,
 * so a reload or a bookmark does not count twice.
 */
export function consumePaymentReturn(
  location: Pick<Location, 'href'> = window.location,
  history: Pick<History, 'replaceState' | 'state'> = window.history,
  storage: FlagStorage | null = tabStorage(),
): boolean {
  let flagged = false;
  try {
    flagged = (storage?.getItem(PAYMENT_FLOW_FLAG) ?? null) !== null;
    storage?.removeItem(PAYMENT_FLOW_FLAG);
  } catch {
    flagged = false;
  }
  const url = new URL(location.href);
  const queried = url.searchParams.get('payment_success') === 'true';
  if (url.searchParams.has('payment_success')) {
    url.searchParams.delete('payment_success');
    history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return flagged || queried;
}

/** Leaves a payment page for the app, as every button of the result page does. */
export function returnFromPayment(
  navigate: (url: string) => void = (url) => window.location.assign(url),
): void {
  markPaymentFlow();
  navigate(PAYMENT_RETURN_URL);
}
