import { Anchor, VisuallyHidden, type AnchorProps } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface NewTabLinkProps extends AnchorProps {
  href: string;
  children: ReactNode;
}

/**
 * A link to another page that opens in a new tab (help, privacy, terms, the official fee pages), and says so
 * to screen readers. In running text it takes the text's size; a `size` of its own sets it.
 */
export function NewTabLink({ href, children, ...props }: NewTabLinkProps) {
  return (
    <Anchor
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      inherit={props.size === undefined}
      {...props}
    >
      {children}
      <IconExternalLink
        size="0.85em"
        aria-hidden="true"
        style={{ marginLeft: 3, verticalAlign: '-0.08em' }}
      />
      <VisuallyHidden>
        {' '}
        <Trans>(opens in a new tab)</Trans>
      </VisuallyHidden>
    </Anchor>
  );
}
