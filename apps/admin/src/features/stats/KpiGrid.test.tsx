import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@margin/core';
import { createFakeApi } from '@margin/ui/fake-api';
import { stats as adminStats } from '../../test/admin-fixtures';
import { renderAdmin } from '../../test/render-admin';
import { KpiGrid } from './KpiGrid';

describe('the key figures', () => {
  it("say 'n/a' for churn, with the reason, when no Pro subscription ran at the start of the 30 days", () => {
    const stats = adminStats();
    renderAdmin(
      <KpiGrid
        stats={{
          ...stats,
          kpis: { ...stats.kpis, churn_rate: null, churn_rate_note: ADMIN_MESSAGES.churnWithoutBase },
          activity: { ...stats.activity, churned_this_month: 2 },
        }}
      />,
      createFakeApi({}),
    );
    const churn = screen.getByText('Churn rate (30 days)').closest('div')!;
    expect(churn).toHaveTextContent('n/a');
    expect(churn).toHaveTextContent(`2 Pro subscriptions ended. ${ADMIN_MESSAGES.churnWithoutBase}`);
    expect(churn).not.toHaveTextContent('0.0%');
  });

  it('show the rate to one decimal when there is one', () => {
    renderAdmin(<KpiGrid stats={adminStats()} />, createFakeApi({}));
    expect(screen.getByText('Churn rate (30 days)').closest('div')).toHaveTextContent('12.5%');
  });
});
