import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, FakeApiError, renderWithApi } from '../test/fake-api';
import { renderWithMantine } from '../test/render';
import { PAYMENT_FLOW_FLAG } from '../features/subscription/payment-return';
import { PaymentCancelPage } from './PaymentCancel.page';
import { PaymentResultView, PaymentSuccessPage } from './PaymentSuccess.page';

describe('payment result page (core spec §2.9)', () => {
  it('checks the session with the stored token and shows success; the button goes back flagged', async () => {
    const api = createFakeApi({
      'subscription.paymentStatus': () => ({ payment_status: 'paid', status: 'complete' }),
    });
    const navigate = vi.fn();
    renderWithApi(<PaymentSuccessPage sessionId="cs_1" navigate={navigate} />, api, {
      getAuthToken: () => 'tok',
    });
    expect(screen.getByText('Processing Payment...')).toBeInTheDocument();
    expect(await screen.findByText('Payment Successful!')).toBeInTheDocument();
    expect(api.calls).toEqual([
      { path: 'subscription.paymentStatus', input: { session_id: 'cs_1' }, authorization: 'Bearer tok' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Calculator' }));
    expect(navigate).toHaveBeenCalledWith('/?payment_success=true');
    expect(window.sessionStorage.getItem(PAYMENT_FLOW_FLAG)).toBe('1');
    window.sessionStorage.clear();
  });

  it('shows the error state when the status call fails', async () => {
    const api = createFakeApi({
      'subscription.paymentStatus': () => {
        throw new FakeApiError(404, 'Payment session not found.');
      },
    });
    renderWithApi(<PaymentSuccessPage sessionId="cs_x" navigate={() => {}} />, api);
    expect(await screen.findByText('Payment Error')).toBeInTheDocument();
    expect(
      screen.getByText(
        'There was an error processing your payment. Please check your email for confirmation or try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Calculator' })).toBeInTheDocument();
  });

  it.each([
    ['expired', 'Payment Expired', 'Your payment session has expired. Please try again.'],
    [
      'timeout',
      'Payment Error',
      'There was an error processing your payment. Please check your email for confirmation or try again.',
    ],
  ] as const)('the %s state reads %j', async (phase, title, text) => {
    const onContinue = vi.fn();
    renderWithMantine(<PaymentResultView phase={phase} onContinue={onContinue} />);
    expect(screen.getByText(title)).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Calculator' }));
    expect(onContinue).toHaveBeenCalled();
  });

  it('the cancelled page says so and links back to the calculator', () => {
    renderWithMantine(<PaymentCancelPage />);
    expect(screen.getByText('Payment Cancelled')).toBeInTheDocument();
    expect(
      screen.getByText('Your payment was cancelled. You can try again anytime to get full access'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Calculator' })).toHaveAttribute('href', '/');
  });
});
