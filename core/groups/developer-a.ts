import type { AnyTool } from '../tool.ts';
import cssMinifier from '../tools/developer/css-minifier.ts';
import envLinter from '../tools/developer/env-linter.ts';
import fontIconSearch from '../tools/developer/font-icon-search.ts';
import globPatternTester from '../tools/developer/glob-pattern-tester.ts';
import privacyPolicyChecker from '../tools/developer/privacy-policy-checker.ts';
import sqlFormatter from '../tools/developer/sql-formatter.ts';

export default [cssMinifier, sqlFormatter, envLinter, globPatternTester, fontIconSearch, privacyPolicyChecker] as const satisfies readonly AnyTool[];
