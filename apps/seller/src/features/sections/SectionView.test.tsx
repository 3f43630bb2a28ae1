import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { SectionView } from './SectionView';

describe('SectionView', () => {
  it.each([
    ['analytics', 'Advanced analytics coming soon'],
    ['settings', 'Content coming soon...'],
    ['no-such-section', 'Section not found'],
  ])('section %s shows "%s"', (section, text) => {
    renderWithMantine(<SectionView section={section} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
