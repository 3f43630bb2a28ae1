import { Group, Text } from '@mantine/core';

/** The rising-bars mark of the app icon, drawn inline so the header needs no extra request. */
export function LogoMark({ size = 30 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 512 512" aria-hidden="true">
      <rect width="512" height="512" rx="116" fill="var(--mantine-color-margin-7)" />
      <rect x="106" y="272" width="76" height="120" rx="22" fill="#fff" fillOpacity="0.62" />
      <rect x="218" y="200" width="76" height="192" rx="22" fill="#fff" fillOpacity="0.82" />
      <rect x="330" y="120" width="76" height="272" rx="22" fill="#fff" />
    </svg>
  );
}

const WORDMARK_SIZES = {
  sm: { mark: 24, fz: 'md' },
  md: { mark: 26, fz: 'lg' },
  lg: { mark: 30, fz: 'xl' },
  xl: { mark: 36, fz: 26 },
} as const;

/** The mark and the product name side by side: the brand as every header, dialog and start-up screen shows it. */
export function Wordmark({ size = 'lg' }: { size?: keyof typeof WORDMARK_SIZES }) {
  const { mark, fz } = WORDMARK_SIZES[size];
  return (
    <Group gap={size === 'sm' || size === 'md' ? 8 : 10} wrap="nowrap">
      <LogoMark size={mark} />
      <Text fw={800} fz={fz} lts={-0.4}>
        Margin
      </Text>
    </Group>
  );
}
