import { csvCell, toCsv } from './csv';

describe('toCsv', () => {
  it('writes a header and one quoted row per item, CRLF, with a BOM for spreadsheets', () => {
    const rows = [
      { name: 'Dana "D" Park', visits: 3, active: true },
      { name: 'Lee, Sam', visits: 0, active: false },
    ];
    const csv = toCsv(rows, [
      { header: 'Name', value: (row) => row.name },
      { header: 'Visits', value: (row) => row.visits },
      { header: 'Active', value: (row) => row.active },
    ]);
    expect(csv).toBe(
      '\uFEFF"Name","Visits","Active"\r\n"Dana ""D"" Park","3","true"\r\n"Lee, Sam","0","false"\r\n',
    );
  });

  it('keeps a text that a spreadsheet would run as a formula as text (OWASP CSV injection)', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('@SUM(A1)')).toBe('"\'@SUM(A1)"');
    expect(csvCell(-5)).toBe('"-5"');
    expect(csvCell(null)).toBe('');
  });
});
