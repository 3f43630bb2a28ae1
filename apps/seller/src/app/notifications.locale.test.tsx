// Mantine draws a notification's close button without a name: the app names it, in the language on screen.
import { notifications } from '@mantine/notifications';
import { AppProviders } from '@margin/ui';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeLabel } from '../features/shell/dialog-props';
import { activateLocale } from '../i18n/language';

const renderApp = () =>
  render(
    <AppProviders apiBase="http://api.test" env="test" closeLabel={closeLabel}>
      <main />
    </AppProviders>,
  );
const showNotification = () =>
  act(() => void notifications.show({ id: 'back-online', title: 'Back online', message: 'Connected.' }));

afterEach(async () => {
  cleanup();
  notifications.clean();
  await activateLocale('en');
});

describe("a notification's close button", () => {
  it('is named Close in English', async () => {
    renderApp();
    showNotification();
    expect(await screen.findByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('is named in German once the seller switches to German', async () => {
    renderApp();
    await activateLocale('de');
    showNotification();
    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('button', { name: 'Schließen' })).toBe(alert.querySelector('button'));
  });
});
