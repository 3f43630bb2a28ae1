import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { theme } from '@margin/ui';

function Wrapper({ children }: { children: ReactNode }) {
  // env="test" turns off transitions and portals, so dropdowns render at once and in place.
  return (
    <MantineProvider theme={theme} env="test">
      {children}
    </MantineProvider>
  );
}

/** Renders inside the app's Mantine theme; rerenders keep the provider. */
export function renderWithMantine(ui: ReactElement) {
  return render(ui, { wrapper: Wrapper });
}
