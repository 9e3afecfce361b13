import type { AnyTool } from '../tool.ts';
import emailValidate from '../tools/validation/email-validate.ts';
import ipValidate from '../tools/validation/ip-validate.ts';
import urlValidate from '../tools/validation/url-validate.ts';
import urlParse from '../tools/developer/url-parse.ts';
import phoneFormat from '../tools/validation/phone-format.ts';
import chmodCalculate from '../tools/developer/chmod-calculate.ts';
import cidrCalculate from '../tools/developer/cidr-calculate.ts';
import cronDescribe from '../tools/developer/cron-describe.ts';

export default [
  emailValidate,
  ipValidate,
  urlValidate,
  urlParse,
  phoneFormat,
  chmodCalculate,
  cidrCalculate,
  cronDescribe,
] as const satisfies readonly AnyTool[];
