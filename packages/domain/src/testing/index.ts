// Test support: complete and extreme answer sets derived from the definitions, for tests, benchmarks and the demo
// data. An entry of its own, which production code may not import (eslint.config.js).
export * from './sample-answers';
export * from './scoring';
export * from './seeded-random';
