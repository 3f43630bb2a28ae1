import { IconChartBar, IconPlus, IconSearch, IconTable, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { AdvancedTabId } from './advanced-address';

export interface AdvancedTabContext {
  /** A visitor or an expired seller: no calls are made, the tab shows what Pro gives. */
  locked: boolean;
  /** Opens what unlocks the tab: the trial's sign-in for a visitor, the payment dialog for an expired seller. */
  unlock: () => void;
  /** The refusal in core's words, with its button. */
  refusal: ReactNode;
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
 * The tab bar of advanced spec §2 as data: the CSV tools' tabs (break-even-audit, bulk-price-updater,
 * orders-analysis) are added here, in the bar's order, with their id in advanced-address.ts.
 */
export function advancedTabs(components: {
  dashboard: (context: AdvancedTabContext) => ReactNode;
  multiProduct: () => ReactNode;
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
    { id: 'multi-product', label: 'Multi-Product', icon: IconTable, render: components.multiProduct },
    { id: 'market-research', label: 'Market Research', icon: IconSearch, render: components.marketResearch },
    { id: 'add-sales', label: 'Add Sales', icon: IconPlus, hidden: true, render: components.addSales },
  ];
}
