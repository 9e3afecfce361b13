import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Result = { csv: string; count: number; columns: string[]; warnings: string[] };
type Row = Record<string, string>;
const convert = (input: string, delimiter?: string) => run<Result>('vcf-to-csv', delimiter ? { input, delimiter } : { input });
/** The CSV read back by csv-to-json (papaparse, RFC 4180), every cell a string. */
async function rowsOf(input: string): Promise<Row[]> {
  const { csv } = await convert(input);
  return (await run<{ rows: Row[] }>('csv-to-json', { csv, coerce: false })).rows.map((row) => ({ ...row }));
}
const card = (...lines: string[]) => ['BEGIN:VCARD', ...lines, 'END:VCARD', ''].join('\r\n');

/** RFC 6350 §8, the author's vCard, as printed in the RFC (folded lines included). */
const RFC6350_AUTHOR = card(
  'VERSION:4.0',
  'FN:Simon Perreault',
  'N:Perreault;Simon;;;ing. jr,M.Sc.',
  'BDAY:--0203',
  'ANNIVERSARY:20090808T1430-0500',
  'GENDER:M',
  'LANG;PREF=1:fr',
  'LANG;PREF=2:en',
  'ORG;TYPE=work:Viagenie',
  'ADR;TYPE=work:;Suite D2-630;2875 Laurier;',
  ' Quebec;QC;G1V 2M2;Canada',
  'TEL;VALUE=uri;TYPE="work,voice";PREF=1:tel:+1-418-656-9254;ext=102',
  'TEL;VALUE=uri;TYPE="work,cell,voice,video,text":tel:+1-418-262-6501',
  'EMAIL;TYPE=work:simon.perreault@viagenie.ca',
  'GEO;TYPE=work:geo:46.772673,-71.282945',
  'KEY;TYPE=work;VALUE=uri:',
  ' http://www.viagenie.ca/simon.perreault/simon.asc',
  'TZ:-0500',
  'URL;TYPE=home:http://nomis80.org',
);

/** RFC 2426 §7, the two vCard 3.0 examples. */
const RFC2426_EXAMPLES =
  'BEGIN:vCard\r\nVERSION:3.0\r\nFN:Frank Dawson\r\nORG:Lotus Development Corporation\r\nADR;TYPE=WORK,POSTAL,PARCEL:;;6544 Battleford Drive\r\n ;Raleigh;NC;27613-3502;U.S.A.\r\n' +
  'TEL;TYPE=VOICE,MSG,WORK:+1-919-676-9515\r\nTEL;TYPE=FAX,WORK:+1-919-676-9564\r\nEMAIL;TYPE=INTERNET,PREF:Frank_Dawson@Lotus.com\r\nEMAIL;TYPE=INTERNET:fdawson@earthlink.net\r\n' +
  'URL:http://home.earthlink.net/~fdawson\r\nEND:vCard\r\n\r\n\r\n' +
  'BEGIN:vCard\r\nVERSION:3.0\r\nFN:Tim Howes\r\nORG:Netscape Communications Corp.\r\nADR;TYPE=WORK:;;501 E. Middlefield Rd.;Mountain View;\r\n CA; 94043;U.S.A.\r\n' +
  'TEL;TYPE=VOICE,MSG,WORK:+1-415-937-3419\r\nTEL;TYPE=FAX,WORK:+1-415-528-4164\r\nEMAIL;TYPE=INTERNET:howes@netscape.com\r\nEND:vCard\r\n';

const EMPTY_ROW = {
  full_name: '', name_prefix: '', given_name: '', additional_names: '', family_name: '', name_suffix: '', nickname: '', organization: '',
  department: '', title: '', emails: '', phones: '', addresses: '', urls: '', birthday: '', note: '',
};

