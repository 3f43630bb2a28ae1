import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@margin/db/testing';
import { createContext } from '../context';
import { createCaller } from '../root';
import { callerForToken, createSeller, testServices, type SellerState } from '../testing';

const testDb = await createTestDatabase();
afterAll(() => testDb.drop());

async function seller(email: string, state: SellerState = 'trial') {
  const { user, token } = await createSeller(testDb.db, { state, email });
  const services = testServices();
  return { user, services, caller: await callerForToken(testDb.db, token, services) };
}

const example = { country: 'GB', selling_price: 25, product_cost: 5, shipping_cost: 4, vat_rate: 20 };

describe('calc.emailReport', () => {
  it('mails the summary the engine computes (not client numbers), and records the message', async () => {
    const { caller, services, user } = await seller('report@example.com');
    expect(await caller.calc.emailReport({ email: ' Partner@Example.com ', input: example })).toEqual({
      sent: true,
    });
    expect(services.mailbox).toHaveLength(1);
    const mail = services.mailbox[0]!;
    expect(mail.to).toBe('partner@example.com');
    expect(mail.kind).toBe('calculation_report');
    const result = await caller.calc.calculate(example);
    const profit = `£${result.profitAnalysis.netProfit.toFixed(2)}`;
    expect(mail.subject).toBe(`Margin: Profit ${profit} at £25.00`);
    expect(mail.text).toContain(`Net Profit: ${profit}`);
    expect(mail.text).toContain(`Profit Margin: ${result.profitAnalysis.profitMargin.toFixed(2)}%`);
    expect(mail.text).toContain('VAT/Tax: £');
    expect(mail.text).not.toContain('Offsite Ads Fee'); // only when above 0
    const row = await testDb.db.prisma.outgoingEmail.findFirstOrThrow({ where: { userId: user.id } });
    expect(row).toMatchObject({ kind: 'calculation_report', to: 'partner@example.com' });
  });

  it("writes the calculation's lines, amounts and title in the account's language", async () => {
    const { caller, services, user } = await seller('report-de@example.com');
    await testDb.db.prisma.user.update({ where: { id: user.id }, data: { locale: 'de' } });
    await caller.calc.emailReport({ email: 'a@example.com', input: { ...example, selling_price: 1234.56 } });
    const mail = services.mailbox[0]!;
    expect(mail.subject).toMatch(/^Margin: Gewinn [\d.,]+\u00a0£ bei 1\.234,56\u00a0£$/);
    expect(mail.text).toContain('Verkaufspreis: 1.234,56\u00a0£');
    expect(mail.text).toContain('Bruttoumsatz: ');
    expect(mail.text).toContain('Land: Vereinigtes Königreich (GBP)');
    expect(mail.text).not.toContain('Net Profit');
    // The API's own answer stays English.
    const result = await caller.calc.calculate({ ...example, selling_price: 1234.56 });
    expect(result.insights.feeStructure).toMatch(/^United Kingdom \(GBP\): listing /);
  });

  it('titles the mail with the product name in any script, and refuses a name with a direction override', async () => {
    const { caller, services } = await seller('report-named@example.com');
    await caller.calc.emailReport({
      email: 'a@example.com',
      input: { ...example, product_name: ' 수제 머그컵 ' },
    });
    const mail = services.mailbox[0]!;
    expect(mail.subject).toMatch(/^Margin: 수제 머그컵: Profit £/);
    expect(mail.text).toContain('Product: 수제 머그컵');
    expect(
      (await caller.calc.calculate({ ...example, product_name: 'Kubek ręcznie robiony' })).productName,
    ).toBe('Kubek ręcznie robiony');
    await expect(
      caller.calc.emailReport({
        email: 'a@example.com',
        input: { ...example, product_name: 'mug\u202Egpj.exe' },
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller.calc.calculate({ ...example, product_name: 'two\nlines' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(services.mailbox).toHaveLength(1);
  });

  it('refuses an empty address, bad input, an expired trial and anonymous callers, sending nothing', async () => {
    const { caller, services } = await seller('report-bad@example.com');
    await expect(caller.calc.emailReport({ email: '', input: example })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(
      caller.calc.emailReport({ email: 'a@example.com', input: { ...example, quantity: 0 } }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const expired = await seller('report-expired@example.com', 'expired');
    await expect(
      expired.caller.calc.emailReport({ email: 'a@example.com', input: example }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const anonymous = createCaller(createContext({ db: testDb.db, services }));
    await expect(
      anonymous.calc.emailReport({ email: 'a@example.com', input: example }),
    ).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect(services.mailbox).toHaveLength(0);
  });

  it('stops after 20 reports an hour per seller', async () => {
    const { caller, services } = await seller('report-many@example.com');
    for (let i = 0; i < 20; i++) await caller.calc.emailReport({ email: 'a@example.com', input: example });
    await expect(caller.calc.emailReport({ email: 'a@example.com', input: example })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
    expect(services.mailbox).toHaveLength(20);
  });
});
