// Types for eslint.config.js, so tests/edgeRules.test.ts can run its edge rules.
import type { Linter } from 'eslint';

export declare const EDGE_RULES: Linter.RulesRecord;
declare const config: Linter.Config[];
export default config;
