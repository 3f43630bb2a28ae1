import { deferredMenu, type StandInButtonProps } from '../features/shell/deferred-menu';
import { LanguageButton } from './LanguageButton';

// Mantine's Menu is not in the first download: its button stands in until the menu's code is here.
function LanguageStandIn({ standIn }: { standIn: StandInButtonProps }) {
  return <LanguageButton {...standIn} />;
}

export const HeaderLanguage = deferredMenu<object>(
  () => import('./LanguageMenu').then((m) => m.LanguageMenu),
  LanguageStandIn,
);
