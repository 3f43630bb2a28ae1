import { Trans } from '@lingui/react/macro';
import { isEnglish } from '@margin/core';
import { useLocale } from '../../i18n/runtime';

/**
 * Above a translated legal text: the English text is the one that binds, as is common for policies published in
 * several languages. English readers see nothing.
 */
export function TranslationNotice() {
  const locale = useLocale();
  if (isEnglish(locale)) return null;
  return (
    <p>
      <em>
        <Trans>
          This translation is provided for your convenience; the English version is the authoritative text.
        </Trans>
      </em>
    </p>
  );
}
