import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indefiniteArticle, withArticle } from './articles';

describe('indefiniteArticle', () => {
  it('says "an" where the number is read with a vowel sound', () => {
    for (const figure of [
      '80%',
      '8%',
      '8.5%',
      '11%',
      '18%',
      '11,000',
      '18,500',
      '800',
      '8,000',
      '$8.00',
      '€80.00',
      '£11.50',
    ])
      expect(indefiniteArticle(figure), figure).toBe('an');
  });

  it('says "a" otherwise', () => {
    for (const figure of [
      '25%',
      '100%',
      '1%',
      '110%',
      '180',
      '1,100',
      '1,800',
      '-5%',
      '−8%',
      '$25.00',
      '0.8%',
      '95%',
    ])
      expect(indefiniteArticle(figure), figure).toBe('a');
  });

  it('reads initials by their letter names', () => {
    expect(indefiniteArticle('MXN price')).toBe('an');
    expect(indefiniteArticle('USD price')).toBe('a');
    expect(indefiniteArticle('average')).toBe('an');
  });

  it('gives "an" to every margin from 80 to 89 and to no margin from 90 to 99', () => {
    fc.assert(
      fc.property(fc.integer({ min: 80, max: 99 }), fc.constantFrom('', '.5', '.25'), (n, decimals) => {
        expect(withArticle(`${n}${decimals}%`)).toBe(`${n < 90 ? 'an' : 'a'} ${n}${decimals}%`);
      }),
    );
  });
});
