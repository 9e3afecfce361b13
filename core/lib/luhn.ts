/** The Luhn (mod 10) check digit of ISO/IEC 7812-1, over digit values 0–9. */

/** The Luhn sum, doubling every second digit from the right; `withCheck` says whether the last digit is the check digit. */
function luhnSum(digits: Uint8Array, withCheck: boolean): number {
  let sum = 0;
  for (let i = digits.length - 1, double = !withCheck; i >= 0; i--, double = !double) {
    const digit = digits[i]!;
    sum += double ? (digit > 4 ? digit * 2 - 9 : digit * 2) : digit;
  }
  return sum;
}

/** Whether `digits` (its last digit the check digit) passes the Luhn check. */
export const luhnValid = (digits: Uint8Array): boolean => digits.length > 0 && luhnSum(digits, true) % 10 === 0;

/** The digit (0–9) to append to `payload` so that it passes. */
export const luhnCheckDigit = (payload: Uint8Array): number => (10 - (luhnSum(payload, false) % 10)) % 10;
