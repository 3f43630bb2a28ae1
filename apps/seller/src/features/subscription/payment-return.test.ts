import { describe, expect, it, vi } from 'vitest';
import {
  consumePaymentReturn,
  markPaymentFlow,
  PAYMENT_FLOW_FLAG,
  returnFromPayment,
} from './payment-return';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('returning from the payment pages (core spec §4)', () => {
  it('notices the query flag, removes it from the URL and keeps the rest', () => {
    const history = { state: { a: 1 }, replaceState: vi.fn() };
    const storage = memoryStorage();
    expect(
      consumePaymentReturn(
        { href: 'https://margin.app/?payment_success=true&m=reverse#x' },
        history,
        storage,
      ),
    ).toBe(true);
    expect(history.replaceState).toHaveBeenCalledWith({ a: 1 }, '', '/?m=reverse#x');
  });

  it('notices the session flag alone and removes it', () => {
    const history = { state: null, replaceState: vi.fn() };
    const storage = memoryStorage();
    markPaymentFlow(storage);
    expect(storage.data.get(PAYMENT_FLOW_FLAG)).toBe('1');
    expect(consumePaymentReturn({ href: 'https://margin.app/' }, history, storage)).toBe(true);
    expect(storage.data.size).toBe(0);
    expect(history.replaceState).not.toHaveBeenCalled();
    expect(consumePaymentReturn({ href: 'https://margin.app/' }, history, storage)).toBe(false);
  });

  it('cleans a payment_success parameter with another value without counting it', () => {
    const history = { state: null, replaceState: vi.fn() };
    expect(
      consumePaymentReturn({ href: 'https://margin.app/?payment_success=no' }, history, memoryStorage()),
    ).toBe(false);
    expect(history.replaceState).toHaveBeenCalledWith(null, '', '/');
  });

  it('every result-page button sets the flag and goes to /?payment_success=true', () => {
    const navigate = vi.fn();
    returnFromPayment(navigate);
    expect(window.sessionStorage.getItem(PAYMENT_FLOW_FLAG)).toBe('1');
    expect(navigate).toHaveBeenCalledWith('/?payment_success=true');
    window.sessionStorage.clear();
  });
});
