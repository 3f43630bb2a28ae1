import type { ComponentType } from 'react';
import { AccuracyTrustContent } from './AccuracyTrust';
import { CalculatorGuideContent } from './CalculatorGuide';
import { ExportShareContent } from './ExportShare';
import { HelpCenterContent } from './HelpCenter';
import { HowItWorksContent } from './HowItWorks';
import { PrivacySummaryContent, TermsSummaryContent } from './LegalSummaries';
import { PricingStrategiesContent } from './PricingStrategies';
import { SellerTipsContent } from './SellerTips';
import { WhyMarginContent } from './WhyMargin';

/** What each dialog of the top navigation shows (core spec §2.2: menu items open modal dialogs). */
export const MENU_CONTENT = {
  'export-share': ExportShareContent,
  'help-center': HelpCenterContent,
  'calculator-guide': CalculatorGuideContent,
  'pricing-strategies': PricingStrategiesContent,
  'seller-tips': SellerTipsContent,
  'how-it-works': HowItWorksContent,
  'why-the-product': WhyMarginContent,
  'accuracy-trust': AccuracyTrustContent,
  'privacy-policy': PrivacySummaryContent,
  'terms-of-service': TermsSummaryContent,
} satisfies Record<string, ComponentType>;

export type MenuContentId = keyof typeof MENU_CONTENT;
