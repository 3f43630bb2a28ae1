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
import { msg } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { localized } from '../../i18n/localized';
import type { AdvancedTabId } from './advanced-address';

/** The tab bar's labels; the spec names the tabs by their ids only. */
const TAB_LABELS = localized({
  dashboard: msg`Dashboard`,
  multiProduct: msg`Multi-Product`,
  pricingAudit: msg`Pricing Audit`,
  bulkPriceUpdater: msg`Bulk Price Updater`,
  ordersAnalysis: msg`Orders Analysis`,
  reconcile: msg`Reconcile`,
  marketResearch: msg`Market Research`,
  addSales: msg`Add Sales`,
});

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
      label: TAB_LABELS.dashboard,
      icon: IconChartBar,
      previewWhenLocked: true,
      render: components.dashboard,
    },
    {
      id: 'multi-product',
      label: TAB_LABELS.multiProduct,
      icon: IconTable,
      // The table prices on the device; saving is what is locked, and its button says so.
      previewWhenLocked: true,
      render: components.multiProduct,
    },
    {
      id: 'break-even-audit',
      label: TAB_LABELS.pricingAudit,
      icon: IconReportMoney,
      previewWhenLocked: true,
      render: components.pricingAudit,
    },
    {
      id: 'bulk-price-updater',
      label: TAB_LABELS.bulkPriceUpdater,
      icon: IconTags,
      previewWhenLocked: true,
      render: components.bulkPriceUpdater,
    },
    {
      id: 'orders-analysis',
      label: TAB_LABELS.ordersAnalysis,
      icon: IconReceipt,
      previewWhenLocked: true,
      render: components.ordersAnalysis,
    },
    {
      id: 'reconcile',
      label: TAB_LABELS.reconcile,
      icon: IconScale,
      previewWhenLocked: true,
      render: components.reconcile,
    },
    {
      id: 'market-research',
      label: TAB_LABELS.marketResearch,
      icon: IconSearch,
      render: components.marketResearch,
    },
    {
      id: 'add-sales',
      label: TAB_LABELS.addSales,
      icon: IconPlus,
      hidden: true,
      render: components.addSales,
    },
  ];
}
