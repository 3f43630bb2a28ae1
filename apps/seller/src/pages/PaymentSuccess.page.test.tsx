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

  it('tells a seller without a stored session that a paid checkout succeeded, and to sign in to see Pro', async () => {
    const api = createFakeApi({
      'subscription.checkoutResult': () => ({ payment_status: 'paid', status: 'complete' }),
    });
    const navigate = vi.fn();
    renderWithApi(<PaymentSuccessPage sessionId="cs_2" signedIn={false} navigate={navigate} />, api);
    expect(await screen.findByText('Payment Successful!')).toBeInTheDocument();
    expect(screen.getByText('Sign in with the e-mail you subscribed with to see Pro.')).toBeInTheDocument();
    expect(screen.queryByText('Payment Error')).toBeNull();
    expect(api.calls).toEqual([
      { path: 'subscription.checkoutResult', input: { session_id: 'cs_2' }, authorization: null },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Calculator' }));
    expect(navigate).toHaveBeenCalledWith('/?payment_success=true');
    window.sessionStorage.clear();
  });

  it('asks without the session when it lapsed during checkout (401), and keeps polling that way', async () => {
    const answers = [
      { payment_status: 'unpaid', status: 'open' },
      { payment_status: 'paid', status: 'complete' },
    ];
    const api = createFakeApi({
      'subscription.paymentStatus': () => {
        throw new FakeApiError(401, 'Please sign in to continue.');
      },
      'subscription.checkoutResult': () => answers.shift(),
    });
    renderWithApi(<PaymentSuccessPage sessionId="cs_3" navigate={() => {}} />, api, {
      getAuthToken: () => 'lapsed',
    });
    expect(await screen.findByText('Payment Successful!', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Sign in with the e-mail you subscribed with to see Pro.')).toBeInTheDocument();
    expect(api.calls.map((c) => c.path)).toEqual([
      'subscription.paymentStatus',
      'subscription.checkoutResult',
      'subscription.checkoutResult',
    ]);
  });

  it("says 'Payment Error' without a session only when the checkout is not found either", async () => {
    const api = createFakeApi({
      'subscription.checkoutResult': () => {
        throw new FakeApiError(404, 'Payment session not found.');
      },
    });
    renderWithApi(<PaymentSuccessPage sessionId="cs_gone" signedIn={false} navigate={() => {}} />, api);
    expect(await screen.findByText('Payment Error')).toBeInTheDocument();
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
