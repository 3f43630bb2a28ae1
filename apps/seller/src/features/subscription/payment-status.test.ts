import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  INITIAL_PAYMENT_POLL,
  PAYMENT_POLL_INTERVAL_MS,
  PAYMENT_POLL_MAX_ATTEMPTS,
  paymentPollReducer,
  type CheckoutStatusAnswer,
  type PaymentPollState,
} from './payment-status';
import { usePaymentPolling } from './use-payment-polling';

const pending: CheckoutStatusAnswer = { payment_status: 'unpaid', status: 'open' };
const paid: CheckoutStatusAnswer = { payment_status: 'paid', status: 'complete' };
const expired: CheckoutStatusAnswer = { payment_status: 'unpaid', status: 'expired' };

describe('paymentPollReducer (core spec §4, payment result)', () => {
  it('goes to success on paid, expired on expired, error on a failed call', () => {
    expect(paymentPollReducer(INITIAL_PAYMENT_POLL, { type: 'answer', answer: paid })).toEqual({
      phase: 'success',
      attempts: 1,
    });
    expect(paymentPollReducer(INITIAL_PAYMENT_POLL, { type: 'answer', answer: expired }).phase).toBe(
      'expired',
    );
    expect(paymentPollReducer(INITIAL_PAYMENT_POLL, { type: 'failed' }).phase).toBe('error');
  });

  it('keeps checking while pending, and times out on the fifth pending answer', () => {
    let state: PaymentPollState = INITIAL_PAYMENT_POLL;
    for (let i = 1; i < PAYMENT_POLL_MAX_ATTEMPTS; i++) {
      state = paymentPollReducer(state, { type: 'answer', answer: pending });
      expect(state).toEqual({ phase: 'checking', attempts: i });
    }
    state = paymentPollReducer(state, { type: 'answer', answer: pending });
    expect(state).toEqual({ phase: 'timeout', attempts: 5 });
  });

  it('reads paid before expired, and ignores anything after it decided', () => {
    expect(
      paymentPollReducer(INITIAL_PAYMENT_POLL, {
        type: 'answer',
        answer: { payment_status: 'paid', status: 'expired' },
      }).phase,
    ).toBe('success');
    const done: PaymentPollState = { phase: 'error', attempts: 2 };
    expect(paymentPollReducer(done, { type: 'answer', answer: paid })).toBe(done);
  });
});

describe('usePaymentPolling', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
  const wait = () => act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_INTERVAL_MS));

  it('asks at once, then every 2 seconds, and stops after 5 pending answers', async () => {
    const check = vi.fn().mockResolvedValue(pending);
    const { result } = renderHook(() => usePaymentPolling(check));
    await flush();
    expect(check).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_INTERVAL_MS - 1));
    expect(check).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(check).toHaveBeenCalledTimes(2);
    await wait();
    await wait();
    await wait();
    expect(check).toHaveBeenCalledTimes(5);
    expect(result.current).toEqual({ phase: 'timeout', attempts: 5 });
    await wait();
    expect(check).toHaveBeenCalledTimes(5);
  });

  it('stops at the first paid answer', async () => {
    const check = vi.fn().mockResolvedValueOnce(pending).mockResolvedValueOnce(paid);
    const { result } = renderHook(() => usePaymentPolling(check));
    await flush();
    expect(result.current.phase).toBe('checking');
    await wait();
    expect(result.current).toEqual({ phase: 'success', attempts: 2 });
    await wait();
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('shows the error state when a call fails', async () => {
    const check = vi.fn().mockRejectedValue(new Error('offline'));
    const { result } = renderHook(() => usePaymentPolling(check));
    await flush();
    expect(result.current.phase).toBe('error');
  });

  it('asks nothing more once unmounted', async () => {
    const check = vi.fn().mockResolvedValue(pending);
    const { unmount } = renderHook(() => usePaymentPolling(check));
    await flush();
    unmount();
    await wait();
    expect(check).toHaveBeenCalledTimes(1);
  });
});
