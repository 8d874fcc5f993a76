// The shape of benchmarks.mjs for the TypeScript test that runs the `ci` ones (apps/api/test-system/bench-toys.test.ts).
export type Benchmark = {
  name: string;
  script: string;
  args?: string[];
  postgres?: boolean;
  ci?: boolean;
  smoke?: Record<string, string>;
};
export const benchmarks: Benchmark[];
