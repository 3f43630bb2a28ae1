import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { formatMajor, type SubscriptionState, type TCalculationInput } from '@margin/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeApiError, type FakeHandler } from '../../test/fake-api';
import type { StoredSession } from '../account/session-store';
import { calculated, PLAIN_SALE, UK_AD_SALE } from '../export/calculation.fixture';
import { readFontFile } from '../export/pdf-font-files.fixture';
import { ResultsPanel } from './ResultsPanel';
import { inTrial, stored, trialOver } from '../../test/account-fixtures';
import { AccountSignIn } from '../../test/AccountSignIn';
import { renderWithAccount } from '../../test/render-with-account';

const SHARE_URL = 'https://margin.test/s/AbCdEfGhIjKlMnOpQrStUvWx';

interface SetupOptions {
  input?: TCalculationInput;
  session?: StoredSession | null;
  subscription?: SubscriptionState;
  handlers?: Record<string, FakeHandler>;
}

function setup({
  input = PLAIN_SALE,
  session = stored,
  subscription = inTrial,
  handlers = {},
}: SetupOptions = {}) {
  const calc = calculated(input);
  const { api } = renderWithAccount(<ResultsPanel result={calc.result} input={calc.input} />, {
    session,
    handlers: {
      'subscription.status': () => subscription,
      'shares.create': () => ({
        id: 'AbCdEfGhIjKlMnOpQrStUvWx',
        url: SHARE_URL,
        expires_at: '2026-12-22T00:00:00.000Z',
      }),
      'calc.emailReport': () => ({ sent: true }),
      ...handlers,
    },
  });
  return { api, ...calc };
}

/** The value cell of a breakdown row, found by its label. */
function rowValue(label: string): string | null {
  const term = screen.queryByText(label, { selector: 'dt' });
  return term?.parentElement?.querySelector('dd')?.textContent ?? null;
}

const openShareMenu = async (user = userEvent.setup()) => {
  await user.click(screen.getByRole('button', { name: 'Share' }));
  return user;
};

afterEach(() => {
  vi.useRealTimers();
});

