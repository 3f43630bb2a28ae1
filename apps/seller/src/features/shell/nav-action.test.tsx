import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { modals } from '@mantine/modals';
import { FEE_SOURCES } from '@margin/core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFakeApi, renderWithApi } from '../../test/fake-api';
import { openAdvancedMode } from '../advanced/advanced-address';
import type * as AdvancedAddress from '../advanced/advanced-address';
import { SHARE_MENU_TEXTS } from '../results/ShareMenu';
import { DesktopNav, loadNavMenus } from './DesktopNav';
import { i18n } from '../../i18n/runtime';
import { MENU_LOAD_FAILED, runNavAction } from './nav-action';
import { mailtoHref, NAV_MENUS, type NavAction, type NavItem } from './nav-items';

vi.mock('../advanced/advanced-address', async (importOriginal) => ({
  ...(await importOriginal<typeof AdvancedAddress>()),
  openAdvancedMode: vi.fn(),
}));

const COMING_SOON = 'Content coming soon...';
/** Menu items whose feature is not in this release: their dialog says so with the spec's words. */
const NOT_YET: string[] = [];

/** The advanced actions of core spec §2.2, and the Advanced mode tab each one opens. */
const ADVANCED_ITEMS = ['advanced-analytics', 'multi-product', 'market-research'];
const ADVANCED_TABS = ['dashboard', 'multi-product', 'market-research'];

const allItems = NAV_MENUS.flatMap((menu) => menu.items);
const modalItems = allItems.filter(
  (item): item is NavItem & { action: Extract<NavAction, { kind: 'modal' }> } => item.action.kind === 'modal',
);
const itemById = (id: string) => allItems.find((item) => item.id === id)!;

function renderShell() {
  renderWithApi(<DesktopNav section="calculator" onSection={() => undefined} />, createFakeApi({}));
}

async function openDialog(id: string): Promise<HTMLElement> {
  const item = itemById(id);
  act(() => runNavAction(item.action, () => undefined));
  return screen.findByRole('dialog', { name: i18n._(item.label) });
}

afterEach(() => {
  act(() => modals.closeAll());
  vi.mocked(openAdvancedMode).mockClear();
});

describe('menu dialogs', () => {
  // A click that lands on a menu while its code arrives is deferred-menu.test.tsx's concern; here the code is here.
  beforeAll(async () => {
    await loadNavMenus();
  });

  it('opens How It Works from the About menu with the fee rates of the data tables', async () => {
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: /About/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'How It Works' }));
    const dialog = await screen.findByRole('dialog', { name: 'How It Works' });
    const text = dialog.textContent ?? '';
    expect(text).toContain('$0.20 for each item sold');
    expect(text).toContain('6.5% of the sale amount');
    expect(text).toContain(
      '15% of the sale amount, or 12% once your sales over the last 365 days reach $10,000',
    );
    expect(text).toContain('never more than $100 per order');
    const us = within(dialog).getByRole('row', { name: /United States/ });
    expect(us).toHaveTextContent('3% + $0.25');
    expect(within(dialog).getByRole('row', { name: /United Kingdom/ })).toHaveTextContent('4% + £0.20');
    // The worked example of docs/FEES.md, as the engine computes it.
    expect(text).toContain(
      "6.5% of the item's $25.00 is $1.625, and 6.5% of the $4.00 shipping is $0.26; each rounded on its own, $1.89 in all",
    );
    expect(text).toContain('Profit: $16.79 (57.9% margin)');
  });

  it("scrolls a long dialog inside Mantine's scroll area, clear of its scrollbar", async () => {
    renderShell();
    await openDialog('how-it-works');
    // Mantine sets this on a modal whose scroll area is ScrollArea.Autosize, and its styles keep the content clear
    // of the scrollbar with it.
    const root = document.querySelector('.mantine-Modal-root');
    expect(root).toHaveAttribute('data-offset-scrollbars', 'true');
    expect(document.querySelector('.mantine-ScrollArea-viewport')).not.toBeNull();
  });

  it.each(modalItems.map((item) => [item.id, item.label]))(
    '%s opens a dialog titled %s with real content',
    async (id) => {
      renderShell();
      const dialog = await openDialog(id);
      const text = dialog.textContent ?? '';
      if (NOT_YET.includes(id)) {
        expect(within(dialog).getByText(COMING_SOON)).toBeInTheDocument();
      } else {
        expect(text).not.toContain(COMING_SOON);
      }
      // More than a placeholder: at least a few sentences beyond the title.
      expect(text.length).toBeGreaterThan(300);
    },
  );

  it.each([
    ['help-center', 'Open the full Help Center', '/help'],
    ['privacy-policy', 'Read the full Privacy Policy', '/privacy'],
    ['terms-of-service', 'Read the full Terms of Service', '/terms'],
  ])('%s links to its page in a new tab', async (id, name, href) => {
    renderShell();
    const dialog = await openDialog(id);
    const link = within(dialog).getByRole('link', { name: new RegExp(name) });
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName(`${name} (opens in a new tab)`);
  });

  it('answers the most asked questions in the Help Center dialog', async () => {
    renderShell();
    const dialog = await openDialog('help-center');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Can I get a refund?' }));
    expect(within(dialog).getByText(/Payments are not refunded/)).toBeVisible();
  });

  it('summarises the privacy policy and the terms with their figures', async () => {
    renderShell();
    const privacy = await openDialog('privacy-policy');
    expect(privacy).toHaveTextContent('Effective October 7, 2025');
    expect(privacy).toHaveTextContent('No cookies');
    expect(privacy).toHaveTextContent('We never see your card number.');
    act(() => modals.closeAll());
    const terms = await openDialog('terms-of-service');
    expect(terms).toHaveTextContent('Payments are not refunded.');
    expect(terms).toHaveTextContent('at least 30 days before');
    expect(terms).toHaveTextContent('You are responsible for the prices you set.');
  });

  it('names the Share menu items as they read, every export among them, in Export & Share', async () => {
    renderShell();
    const text = (await openDialog('export-share')).textContent ?? '';
    for (const item of Object.values(SHARE_MENU_TEXTS)) expect(text).toContain(item);
    expect(text).toContain('Export CSV');
    expect(text).toContain('Export PDF');
    expect(text).not.toContain('not available yet');
  });

  it('lists the official sources, dated, in Accuracy & Trust', async () => {
    renderShell();
    const dialog = await openDialog('accuracy-trust');
    expect(dialog).toHaveTextContent('last on Oct 04, 2025');
    expect(dialog).toHaveTextContent('Margin is independent of Etsy and not endorsed by it.');
    const hrefs = within(dialog)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(Object.values(FEE_SOURCES)));
  });
});

