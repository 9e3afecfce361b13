import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

const convert = async (text: string, to: string) => (await run<{ result: string }>('case-convert', { text, to })).result;

describe('case-convert', () => {
  it('splits camelCase and acronyms like Rails ActiveSupport underscore', async () => {
    // python3: Rails' Inflector#underscore regexes, re.sub(r'([A-Z\d]+)([A-Z][a-z])', r'\1_\2', s),
    // then re.sub(r'([a-z\d])([A-Z])', r'\1_\2', s), then .lower()
    const cases: [string, string][] = [
      ['XMLHttpRequest', 'xml_http_request'],
      ['getHTTPResponse', 'get_http_response'],
      ['version2Update', 'version2_update'],
      ['HTML5Parser', 'html5_parser'],
      ['IOError', 'io_error'],
      ['MySQLDatabase', 'my_sql_database'],
      ['camelCase', 'camel_case'],
      ['PascalCase', 'pascal_case'],
      ['already_snake', 'already_snake'],
      ['userID', 'user_id'],
      ['ABC', 'abc'],
    ];
    for (const [text, snake] of cases) expect(await convert(text, 'snake'), text).toBe(snake);
  });

  it('joins the same words in every identifier case', async () => {
    const text = 'XMLHttpRequest';
    expect(await convert(text, 'camel')).toBe('xmlHttpRequest');
    expect(await convert(text, 'pascal')).toBe('XmlHttpRequest');
    expect(await convert(text, 'kebab')).toBe('xml-http-request');
    expect(await convert(text, 'constant')).toBe('XML_HTTP_REQUEST');
    expect(await convert('get HTTP response', 'camel')).toBe('getHttpResponse');
    expect(await convert('  --hello__world--  ', 'pascal')).toBe('HelloWorld');
    expect(await convert('first-name.last_name', 'camel')).toBe('firstNameLastName');
  });

  it('keeps digits with the letters before them, and apart from other digits', async () => {
    expect(await convert('version2Update', 'camel')).toBe('version2Update');
    expect(await convert('version 2 update', 'camel')).toBe('version2Update');
    expect(await convert('v1.2.3', 'snake')).toBe('v1_2_3');
    expect(await convert('v1.2.3', 'kebab')).toBe('v1-2-3');
    expect(await convert('v1.2.3', 'camel')).toBe('v1_2_3');
    expect(await convert('v1.2.3', 'pascal')).toBe('V1_2_3');
    expect(await convert('the 2nd try', 'constant')).toBe('THE_2ND_TRY');
    // Unlike Rails (h2_o), a digit splits from capitals only when they start a capitalised word.
    expect(await convert('H2O', 'snake')).toBe('h2o');
    expect(await convert('MP3_PLAYER', 'camel')).toBe('mp3Player');
  });

  it('drops apostrophes inside words instead of splitting there', async () => {
    expect(await convert("don't stop", 'snake')).toBe('dont_stop');
    expect(await convert('it’s fine', 'camel')).toBe('itsFine');
  });

  it('splits and cases non-ASCII letters by their Unicode properties', async () => {
    expect(await convert('ÉcoleNormale', 'snake')).toBe('école_normale');
    expect(await convert('ÉcoleNormale', 'kebab')).toBe('école-normale');
    expect(await convert('école normale supérieure', 'pascal')).toBe('ÉcoleNormaleSupérieure');
    // Decomposed É (E + U+0301): the combining mark stays in its word.
    expect(await convert('E\u0301coleNormale', 'snake')).toBe('e\u0301cole_normale');
    expect(await convert('καλημέραΚόσμε', 'snake')).toBe('καλημέρα_κόσμε');
    expect(await convert('привет мир', 'camel')).toBe('приветМир');
    expect(await convert('привет мир', 'constant')).toBe('ПРИВЕТ_МИР');
    // Scripts without case have no humps: a run stays one word.
    expect(await convert('東京 タワー', 'snake')).toBe('東京_タワー');
  });

  it('uppercases and lowercases the whole text like Python str.upper/str.lower', async () => {
    // python3: s.upper(), s.lower()
    expect(await convert('hello WORLD', 'upper')).toBe('HELLO WORLD');
    expect(await convert('straße', 'upper')).toBe('STRASSE');
    expect(await convert('ΚΑΛΗΜΕΡΑ ΚΌΣΜΕ', 'lower')).toBe('καλημερα κόσμε');
    expect(await convert('ΟΔΟΣ', 'lower')).toBe('\u03BF\u03B4\u03BF\u03C2'); // οδος, ending in final sigma U+03C2
    expect(await convert('ПРИВЕТ МИР', 'lower')).toBe('привет мир');
    expect(await convert('  Keep\tspacing\n', 'upper')).toBe('  KEEP\tSPACING\n');
  });

  it('title-cases like Python str.title where words start with a letter and hold no apostrophe', async () => {
    // python3: s.title()
    expect(await convert('hello WORLD', 'title')).toBe('Hello World');
    expect(await convert('ΚΑΛΗΜΕΡΑ ΚΌΣΜΕ', 'title')).toBe('Καλημερα Κόσμε');
    expect(await convert('ПРИВЕТ МИР', 'title')).toBe('Привет Мир');
    expect(await convert('ÉCOLE normale', 'title')).toBe('École Normale');
    expect(await convert('well-known  fact,\tok', 'title')).toBe('Well-Known  Fact,\tOk');
  });

  it('title-cases apostrophes and leading digits better than str.title', async () => {
    expect(await convert("they're here", 'title')).toBe("They're Here"); // str.title gives They'Re
    expect(await convert('the 1st day', 'title')).toBe('The 1st Day'); // str.title gives 1St
  });

  it('sentence-cases: lowercase, first letter of each sentence capitalised', async () => {
    expect(await convert('HELLO THERE. HOW ARE YOU? fine!', 'sentence')).toBe('Hello there. How are you? Fine!');
    expect(await convert('wait... REALLY?! yes', 'sentence')).toBe('Wait... Really?! Yes');
    expect(await convert('"QUOTED." next one', 'sentence')).toBe('"Quoted." Next one');
    expect(await convert('he said "STOP." THEN left', 'sentence')).toBe('He said "stop." Then left');
    expect(await convert('VERSION 1.2.3 IS OUT', 'sentence')).toBe('Version 1.2.3 is out');
    expect(await convert('2 APPLES. 3 PEARS', 'sentence')).toBe('2 apples. 3 pears');
    expect(await convert('TITLE\n\nFIRST LINE\nSECOND LINE', 'sentence')).toBe('Title\n\nFirst line\nsecond line');
    expect(await convert('ONE\r\n  \r\nTWO', 'sentence')).toBe('One\r\n  \r\nTwo');
    expect(await convert('  (ÉCOLE) ok.', 'sentence')).toBe('  (École) ok.');
  });

  it('handles empty text and text without words', async () => {
    for (const to of ['upper', 'lower', 'title', 'sentence', 'camel', 'pascal', 'snake', 'kebab', 'constant']) {
      expect(await convert('', to)).toBe('');
    }
    expect(await convert('--- !!! ---', 'snake')).toBe('');
    expect(await convert('--- !!! ---', 'title')).toBe('--- !!! ---');
  });

  it('gives the same words back from its own identifier output (snake ↔ camel ↔ kebab)', async () => {
    // Words of two letters or more: one-letter words run together as an acronym (a_b_c → aBC → a_bc).
    const word = fc.stringMatching(/^[a-z]{2}[a-z0-9]{0,5}$/);
    await fc.assert(
      fc.asyncProperty(fc.array(word, { minLength: 1, maxLength: 6 }), async (words) => {
        const snake = words.join('_');
        expect(await convert(await convert(snake, 'camel'), 'snake')).toBe(snake);
        expect(await convert(await convert(snake, 'pascal'), 'kebab')).toBe(words.join('-'));
        expect(await convert(await convert(snake, 'constant'), 'snake')).toBe(snake);
      }),
    );
  });

  it('holds the 100,000-character bound exactly, quickly even on hostile text', async () => {
    const max = 'aB'.repeat(50_000);
    expect(await convert(max, 'snake')).toBe('a' + '_ba'.repeat(49_999) + '_b');
    expect((await convert('. ' + ' '.repeat(99_998), 'sentence')).length).toBe(100_000);
    expect((await convert('A'.repeat(100_000), 'kebab')).length).toBe(100_000);
    // Long runs of combining marks: a lookbehind over \p{M}* would take minutes here.
    const marks = '\u0301'.repeat(99_998);
    expect(await convert('a' + marks + 'B', 'snake')).toBe('a' + marks + '_b');
    expect(await convert('A' + marks.slice(1) + 'Bc', 'kebab')).toBe('a' + marks.slice(1) + '-bc');
    expect(await convert(marks + 'xY', 'camel')).toBe(marks + 'xY');
    await expectInvalid('case-convert', { text: 'a'.repeat(100_001), to: 'upper' }, 'text: must be at most 100000 characters');
  });

  it('refuses wrong types, bad cases and unknown fields, naming the field', async () => {
    await expectInvalid('case-convert', { text: 1, to: 'upper' }, 'text: must be a string, got an integer');
    await expectInvalid('case-convert', { text: 'a', to: 'UPPER' }, 'to: must be one of upper, lower, title, camel, pascal, snake, kebab, constant, sentence');
    await expectInvalid('case-convert', { text: 'a' }, 'to: is required');
    await expectInvalid('case-convert', { text: 'a', to: 'upper', zzz: true }, 'zzz: unknown field');
  });
});
