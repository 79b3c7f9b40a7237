// Types for eslint.config.js, so tests/edgeRules.test.ts and tests/hostImports.test.ts can run its rules.
import type { ESLint, Linter } from 'eslint';

export declare const EDGE_RULES: Linter.RulesRecord;
export declare const HOST_BOUNDARY: ESLint.Plugin;
declare const config: Linter.Config[];
export default config;
