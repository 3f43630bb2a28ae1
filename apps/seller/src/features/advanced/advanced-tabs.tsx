import {
  IconChartBar,
  IconPlus,
  IconReceipt,
  IconReportMoney,
  IconScale,
  IconSearch,
  IconTable,
  IconTags,
  type Icon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { AdvancedTabId } from './advanced-address';

export interface AdvancedTabContext {
  /** A visitor or an expired seller: no calls are made, the tab shows what Pro gives. */
  locked: boolean;
  /** Opens what unlocks the tab: the trial's sign-in for a visitor, the payment dialog for an expired seller. */
  unlock: () => void;
  /** The refusal in core's words, with its button. */
  refusal: ReactNode;
  /** A visitor (offered the free trial) rather than an expired seller (offered Pro). */
  visitor: boolean;
}

export interface AdvancedTabDefinition {
  id: AdvancedTabId;
  label: string;
  icon: Icon;
  /** Not in the tab bar: reached from a button (the add-sales tab, from '+ Add Sales Data'). */
  hidden?: boolean;
  /** Whether a locked seller sees the tab itself (with Pro badges) rather than the refusal. */
  previewWhenLocked?: boolean;
  render: (context: AdvancedTabContext) => ReactNode;
}

/**
 * The tab bar of advanced spec §2 as data, in the bar's order, each id in advanced-address.ts. The CSV tools
 * render for a locked seller too: their promo with 'Unlock Now' stands in for the tool (advanced spec §2, §4).
 */
export function advancedTabs(components: {
  dashboard: (context: AdvancedTabContext) => ReactNode;
  multiProduct: () => ReactNode;
  pricingAudit: (context: AdvancedTabContext) => ReactNode;
  bulkPriceUpdater: (context: AdvancedTabContext) => ReactNode;
  ordersAnalysis: (context: AdvancedTabContext) => ReactNode;
  reconcile: (context: AdvancedTabContext) => ReactNode;
  marketResearch: () => ReactNode;
  addSales: () => ReactNode;
}): AdvancedTabDefinition[] {
  return [
    {
      id: 'dashboard',
      label: 'Dashboard',
      icon: IconChartBar,
      previewWhenLocked: true,
      render: components.dashboard,
    },
    {
      id: 'multi-product',
      label: 'Multi-Product',
      icon: IconTable,
      // The table prices on the device; saving is what is locked, and its button says so.
      previewWhenLocked: true,
      render: components.multiProduct,
    },
    {
      id: 'break-even-audit',
      label: 'Pricing Audit',
      icon: IconReportMoney,
      previewWhenLocked: true,
      render: components.pricingAudit,
    },
    {
      id: 'bulk-price-updater',
      label: 'Bulk Price Updater',
      icon: IconTags,
      previewWhenLocked: true,
      render: components.bulkPriceUpdater,
    },
    {
      id: 'orders-analysis',
      label: 'Orders Analysis',
      icon: IconReceipt,
      previewWhenLocked: true,
      render: components.ordersAnalysis,
    },
    {
      id: 'reconcile',
      label: 'Reconcile',
      icon: IconScale,
      previewWhenLocked: true,
      render: components.reconcile,
    },
    { id: 'market-research', label: 'Market Research', icon: IconSearch, render: components.marketResearch },
    { id: 'add-sales', label: 'Add Sales', icon: IconPlus, hidden: true, render: components.addSales },
  ];
}
