import { Type } from '@sinclair/typebox';
import { luhnCheckDigit, luhnValid } from '../../lib/luhn.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the issue gives number*, action=validate|checkDigit):
 * - Decimal digits only (card numbers, IMEIs, SIRENs, Canadian SINs…); spaces and dashes between
 *   them are ignored. Any other character is a 400 naming number, since no Luhn answer exists for it.
 * - validate answers valid plus the check digit the payload calls for, so a typo in it shows;
 *   checkDigit treats the whole input as the payload and answers the digit and the full number.
 * - An empty number is refused (python-stdnum's luhn refuses it too, InvalidFormat); a single digit
 *   is its own check digit with an empty payload, as stdnum has it ("0" is valid).
 */

const ASCII = new TextDecoder();

export default defineTool({
  id: 'luhn',
  name: 'Luhn Checksum',
  category: 'validation',
  description: 'Validate a number with the Luhn (mod 10) checksum, or calculate the check digit to append: card numbers, IMEI, SIREN, Canadian SIN.',
  keywords: ['luhn', 'mod 10', 'mod10', 'luhn algorithm', 'check digit', 'checksum', 'imei check', 'credit card checksum', 'iso 7812'],
  mcp: true,
  // its worst input (1,000,000 digits) took 80.1 ms inline on the shared bench machine: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    number: Type.String({ maxLength: 1_000_000, description: 'The digits, up to 1,000,000 characters; spaces, tabs, line breaks and dashes are ignored' }),
    action: withDefault(stringEnum(['validate', 'checkDigit'], { description: 'validate (default): check the last digit; checkDigit: calculate the digit to append' }), 'validate'),
  }),
  output: closedObject({
    valid: Type.Union([Type.Boolean(), Type.Null()], { description: 'validate: whether the number passes; checkDigit: null' }),
    checkDigit: Type.String({ description: 'The check digit the payload calls for (validate: for all digits but the last)' }),
    result: Type.String({ description: 'validate: the digits without separators; checkDigit: the payload with its check digit appended' }),
  }),
  examples: [
    { title: 'Validate a card number', input: { number: '4111 1111 1111 1111' }, output: { valid: true, checkDigit: '1', result: '4111111111111111' } },
    { title: 'The check digit of an IMEI', input: { number: '49015420323751', action: 'checkDigit' }, output: { valid: null, checkDigit: '8', result: '490154203237518' } },
    { title: 'A typo', input: { number: '79927398710' }, output: { valid: false, checkDigit: '3', result: '79927398710' } },
  ],
  run({ number, action }) {
    // One pass into digit values: a regex replace or a character-by-character string over a
    // megabyte is quadratic or slow in V8.
    const digits = new Uint8Array(number.length);
    let count = 0;
    for (let i = 0; i < number.length; i++) {
      const code = number.charCodeAt(i);
      if (code >= 48 && code <= 57) digits[count++] = code - 48;
      else if (code !== 0x20 && code !== 0x2d && code !== 0x09 && code !== 0x0a && code !== 0x0d && code !== 0xa0) {
        invalid(`number: ${JSON.stringify(String.fromCodePoint(number.codePointAt(i)!))} at index ${i} is not a digit (spaces and dashes are allowed between digits)`);
      }
    }
    if (count === 0) invalid('number: has no digits');
    const values = digits.subarray(0, count);
    const text = count === number.length ? number : ASCII.decode(values.map((digit) => digit + 48));
    if (action === 'checkDigit') {
      const checkDigit = String(luhnCheckDigit(values));
      return { valid: null, checkDigit, result: text + checkDigit };
    }
    return { valid: luhnValid(values), checkDigit: String(luhnCheckDigit(values.subarray(0, -1))), result: text };
  },
});