describe('vcf-to-csv', () => {
  it('reads the RFC 6350 author card', async () => {
    // python3: vobject.readOne(card) gives N Perreault/Simon/suffix ['ing. jr', 'M.Sc.'], the ADR
    // unfolded to ;Suite D2-630;2875 Laurier;Quebec;QC;G1V 2M2;Canada, TEL 'tel:+1-418-656-9254;ext=102'
    // with TYPE 'work,voice' and PREF 1, the KEY unfolded; the columns below follow from those values.
    expect(await rowsOf(RFC6350_AUTHOR)).toEqual([
      {
        ...EMPTY_ROW,
        full_name: 'Simon Perreault',
        given_name: 'Simon',
        family_name: 'Perreault',
        name_suffix: 'ing. jr, M.Sc.',
        organization: 'Viagenie',
        emails: 'simon.perreault@viagenie.ca (work)',
        phones: '+1-418-656-9254;ext=102 (work, voice); +1-418-262-6501 (work, cell, voice, video, text)',
        addresses: 'Suite D2-630, 2875 Laurier, Quebec, QC G1V 2M2, Canada (work)',
        urls: 'http://nomis80.org (home)',
        birthday: '--02-03',
      },
    ]);
  });

  it('reads both RFC 2426 examples, the preferred e-mail first', async () => {
    // python3: vobject.readComponents(text): the TEL and EMAIL values and TYPE lists below; the second
    // ADR unfolds to ;;501 E. Middlefield Rd.;Mountain View;CA; 94043;U.S.A. (parts are trimmed here).
    const result = await convert(RFC2426_EXAMPLES);
    expect(result.count).toBe(2);
    expect(await rowsOf(RFC2426_EXAMPLES)).toEqual([
      {
        ...EMPTY_ROW,
        full_name: 'Frank Dawson',
        organization: 'Lotus Development Corporation',
        emails: 'Frank_Dawson@Lotus.com; fdawson@earthlink.net',
        phones: '+1-919-676-9515 (voice, msg, work); +1-919-676-9564 (fax, work)',
        addresses: '6544 Battleford Drive, Raleigh, NC 27613-3502, U.S.A. (work, postal, parcel)',
        urls: 'http://home.earthlink.net/~fdawson',
      },
      {
        ...EMPTY_ROW,
        full_name: 'Tim Howes',
        organization: 'Netscape Communications Corp.',
        emails: 'howes@netscape.com',
        phones: '+1-415-937-3419 (voice, msg, work); +1-415-528-4164 (fax, work)',
        addresses: '501 E. Middlefield Rd., Mountain View, CA 94043, U.S.A. (work)',
      },
    ]);
    expect(result.warnings).toEqual([]);
  });

  it('unescapes and splits structured values as the RFCs define them', async () => {
    // RFC 2426 §3.1.2, §3.5.5, §3.6.2 and RFC 6350 §6.2.3 examples; python3 vobject reads N additional
    // ['Philip', 'Paul'], suffix ['Jr.', 'M.D.', 'A.C.P.'], ORG ['ABC, Inc.', 'North American Division',
    // 'Marketing'] and NOTE 'This fax number is operational 0800 to 1715 EST, Mon-Fri.'.
    const [row] = await rowsOf(
      card(
        'VERSION:3.0',
        'N:Stevenson;John;Philip,Paul;Dr.;Jr.,M.D.,A.C.P.',
        'NICKNAME:Jim,Jimmie',
        'ORG:ABC\\, Inc.;North American Division;Marketing',
        'TITLE:Director\\; Research',
        'NOTE:This fax number is operational 0800 to 1715',
        '  EST\\, Mon-Fri.',
        'NOTE:Line 1\\nLine 2\\NLine 3 \\\\ done',
      ),
    );
    expect(row).toEqual({
      ...EMPTY_ROW,
      full_name: 'Dr. John Philip Paul Stevenson Jr., M.D., A.C.P.',
      name_prefix: 'Dr.',
      given_name: 'John',
      additional_names: 'Philip Paul',
      family_name: 'Stevenson',
      name_suffix: 'Jr., M.D., A.C.P.',
      nickname: 'Jim, Jimmie',
      organization: 'ABC, Inc.',
      department: 'North American Division, Marketing',
      title: 'Director; Research',
      note: 'This fax number is operational 0800 to 1715 EST, Mon-Fri.\nLine 1\nLine 2\nLine 3 \\ done',
    });
  });

  it('reads RFC 6350 parameters: quoted values with ":" and ";", PREF order, tel: URIs and the BDAY forms', async () => {
    const rows = await rowsOf(
      card(
        'VERSION:4.0',
        'FN:Jane Doe',
        'ADR;GEO="geo:12.3457,78.910";LABEL="Mr. John Q. Public, Esq.\\n',
        ' Mail Drop: TNE QB\\n123 Main Street\\nAny Town, CA  91921-1234\\n',
        ' U.S.A.":;;123 Main Street;Any Town;CA;91921-1234;U.S.A.',
        'EMAIL;TYPE=work:jqpublic@xyz.example.com',
        'EMAIL;PREF=1:jane_doe@example.com',
        'TEL;VALUE=uri;PREF=1;TYPE="voice,home":tel:+1-555-555-5555;ext=5555',
        'TEL;VALUE=uri;TYPE=home:tel:+33-01-23-45-67',
        'BDAY:19531015T231000Z',
      ) + card('VERSION:4.0', 'FN:B', 'BDAY:19960415') + card('VERSION:4.0', 'FN:C', 'BDAY;VALUE=text:circa 1800') + card('VERSION:4.0', 'FN:D', 'BDAY:--0415'),
    );
    expect(rows[0]).toMatchObject({
      addresses: '123 Main Street, Any Town, CA 91921-1234, U.S.A.',
      emails: 'jane_doe@example.com; jqpublic@xyz.example.com (work)',
      phones: '+1-555-555-5555;ext=5555 (voice, home); +33-01-23-45-67 (home)',
      birthday: '1953-10-15T23:10:00Z',
    });
    expect(rows.slice(1).map((row) => row.birthday)).toEqual(['1996-04-15', 'circa 1800', '--04-15']);
  });

  it('decodes vCard 2.1 quoted-printable with soft line breaks and charsets, and bare types', async () => {
    // python3: quopri.decodestring(b'Caf=C3=A9 =0D=0A=\r\nsecond line').decode('utf-8') == 'Café \r\nsecond line'
    //          quopri.decodestring(b'Andr=E9 M=FCller').decode('iso-8859-1') == 'André Müller'
    const [row] = await rowsOf(
      card(
        'VERSION:2.1',
        'N;CHARSET=ISO-8859-1;ENCODING=QUOTED-PRINTABLE:M=FCller;Andr=E9',
        'FN;CHARSET=ISO-8859-1;ENCODING=QUOTED-PRINTABLE:Andr=E9 M=FCller',
        'TEL;WORK;VOICE;MSG:+1 (919) 555-1234',
        'TEL;CELL:+1 (919) 554-6758',
        'NOTE;ENCODING=QUOTED-PRINTABLE;CHARSET=UTF-8:Caf=C3=A9 =0D=0A=',
        'second line',
        'TITLE;ENCODING=BASE64;CHARSET=UTF-8:Q2hlZiDwn42z',
      ),
    );
    expect(row).toMatchObject({
      full_name: 'André Müller',
      given_name: 'André',
      family_name: 'Müller',
      phones: '+1 (919) 555-1234 (work, voice, msg); +1 (919) 554-6758 (cell)',
      note: 'Café \r\nsecond line',
      title: 'Chef 🍳',
    });
  });

  it('uses Apple group labels as types and puts TYPE=pref values first', async () => {
    const [row] = await rowsOf(
      card(
        'VERSION:3.0',
        'FN:Grouped',
        'item1.EMAIL;type=INTERNET:home@example.com',
        'item1.X-ABLabel:_$!<Home>!$_',
        'item2.EMAIL;type=INTERNET;type=pref:work@example.com',
        'ITEM2.X-ABLABEL:Office',
      ),
    );
    expect(row!.emails).toBe('work@example.com (office); home@example.com (home)');
  });

  it('warns about what it skips, with line numbers', async () => {
    const text = 'stray line\r\n' + card('VERSION:3.0', 'FN:A', 'no colon here', 'AGENT;VALUE=vcard:', 'BEGIN:VCARD', 'FN:Agent', 'END:VCARD', 'EMAIL:a@example.com') + 'BEGIN:VCARD\r\nFN:Unended\r\nVERSION:5.0\r\n';
    const result = await convert(text);
    expect(result.count).toBe(2);
    expect(result.warnings).toEqual([
      'line 1: text outside any BEGIN:VCARD … END:VCARD; skipped',
      'line 5: not a vCard content line (name, parameters, ":" and value): "no colon here"; skipped',
      'line 7: a vCard nested in the card of line 2 (an AGENT) is skipped',
      'line 12: the card has no END:VCARD; it ends with the text',
      'line 13: vCard version "5.0" is not 2.1, 3.0 or 4.0; read like 4.0',
    ]);
    const rows = await rowsOf(text);
    expect(rows.map((row) => [row.full_name, row.emails])).toEqual([
      ['A', 'a@example.com'],
      ['Unended', ''],
    ]);
  });

  it('writes other delimiters with RFC 4180 quoting', async () => {
    const { csv } = await convert(card('VERSION:4.0', 'FN:Semi\\; Colon', 'NOTE:say "hi"'), ';');
    expect(csv.split('\r\n')[1]).toBe('"Semi; Colon";;;;;;;;;;;;;;;"say ""hi"""');
  });

  it('refuses text without a card, and bad options', async () => {
    await expectInvalid('vcf-to-csv', { input: 'FN:No card\r\n' }, 'input: no vCard found (a card starts with a BEGIN:VCARD line and ends with END:VCARD)');
    await expectInvalid('vcf-to-csv', { input: '' }, /^input: no vCard found/);
    await expectInvalid('vcf-to-csv', { input: 'BEGIN:VCARD', delimiter: '\n' }, /^delimiter: must be one character/);
    await expectInvalid('vcf-to-csv', { input: 'BEGIN:VCARD', format: 'x' }, 'format: unknown field');
    await expectInvalid('vcf-to-csv', {}, 'input: is required');
  });

  it('holds the 1,000,000-character bound and stays linear on hostile folding and parameters', async () => {
    const max = 'BEGIN:VCARD\r\nNOTE:' + ' x'.repeat(499_989) + 'yy\r\n';
    expect(max.length).toBe(1_000_000);
    expect((await convert(max)).count).toBe(1);
    await expectInvalid('vcf-to-csv', { input: max + 'z' }, 'input: must be at most 1000000 characters');
    // 150,000 folded continuation lines before any ":", 240,000 quoted-printable soft line breaks, and 100,000 parameters on one line.
    const folded = 'BEGIN:VCARD\r\nNOTE;ENCODING=QUOTED-PRINTABLE' + '\r\n =='.repeat(150_000) + ':x\r\nEND:VCARD\r\n';
    expect((await convert(folded)).count).toBe(1);
    const softBreaks = 'BEGIN:VCARD\r\nNOTE;ENCODING=QUOTED-PRINTABLE:' + 'a=\r\n'.repeat(240_000) + 'b\r\nEND:VCARD\r\n';
    expect((await rowsOf(softBreaks))[0]!.note).toBe('a'.repeat(240_000) + 'b');
    const params = 'BEGIN:VCARD\r\nTEL' + ';TYPE=a'.repeat(100_000) + ':1\r\nEND:VCARD\r\n';
    expect((await rowsOf(params))[0]!.phones).toBe('1 (a)');
  });

  it('gives back any text written with RFC 6350 escaping and folding', async () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'Z', ' ', ',', ';', ':', '\\', '\n', '"', 'é', '😀', '='), maxLength: 120 });
    const escape = (value: string) => value.replace(/[\\,;]/g, (char) => `\\${char}`).replaceAll('\n', '\\n');
    // Folding after every 75 UTF-16 units, never inside a surrogate pair.
    const fold = (line: string) => (line.match(/[\s\S]{1,75}(?![\uDC00-\uDFFF])|[\s\S]+$/gu) ?? ['']).join('\r\n ');
    await fc.assert(
      fc.asyncProperty(text, text, async (name, note) => {
        const [row] = await rowsOf(card('VERSION:4.0', fold(`FN:${escape(name)}`), fold(`NOTE:${escape(note)}`)));
        expect(row!.full_name).toBe(name.trim());
        expect(row!.note).toBe(note.trim());
      }),
      { numRuns: 150 },
    );
  });
});
