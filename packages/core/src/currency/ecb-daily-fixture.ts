/** An ECB daily reference-rate file as the feed serves it, for the tests of the reader and of the server's refresh. */
export function ecbDailyXml(date: string, rates: Record<string, string>): string {
  const cubes = Object.entries(rates)
    .map(([code, rate]) => `\t\t\t<Cube currency='${code}' rate='${rate}'/>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
\t<gesmes:subject>Reference rates</gesmes:subject>
\t<gesmes:Sender>
\t\t<gesmes:name>European Central Bank</gesmes:name>
\t</gesmes:Sender>
\t<Cube>
\t\t<Cube time='${date}'>
${cubes}
\t\t</Cube>
\t</Cube>
</gesmes:Envelope>
`;
}
