// The types of strykerIgnorers.mjs (plain JavaScript: Stryker loads it as a plugin file).
import type { Ignorer } from '@stryker-mutator/api/ignore';

export declare const strykerPlugins: Array<{ name: string; value: Ignorer }>;
