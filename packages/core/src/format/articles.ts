/**
 * 'a' or 'an' before a figure, by how it is read aloud: "an 80% margin", "an 8% margin", "an 11% margin",
 * "an €18.00 profit" (the symbol is read after the number), but "a 25% margin", "a 100% margin", "a −5% margin"
 * ("minus"), "a 1,800 total". Texts start with a figure in English wherever a seller reads them, so the rule is
 * the English one for numbers: "eight", "eleven" and "eighteen" are the only leading words with a vowel sound.
 */
export function indefiniteArticle(figure: string): 'a' | 'an' {
  // Currency symbols and spaces before the number are read after it ("$8" is "eight dollars").
  const text = figure.replace(/^[^\p{L}\p{N}\-−]+/u, '');
  const match = /^(\d[\d,]*)/.exec(text);
  if (!match) {
    // A word or a code: initials whose name starts with a vowel sound ("an MXN price", "a USD price").
    const first = text.charAt(0).toUpperCase();
    return /^[AEIO]$/.test(first) || (/^[A-Z]{2,}/.test(text) && /^[FHLMNRSX]$/.test(first)) ? 'an' : 'a';
  }
  const digits = match[1]!.replace(/,/g, '');
  if (digits.startsWith('8')) return 'an';
  // 11 and 18 lead as "eleven" and "eighteen" in 11, 11,000 and 11,000,000 (2 digits in the leading group).
  const leadingGroup = digits.length % 3 === 2;
  return leadingGroup && (digits.startsWith('11') || digits.startsWith('18')) ? 'an' : 'a';
}

/** The figure with its article: "an 80%", "a 25%". */
export function withArticle(figure: string): string {
  return `${indefiniteArticle(figure)} ${figure}`;
}