describe('ResultsPanel lines', () => {
  it('shows a forward result: title, profit, margin to 2 decimals, breakdowns and insights', () => {
    const { result } = setup({ session: null });
    expect(screen.getByRole('heading', { name: 'Profit Analysis' })).toBeInTheDocument();
    const headline = screen.getByRole('group', { name: 'Your Profit' });
    expect(
      within(headline).getByText(formatMajor(result.profitAnalysis.netProfit, 'USD')),
    ).toBeInTheDocument();
    expect(headline).toHaveTextContent(`Profit margin ${result.profitAnalysis.profitMargin.toFixed(2)}%`);
    expect(screen.getByRole('heading', { name: 'Revenue Breakdown (USD)' })).toBeInTheDocument();
    expect(rowValue('Gross Revenue')).toBe('$29.00');
    expect(rowValue('Listing Fee')).toBe('−$0.20');
    expect(rowValue('Transaction Fee (6.5%)')).toBe(
      formatMajor(-result.revenueBreakdown.transactionFee, 'USD').replace('-', '−'),
    );
    expect(rowValue('Net Revenue')).toBe(formatMajor(result.revenueBreakdown.netRevenue, 'USD'));
    expect(rowValue('Product Cost')).toBe('$6.00');
    expect(rowValue('Shipping Cost')).toBe('$4.00');
    expect(rowValue('Marketing Ads')).toBe('$0.00');
    expect(rowValue('Total Costs')).toBe('$10.00');
    const insights = screen.getByRole('heading', { name: 'Key Insights' }).parentElement!;
    expect(insights).toHaveTextContent(`Biggest Cost${result.insights.biggestCost}`);
    expect(insights).toHaveTextContent(`Fee Structure${result.insights.feeStructure}`);
  });

  it('leaves out offsite ads, optional charges and VAT/Tax when they are 0', () => {
    setup({ session: null });
    expect(rowValue('Offsite Ads Fee')).toBeNull();
    expect(rowValue('VAT/Tax')).toBeNull();
    expect(rowValue('Regulatory operating fee')).toBeNull();
  });

  it('shows offsite ads, each optional charge and VAT/Tax when above 0, in the country currency', () => {
    setup({ input: UK_AD_SALE, session: null });
    expect(screen.getByRole('heading', { name: 'Revenue Breakdown (GBP)' })).toBeInTheDocument();
    expect(rowValue('Offsite Ads Fee')).toBe('−£4.20');
    expect(rowValue('Regulatory operating fee')).toBe('−£0.09');
    expect(rowValue('VAT/Tax')).toBe('−£5.60');
    expect(rowValue('Currency conversion')).toBeNull();
  });

  it('titles a reverse result by the required selling price', () => {
    const { result } = setup({
      input: { mode: 'reverse', country: 'US', product_cost: 5, target_margin: 30 },
      session: null,
    });
    expect(screen.getByRole('heading', { name: 'Required Price Analysis' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Profit Analysis' })).toBeNull();
    const headline = screen.getByRole('group', { name: 'Required Selling Price' });
    expect(within(headline).getByText(formatMajor(result.sellingPrice, 'USD'))).toBeInTheDocument();
    expect(headline).toHaveTextContent('Lowest price for a 30% margin: you keep');
  });

  it('shows the break-even price, or says that no price breaks even', () => {
    const { result } = setup({ session: null });
    const card = screen.getByRole('group', { name: 'Break-even Price' });
    expect(card).toHaveTextContent(formatMajor(result.insights.breakEvenPrice!, 'USD'));
    expect(card).toHaveTextContent('Minimum price to cover costs');
  });

  it('says so when no price breaks even', () => {
    const { result } = setup({ input: { ...PLAIN_SALE, regulatory_fee_rate: 100 }, session: null });
    expect(result.insights.breakEvenPrice).toBeNull();
    expect(screen.getByRole('group', { name: 'Break-even Price' })).toHaveTextContent('No price breaks even');
  });

  it('opens and closes the calculation formulas, offsite ads only when it applies', async () => {
    const { result } = setup({ input: UK_AD_SALE, session: null });
    expect(screen.queryByText(result.formulas.listingFee)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show Calculation Formulas' }));
    for (const text of [
      result.formulas.listingFee,
      result.formulas.transactionFee,
      result.formulas.paymentProcessingFee,
      result.formulas.offsiteAdsFee!,
      result.formulas.profitCalculation,
    ])
      expect(screen.getByText(text)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hide Calculation Formulas' }));
    await waitFor(() => expect(screen.queryByText(result.formulas.listingFee)).toBeNull());
  });

  it('has no offsite ads formula when the sale did not come through an ad', async () => {
    setup({ session: null });
    await userEvent.click(screen.getByRole('button', { name: 'Show Calculation Formulas' }));
    expect(screen.getByText('Profit Calculation')).toBeInTheDocument();
    expect(screen.queryByText('Offsite Ads Fee')).toBeNull();
  });

  it('links the three sources in a new tab', () => {
    const { result } = setup({ session: null });
    for (const [name, url] of [
      ['Fee basics', result.sources.etsyFeeBasics],
      ['Payment processing fees by country', result.sources.paymentProcessing],
      ['Offsite Ads policy', result.sources.offsiteAds],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });
});

describe('ResultsPanel upgrade banner', () => {
  it('asks a seller without a subscription to support the product, and opens the payment modal', async () => {
    setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Upgrade - $2.99/year' }));
    expect(screen.getByText('Support Margin for $2.99/year')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Get Full Access' })).toBeInTheDocument();
  });

  it.each([
    ['a subscriber', stored, { ...inTrial, has_subscription: true, subscription_active: true }],
    ['a visitor', null, inTrial],
    // The page's 'Your trial has expired' banner is the one upgrade box an expired seller sees.
    ['an expired seller', stored, trialOver],
  ] as const)('is not shown to %s', async (_who, session, subscription) => {
    const { api } = setup({ session, subscription });
    if (session) await waitFor(() => expect(api.inputsOf('subscription.status')).toHaveLength(1));
    // Let the status answer reach the panel before looking.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('heading', { name: 'Profit Analysis' })).toBeInTheDocument();
    expect(screen.queryByText('Support Margin for $2.99/year')).toBeNull();
  });
});

describe('ResultsPanel sharing', () => {
  it('titles the results with the product name and saves the name in the share', async () => {
    const { api } = setup({ input: { ...PLAIN_SALE, product_name: 'Kubek ręcznie robiony' } });
    expect(
      screen.getByRole('heading', { level: 2, name: 'Kubek ręcznie robiony — Profit Analysis' }),
    ).toBeInTheDocument();
    const user = await openShareMenu();
    await user.click(screen.getByRole('menuitem', { name: 'Copy Share Link' }));
    await waitFor(() => expect(api.inputsOf('shares.create')).toHaveLength(1));
    const [call] = api.inputsOf('shares.create') as { calc: Record<string, unknown> }[];
    expect(call!.calc.product_name).toBe('Kubek ręcznie robiony');
  });

  it("creates the link ('Creating...'), copies it ('Copied!') and returns to 'Share' after 3 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer: (value: unknown) => void = () => undefined;
    const { api, input, result } = setup({
      handlers: { 'shares.create': () => new Promise((resolve) => (answer = resolve)) },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await openShareMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Copy Share Link' }));
    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeInTheDocument();

    answer({ id: 'AbCdEfGhIjKlMnOpQrStUvWx', url: SHARE_URL, expires_at: '2026-12-22T00:00:00.000Z' });
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(SHARE_URL);

    const [call] = api.inputsOf('shares.create') as {
      calc: Record<string, unknown>;
      version: number;
      expires_days: number;
    }[];
    expect(call).toMatchObject({ version: 1, expires_days: 30 });
    expect(call!.calc).toMatchObject({
      mode: 'forward',
      country: 'US',
      currency: 'USD',
      price: 25,
      shipping: input.shipping_cost,
      results: { netProfit: result.profitAnalysis.netProfit },
    });

    act(() => {
      vi.advanceTimersByTime(2900);
    });
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('says why a link could not be created', async () => {
    setup({
      handlers: {
        'shares.create': () => {
          throw new FakeApiError(403, 'Your trial has expired. Upgrade to Pro to use this feature.');
        },
      },
    });
    await openShareMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Copy Share Link' }));
    expect(
      await screen.findByText(
        'Failed to create share link: Your trial has expired. Upgrade to Pro to use this feature.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('a session that ended says so once, and offers to sign back into the account, not a new trial', async () => {
    act(() => notifications.clean());
    const calc = calculated(PLAIN_SALE);
    renderWithAccount(
      <>
        <ResultsPanel result={calc.result} input={calc.input} />
        <AccountSignIn />
      </>,
      {
        session: stored,
        handlers: {
          'shares.create': () => {
            throw new FakeApiError(401, 'Please sign in to continue.');
          },
        },
      },
    );
    await openShareMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Copy Share Link' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Sign in to continue' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Email/ })).toHaveValue('maker@example.com');
    expect(within(dialog).getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(within(dialog).queryByText('Start your 7-day free trial')).toBeNull();
    expect(await screen.findByText(/Your session has ended/)).toBeInTheDocument();
    await act(async () => {});
    expect(screen.queryByText(/Failed to create share link/)).toBeNull();
    expect(document.querySelectorAll('.mantine-Notification-root')).toHaveLength(1);
  });

  it('opens the share page in a new tab, reusing the link already created', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    const { api } = setup();
    await openShareMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Open Share Page' }));
    await waitFor(() => expect(tab.location.href).toBe(SHARE_URL));
    expect(tab.opener).toBeNull();

    await openShareMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Open Share Page' }));
    expect(open).toHaveBeenLastCalledWith(SHARE_URL, '_blank', 'noopener,noreferrer');
    expect(api.inputsOf('shares.create')).toHaveLength(1);
  });

  it('creates a link with the note written for it, and a one-click link with none', async () => {
    const { api } = setup();
    const user = await openShareMenu();
    await user.click(screen.getByRole('menuitem', { name: 'Add a Note to the Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share with a Note' });
    const field = within(dialog).getByLabelText('Note for the link (optional)');
    expect(field).toHaveAttribute('maxlength', '1000');
    await user.type(field, ' Wholesale price for Anna ');
    expect(dialog).toHaveTextContent('26/1000 characters');
    await user.click(within(dialog).getByRole('button', { name: 'Create and Copy Link' }));
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(SHARE_URL);

    await user.click(screen.getByRole('button', { name: 'Copied!' }));
    await user.click(screen.getByRole('menuitem', { name: 'Copy Share Link' }));
    await waitFor(() => expect(api.inputsOf('shares.create')).toHaveLength(2));
    const notes = (api.inputsOf('shares.create') as { calc: { notes: string } }[]).map(
      (call) => call.calc.notes,
    );
    expect(notes).toEqual(['Wholesale price for Anna', '']);
  });

  it("disables the link items while 'Creating...', so a double click makes one share", async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    let answer: (value: unknown) => void = () => undefined;
    const { api } = setup({
      handlers: { 'shares.create': () => new Promise((resolve) => (answer = resolve)) },
    });
    const user = await openShareMenu();
    await user.click(screen.getByRole('menuitem', { name: 'Open Share Page' }));
    await user.click(await screen.findByRole('button', { name: 'Creating...' }));
    for (const name of ['Copy Share Link', 'Add a Note to the Link', 'Open Share Page'])
      expect(screen.getByRole('menuitem', { name })).toBeDisabled();
    await user.click(screen.getByRole('menuitem', { name: 'Open Share Page' }));

    answer({ id: 'AbCdEfGhIjKlMnOpQrStUvWx', url: SHARE_URL, expires_at: '2026-12-22T00:00:00.000Z' });
    await waitFor(() => expect(tab.location.href).toBe(SHARE_URL));
    expect(await screen.findByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(open).toHaveBeenCalledTimes(1);
    expect(api.inputsOf('shares.create')).toHaveLength(1);
  });

  it('copies the calculator link with these inputs', async () => {
    setup({ session: null });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(await navigator.clipboard.readText()).toBe(
      'http://localhost:3000/?mode=forward&country=US&selling_price=25&product_cost=6&shipping_cost=4',
    );
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });
});

describe('ResultsPanel e-mail export', () => {
  it("asks for an address: empty gives 'Please enter an email address', then it sends", async () => {
    const { api, input } = setup();
    await openShareMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Email Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Email Report' });
    const field = within(dialog).getByLabelText('Email address');
    expect(field).toHaveValue('maker@example.com');
    await userEvent.clear(field);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    expect(within(dialog).getByText('Please enter an email address')).toBeInTheDocument();
    expect(api.inputsOf('calc.emailReport')).toEqual([]);

    await userEvent.type(field, ' Partner@Example.com ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    expect(
      await screen.findByText('We e-mailed this calculation to partner@example.com.'),
    ).toBeInTheDocument();
    expect(api.inputsOf('calc.emailReport')).toEqual([{ email: 'partner@example.com', input }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Email Report' })).toBeNull());
  });

  it('says when the server could not send it', async () => {
    setup({
      handlers: {
        'calc.emailReport': () => {
          throw new FakeApiError(
            429,
            'You have e-mailed 20 calculations this hour. Please try again in 12 minutes.',
          );
        },
      },
    });
    await openShareMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Email Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Email Report' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    expect(
      await screen.findByText('You have e-mailed 20 calculations this hour. Please try again in 12 minutes.'),
    ).toBeInTheDocument();
  });
});

describe('ResultsPanel files and install', () => {
  function captureDownloads() {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return `blob:test/${blobs.length}`;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    return { blobs, names };
  }

  it('saves a CSV with the profit in it, named by the date', async () => {
    const { blobs, names } = captureDownloads();
    const { result } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(names).toHaveLength(1));
    expect(names[0]).toMatch(/^margin-calculation-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await blobs[0]!.text()).toContain(`Your Profit,${result.profitAnalysis.netProfit.toFixed(2)},USD`);
  });

  it('saves a PDF and an Excel workbook', async () => {
    const { blobs, names } = captureDownloads();
    const { api } = setup();
    // The PDF fetches its font files from the app's assets; here they come from the packages on disk. The fake
    // API's `fetch` is itself a mock that the spy below takes over: its own answers are kept aside first.
    const answer = api.fetch.getMockImplementation()!;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (resource, init) => {
      const url = resource instanceof Request ? resource.url : resource.toString();
      return url.endsWith('.woff')
        ? new Response(new Uint8Array(await readFontFile(url)))
        : answer(resource, init);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Export PDF' }));
    await openShareMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Export to Excel' }));
    // Setting the PDF's text takes a moment; the workbook is quicker, so the two may arrive in either order.
    await waitFor(() => expect(names).toHaveLength(2), { timeout: 20_000 });
    expect(screen.queryByText('Could not save the PDF')).toBeNull();
    names.sort();
    blobs.sort((a, b) => (a.type < b.type ? -1 : 1));
    expect(names[0]).toMatch(/\.pdf$/);
    expect(names[1]).toMatch(/\.xlsx$/);
    const pdfHead = new Uint8Array(await blobs[0]!.arrayBuffer()).subarray(0, 8);
    expect(String.fromCharCode(...pdfHead)).toMatch(/^%PDF-1\.\d/);
    const zipHead = new Uint8Array(await blobs[1]!.arrayBuffer()).subarray(0, 4);
    expect(Array.from(zipHead)).toEqual([0x50, 0x4b, 0x03, 0x04]);
  }, 30_000);

  it('says so when the browser cannot draw the image', async () => {
    setup();
    await openShareMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Download Image' }));
    expect(await screen.findByText('Could not save the image')).toBeInTheDocument();
    expect(screen.getByText('This browser cannot draw images.')).toBeInTheDocument();
  });

  it('explains how to install when the browser offers no install prompt', async () => {
    setup({ session: null });
    await userEvent.click(screen.getByRole('button', { name: 'Install App' }));
    const dialog = await screen.findByRole('dialog', { name: 'Install Margin' });
    expect(dialog).toHaveTextContent('tap Share → Add to Home Screen');
    expect(dialog).toHaveTextContent('Install app');
  });
});

// Exports, share and e-mail follow core's one access rule (core spec §6), and every refusal
// offers the way in.
describe('ResultsPanel: who may export and share', () => {
  const REFUSED = {
    visitor: {
      message: 'Start your free 7-day trial to use this feature.',
      button: 'Start Free Trial',
    },
    expired: {
      message: 'Your trial has expired. Upgrade to Pro to use this feature.',
      button: 'Upgrade - $2.99/year',
    },
  } as const;

  // Mantine keeps notifications (alerts too) in one store for the whole page: none from earlier tests.
  beforeEach(() => act(() => notifications.clean()));

  function setupAs(who: 'visitor' | 'expired') {
    const calc = calculated(PLAIN_SALE);
    const { api } = renderWithAccount(
      <>
        <ResultsPanel result={calc.result} input={calc.input} />
        <AccountSignIn />
      </>,
      {
        session: who === 'visitor' ? null : stored,
        handlers: {
          'subscription.status': () => trialOver,
          'shares.create': () => ({ id: 'x', url: SHARE_URL, expires_at: '2026-12-22T00:00:00.000Z' }),
        },
      },
    );
    return api;
  }

  async function ready(who: 'visitor' | 'expired', api: ReturnType<typeof setupAs>) {
    if (who === 'visitor') {
      // The greeting sign-in dialog, closed as a visitor who wants to look around does.
      await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    } else {
      await waitFor(() => expect(api.inputsOf('subscription.status')).toHaveLength(1));
      // The status has reached the panel once the note on the locked buttons shows.
      await screen.findByText(REFUSED[who].message);
    }
  }

  const ATTEMPTS: [string, () => Promise<void>][] = [
    ['Export PDF', () => userEvent.click(screen.getByRole('button', { name: 'Export PDF' }))],
    ['Export CSV', () => userEvent.click(screen.getByRole('button', { name: 'Export CSV' }))],
    ...[
      'Copy Share Link',
      'Add a Note to the Link',
      'Open Share Page',
      'Download Image',
      'Export to Excel',
      'Email Report',
    ].map((item): [string, () => Promise<void>] => [
      item,
      async () => {
        await openShareMenu();
        await userEvent.click(screen.getByRole('menuitem', { name: item }));
      },
    ]),
  ];

  describe.each(['visitor', 'expired'] as const)('as %s', (who) => {
    it.each(ATTEMPTS)('%s is refused with the way in, and nothing is made', async (_name, attempt) => {
      const open = vi.spyOn(window, 'open');
      const createUrl = vi.spyOn(URL, 'createObjectURL');
      const api = setupAs(who);
      await ready(who, api);
      await attempt();
      const refusal = await screen.findByRole('alert');
      expect(refusal).toHaveTextContent(REFUSED[who].message);
      expect(within(refusal).getByRole('button', { name: REFUSED[who].button })).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(api.inputsOf('shares.create')).toEqual([]);
      expect(open).not.toHaveBeenCalled();
      expect(createUrl).not.toHaveBeenCalled();
    });

    it('shows the lock on the Share button and every locked menu item before any click', async () => {
      const api = setupAs(who);
      await ready(who, api);
      const share = screen.getByRole('button', { name: 'Share' });
      expect(share).toHaveAccessibleDescription(REFUSED[who].message);
      expect(share.querySelector('.tabler-icon-lock')).toBeInTheDocument();
      await openShareMenu();
      for (const item of screen.getAllByRole('menuitem')) {
        expect(item).toHaveAccessibleDescription(REFUSED[who].message);
        expect(item.querySelector('.tabler-icon-lock')).toBeInTheDocument();
      }
    });

    it('shows the lock on the export buttons before any click, and one upgrade box after one', async () => {
      const api = setupAs(who);
      await ready(who, api);
      const pdf = screen.getByRole('button', { name: 'Export PDF' });
      expect(pdf).toHaveAccessibleDescription(REFUSED[who].message);
      expect(pdf.querySelector('.tabler-icon-lock')).toBeInTheDocument();
      await userEvent.click(pdf);
      expect(await screen.findByRole('alert')).toHaveTextContent(REFUSED[who].message);
      expect(screen.queryByText('Support Margin for $2.99/year')).toBeNull();
      expect(screen.getAllByText(REFUSED[who].message)).toHaveLength(1);
    });

    it(`the refusal's button opens ${who === 'visitor' ? 'the trial sign-in' : 'the payment dialog'}`, async () => {
      const api = setupAs(who);
      await ready(who, api);
      await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
      const refusal = await screen.findByRole('alert');
      await userEvent.click(within(refusal).getByRole('button', { name: REFUSED[who].button }));
      if (who === 'visitor') {
        expect(
          await screen.findByRole('heading', { name: 'Start your 7-day free trial' }),
        ).toBeInTheDocument();
      } else {
        expect(await screen.findByRole('dialog', { name: 'Get Full Access' })).toBeInTheDocument();
      }
    });
  });
});
