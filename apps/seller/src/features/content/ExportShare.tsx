import { SHARE_MENU_TEXTS as MENU } from '../results/ShareMenu';
import { SHARE_FACTS } from './product-facts';
import { Bullets, ContentSection, DialogBody, Para } from './prose';

/** Tools → Export & Share: what the Share menu and the export buttons under a result do. */
export function ExportShareContent() {
  return (
    <DialogBody>
      <Para>Calculate first: sharing and exports work on the result you see.</Para>
      <ContentSection title="Share a link">
        <Bullets
          items={[
            `Open Share under the result and choose ${MENU.createLink}: the link is created and copied for you, ready to paste in a message or an e-mail. ${MENU.openPage} opens it in a new tab.`,
            'The link opens a read-only page with the inputs, costs and profit, and an Open in Calculator button to pick the numbers up and change them.',
            `Anyone with the link can see it, and it stops working after ${SHARE_FACTS.expiryDays} days. If it needs explaining, choose ${MENU.withNote}: the note appears above the figures.`,
            'Copy Link copies a link to the calculator itself, with your inputs filled in.',
          ]}
        />
      </ContentSection>
      <ContentSection title="Export">
        <Bullets
          items={[
            'Export CSV downloads the calculation for a spreadsheet; Export PDF, a page to print or file.',
            `In the Share menu, ${MENU.excel} downloads an Excel workbook and ${MENU.image} a PNG picture of the result, to post or send.`,
            `${MENU.email} sends the result to any address you enter (sign in first).`,
          ]}
        />
      </ContentSection>
    </DialogBody>
  );
}
