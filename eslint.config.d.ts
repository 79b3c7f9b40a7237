// Types for eslint.config.js, so tests/edgeRules.test.ts, tests/hostImports.test.ts and tests/layerRules.test.ts can
// run its rules.
import type { ESLint, Linter } from 'eslint';

export declare const EDGE_RULES: Linter.RulesRecord;
export declare const HOST_BOUNDARY: ESLint.Plugin;
export declare const ROOMS_IMPORTS: Linter.RulesRecord;
export declare const USER_WRITES: Linter.RulesRecord;
export declare const WEB_INTERVALS: Linter.RulesRecord;
export declare const WEB_INTERVAL_FILES: readonly string[];
declare const config: Linter.Config[];
export default config;
