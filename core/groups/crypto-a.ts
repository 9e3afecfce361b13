import type { AnyTool } from '../tool.ts';
import hashGenerate from '../tools/crypto/hash-generate.ts';
import hmacGenerate from '../tools/encoding/hmac-generate.ts';
import passwordGenerate from '../tools/crypto/password-generate.ts';
import passwordStrength from '../tools/crypto/password-strength.ts';
import randomString from '../tools/crypto/random-string.ts';
import randomNumber from '../tools/crypto/random-number.ts';
import creditCardValidate from '../tools/validation/credit-card-validate.ts';
import nanoidGenerate from '../tools/crypto/nanoid-generate.ts';
import ulidGenerate from '../tools/crypto/ulid-generate.ts';

export default [
  hashGenerate,
  hmacGenerate,
  passwordGenerate,
  passwordStrength,
  randomString,
  randomNumber,
  creditCardValidate,
  nanoidGenerate,
  ulidGenerate,
] as const satisfies readonly AnyTool[];
