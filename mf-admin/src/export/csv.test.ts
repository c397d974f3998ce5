import { csvField, toCsv } from './csv';

describe('csvField', () => {
  it.each<[string | number | undefined | null, string]>([
    ['plain', 'plain'],
    ['', ''],
    [undefined, ''],
    [null, ''],
    [42, '42'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rhere', '"cr\rhere"'],
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+61 2 9999 9999', "'+61 2 9999 9999"],
    ['-1', "'-1"],
    ['@admin', "'@admin"],
    ['\tTabbed', "'\tTabbed"],
    ['=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
    ['a=b', 'a=b'],
    ['ok@example.com', 'ok@example.com'],
  ])('writes %j as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});

describe('toCsv', () => {
  it('joins fields with commas and rows with CRLF, ending with one', () => {
    expect(
      toCsv([
        ['When', 'Who'],
        ['2026-07-01', 'Ng, Jordan'],
      ]),
    ).toBe('When,Who\r\n2026-07-01,"Ng, Jordan"\r\n');
  });
});
