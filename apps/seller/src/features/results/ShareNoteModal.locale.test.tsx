// The note dialog in German: its words, its character count and its button follow the seller's language.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_SHARE_NOTE_LENGTH } from '@margin/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../i18n/language';
import { renderWithMantine } from '../../test/render';
import { ShareNoteModal } from './ShareNoteModal';

afterEach(() => activateLocale('en'));

describe('ShareNoteModal in German', () => {
  it('asks for the note in German and hands the typed note to the link', async () => {
    await activateLocale('de');
    const onCreate = vi.fn();
    renderWithMantine(<ShareNoteModal opened onClose={() => {}} onCreate={onCreate} />);

    expect(screen.getByRole('dialog', { name: 'Mit Notiz teilen' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Notiz zum Link (optional)'), 'Großhandel ');
    expect(screen.getByText(`11/${MAX_SHARE_NOTE_LENGTH} Zeichen`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Link erstellen und kopieren' }));
    expect(onCreate).toHaveBeenCalledWith('Großhandel');
  });
});
