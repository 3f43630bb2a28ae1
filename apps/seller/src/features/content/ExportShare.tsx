import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useLocale } from '../../i18n/runtime';
import { SHARE_MENU_TEXTS as MENU } from '../results/ShareMenu';
import { SHARE_FACTS } from './product-facts';
import { Bullets, ContentSection, DialogBody, Para } from './prose';

/** Tools → Export & Share: what the Share menu and the export buttons under a result do. */
export function ExportShareContent() {
  useLocale();
  const { createLink, openPage, withNote, excel, image, email } = MENU;
  const days = SHARE_FACTS.expiryDays;
  return (
    <DialogBody>
      <Para>
        <Trans>Calculate first: sharing and exports work on the result you see.</Trans>
      </Para>
      <ContentSection title={t`Share a link`}>
        <Bullets
          items={[
            t`Open Share under the result and choose ${createLink}: the link is created and copied for you, ready to paste in a message or an e-mail. ${openPage} opens it in a new tab.`,
            t`The link opens a read-only page with the inputs, costs and profit, and an Open in Calculator button to pick the numbers up and change them.`,
            t`Anyone with the link can see it, and it stops working after ${days} days. If it needs explaining, choose ${withNote}: the note appears above the figures.`,
            t`Copy Link copies a link to the calculator itself, with your inputs filled in.`,
          ]}
        />
      </ContentSection>
      <ContentSection title={t`Export`}>
        <Bullets
          items={[
            t`Export CSV downloads the calculation for a spreadsheet; Export PDF, a page to print or file.`,
            t`In the Share menu, ${excel} downloads an Excel workbook and ${image} a PNG picture of the result, to post or send.`,
            t`${email} sends the result to any address you enter (sign in first).`,
          ]}
        />
      </ContentSection>
    </DialogBody>
  );
}
