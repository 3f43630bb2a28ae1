import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ecbDailyXml, RATES_AS_OF, ratesAsOf, resetRates } from '@margin/core';
import { startRatesFeed } from './exchange-rates-feed';
import { startTestServer, type TestServer } from './test-support';

/** The ECB's reference rates of a later day: the pound at 0.84 and the dollar at 1.05 per euro (0.80 GBP a dollar). */
const LATER = ecbDailyXml('2026-12-04', {
  USD: '1.0500',
  JPY: '160.12',
  CZK: '24.320',
  DKK: '7.4640',
  GBP: '0.8400',
  HUF: '391.50',
  PLN: '4.2585',
  SEK: '11.0200',
  CHF: '0.9352',
  NOK: '11.7000',
  AUD: '1.7788',
  CAD: '1.6381',
  HKD: '9.1357',
  ILS: '3.8850',
  INR: '104.20',
  KRW: '1647.00',
  MXN: '21.590',
  NZD: '2.0146',
  SGD: '1.5134',
});

/** A stand-in for the feed: answers what the test sets. */
let feedBody = LATER;
let feedStatus = 200;
const feed = http.createServer((_req, res) => {
  res.writeHead(feedStatus, { 'content-type': 'text/xml' }).end(feedBody);
});
let feedUrl = '';

beforeAll(async () => {
  feed.listen(0, '127.0.0.1');
  await once(feed, 'listening');
  feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/eurofxref-daily.xml`;
});
afterAll(() => feed.close());
afterEach(() => {
  resetRates();
  feedBody = LATER;
  feedStatus = 200;
});

describe('the exchange-rate feed', () => {
  it('puts the feed’s rates in force, and keeps them when the feed fails or answers nonsense', async () => {
    const log = { info: vi.fn(), warn: vi.fn() };
    const rates = startRatesFeed({ url: feedUrl, log: log as never, everyMs: 3_600_000 });
    try {
      await vi.waitFor(() => expect(ratesAsOf()).toBe('2026-12-04'));
      feedStatus = 503;
      expect(await rates.refresh()).toBe(false);
      feedStatus = 200;
      feedBody = '<html>maintenance</html>';
      expect(await rates.refresh()).toBe(false);
      feedBody = ecbDailyXml('2026-12-05', { USD: '1.0600', GBP: '0.8500' });
      expect(await rates.refresh()).toBe(false);
      expect(ratesAsOf()).toBe('2026-12-04');
      expect(log.warn).toHaveBeenCalledWith(
        expect.anything(),
        'exchange-rate feed lacks a currency: rates kept',
      );
    } finally {
      rates.stop();
    }
  });

  describe('on a running server', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ EXCHANGE_RATES_URL: feedUrl });
    });
    afterAll(() => server.close());

    it('answers GET /api/rates and converts the listing fee at the feed’s rates', async () => {
      await vi.waitFor(async () => {
        const answer = await server.app.inject({ method: 'GET', url: '/api/rates' });
        expect(answer.json()).toMatchObject({ as_of: '2026-12-04', rates: { GBP: 0.8 } });
      });
      expect(RATES_AS_OF).not.toBe('2026-12-04');
      const calculation = await server.app.inject({
        method: 'POST',
        url: '/api/calculate/enhanced',
        payload: { mode: 'forward', country: 'GB', selling_price: 20, quantity: 1 },
      });
      expect(calculation.statusCode).toBe(200);
      const body = calculation.json();
      // 0.20 USD at 0.80 GBP a dollar is 16 pence; the bundled rates make it 15.
      expect(body.revenueBreakdown.listingFee).toBe(0.16);
      expect(JSON.stringify(body)).toContain('rates of 2026-12-04');
    });
  });
});
