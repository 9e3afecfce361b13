import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Result {
  valid: boolean;
  reason: string | null;
  type: string | null;
  checkDigit: string | null;
  expectedCheckDigit: string | null;
  isbn10: string | null;
  isbn13: string | null;
  registered: boolean;
  hyphenated: string | null;
  isbn10Hyphenated: string | null;
  group: string | null;
  groupName: string | null;
  publisher: string | null;
  title: string | null;
}

const check = (isbn: string) => run<Result>('isbn', { isbn });

describe('isbn', () => {
  it('converts and hyphenates as python-stdnum does', async () => {
    // /usr/bin/python3 -c "from stdnum import isbn; v=isbn.validate(x); print(isbn.to_isbn13(v), isbn.format(v), isbn.to_isbn10(v))"
    const cases: [string, string, string, string | null][] = [
      ['1-933988-03-7', '9781933988030', '978-1-933988-03-0', '1933988037'],
      ['978-4-87311-336-4', '9784873113364', '978-4-87311-336-4', '4873113369'],
      ['979-10-96908-02-8', '9791096908028', '979-10-96908-02-8', null],
      ['0-306-40615-2', '9780306406157', '978-0-306-40615-7', '0306406152'],
      ['978 0 306 40615 7', '9780306406157', '978-0-306-40615-7', '0306406152'],
      ['080442957x', '9780804429573', '978-0-8044-2957-3', '080442957X'],
    ];
    for (const [isbn, isbn13, hyphenated, isbn10] of cases) {
      expect(await check(isbn), isbn).toMatchObject({ valid: true, reason: null, isbn13, hyphenated, isbn10, registered: true });
    }
  });

  it('splits into the registration group, publisher and title (isbn3 README: 978-4-87311-336-4 is Japan)', async () => {
    expect(await check('9784873113364')).toMatchObject({
      type: 'ISBN-13', group: '4', groupName: 'Japan', publisher: '87311', title: '336', isbn10Hyphenated: '4-87311-336-9',
    });
  });

  it('refuses what python-stdnum refuses, naming the expected check digit', async () => {
    // /usr/bin/python3: isbn.validate('0-306-40615-3') and isbn.validate('9780306406158') → InvalidChecksum
    expect(await check('0-306-40615-3')).toMatchObject({ valid: false, reason: 'wrong check digit: 3 given, 2 expected', expectedCheckDigit: '2', isbn13: null });
    expect(await check('9780306406158')).toMatchObject({ valid: false, reason: 'wrong check digit: 8 given, 7 expected', type: 'ISBN-13' });
    // isbn.validate('9771234567898') → InvalidComponent (not 978/979)
    expect((await check('9771234567898')).reason).toBe('an ISBN-13 starts with 978 or 979');
    expect((await check('12345678X0')).reason).toBe('X may only be the check digit of an ISBN-10');
    expect((await check('978030640615X')).reason).toBe('X may only be the check digit of an ISBN-10');
  });

  it('accepts a valid but unassigned ISBN without hyphenating it (stdnum: isbn.validate("9790000000001") passes)', async () => {
    expect(await check('9790000000001')).toMatchObject({ valid: true, registered: false, hyphenated: null, group: null, isbn10: null });
  });

  it('reads a leading ISBN label', async () => {
    expect((await check('ISBN-13: 978-0-306-40615-7')).valid).toBe(true);
    expect((await check('isbn 0306406152')).valid).toBe(true);
  });

  it('answers bad lengths and characters as invalid, at any size', async () => {
    expect((await check('')).reason).toBe('is empty');
    expect((await check('12345')).reason).toBe('has 5 characters; an ISBN has 10 or 13');
    expect((await check('0-306-40615-2é')).reason).toBe('contains "é" at index 13, which is not a digit, X, space or hyphen');
    expect((await check('__proto__')).valid).toBe(false);
    expect((await check('9'.repeat(1_000_000))).reason).toBe('has more than 13 characters; an ISBN has 10 or 13');
    expect((await check('-'.repeat(999_990) + '0306406152')).valid).toBe(true);
  });

  it('refuses wrong types and over-long input, naming the field', async () => {
    await expectInvalid('isbn', { isbn: 9780306406157 }, 'isbn: must be a string, got an integer');
    await expectInvalid('isbn', {}, 'isbn: is required');
    await expectInvalid('isbn', { isbn: '1'.repeat(1_000_001) }, 'isbn: must be at most 1000000 characters');
  });
});
