import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './content-disposition';

describe('attachmentDisposition', () => {
  it('names a plain file as it is', () => {
    expect(attachmentDisposition('margin-orders-template.csv')).toBe(
      'attachment; filename="margin-orders-template.csv"',
    );
  });

  it('keeps quotes, backslashes and line breaks out of the quoted name, and adds the UTF-8 name', () => {
    expect(attachmentDisposition('a"b\\c\r\nd.csv')).toBe(
      `attachment; filename="a_b_c__d.csv"; filename*=UTF-8''a%22b%5Cc%0D%0Ad.csv`,
    );
    expect(attachmentDisposition("Café's (1).csv")).toBe(
      `attachment; filename="Caf_'s (1).csv"; filename*=UTF-8''Caf%C3%A9%27s%20%281%29.csv`,
    );
  });
});