describe('other menu actions', () => {
  it('switches the section', () => {
    const setSection = vi.fn();
    runNavAction({ kind: 'section', section: 'help' }, setSection);
    expect(setSection).toHaveBeenCalledWith('help');
  });

  it.each(ADVANCED_ITEMS.map((id, index) => [id, ADVANCED_TABS[index]]))(
    '%s opens Advanced mode on the %s tab',
    (id, tab) => {
      const setSection = vi.fn();
      act(() => runNavAction(itemById(id).action, setSection));
      expect(openAdvancedMode).toHaveBeenCalledExactlyOnceWith(tab);
      expect(setSection).not.toHaveBeenCalled();
    },
  );

  it('leaves Advanced mode alone for every other item', () => {
    vi.stubGlobal('location', { href: '' });
    const others = allItems.filter((item) => !ADVANCED_ITEMS.includes(item.id));
    expect(others.length).toBe(allItems.length - ADVANCED_ITEMS.length);
    for (const item of others) act(() => runNavAction(item.action, () => undefined));
    expect(openAdvancedMode).not.toHaveBeenCalled();
  });

  it('starts an e-mail to support with the subject and a body to fill in', () => {
    const location = { href: '' };
    vi.stubGlobal('location', location);
    runNavAction(itemById('report-bug').action, () => undefined);
    const url = new URL(location.href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('support@margin.app');
    const subject = new URLSearchParams(url.search).get('subject');
    const body = new URLSearchParams(url.search).get('body') ?? '';
    expect(subject).toBe('Margin: Bug report');
    for (const part of [
      'Steps to reproduce:',
      'What I expected:',
      'What happened instead:',
      'Device and browser',
    ])
      expect(body).toContain(part);
    expect(body).toContain('\r\n');
  });

  it('gives every contact item its own subject and a body', () => {
    const emails = allItems.flatMap((item) => (item.action.kind === 'email' ? [item.action.template] : []));
    expect(emails).toHaveLength(4);
    expect(new Set(emails.map((t) => t.subject)).size).toBe(4);
    for (const template of emails) {
      const href = mailtoHref(template);
      expect(href).toMatch(/^mailto:support@margin\.app\?subject=Margin%3A%20.+&body=.+/);
      expect(template.body.length).toBeGreaterThan(40);
    }
  });
});

describe('a menu dialog that cannot load', () => {
  afterEach(() => {
    vi.doUnmock('../content/menu-content');
  });

  it('says so in a red notification instead of doing nothing', async () => {
    vi.doMock('../content/menu-content', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    renderShell();
    act(() => runNavAction(itemById('how-it-works').action, () => undefined));
    const message = await screen.findByText(i18n._(MENU_LOAD_FAILED));
    const notification = message.closest<HTMLElement>('.mantine-Notification-root');
    expect(notification?.style.getPropertyValue('--notification-color')).toContain('red');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
