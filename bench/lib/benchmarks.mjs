// The benchmarks of bench/README.md and the load scenario, in the order `npm run bench` runs them (run.mjs).
// `smoke`: the toy size of `SMOKE=1` (seconds each, no figure judged), so that a wrong path, a missing export or a
// set-up the API no longer accepts shows before the benchmark's next measurement. `ci`: toy runs cheap enough for
// every test run (apps/api/test-system/bench-toys.test.ts): B1, B5, B6 and B9 take 1–5 s each, B10 drives the
// respondents' paths through the built server, B7 reads the files the build writes, the privacy simulation takes a
// second. The others take 8–22 s each at toy size, mostly seeding data, starting servers and signing people in;
// the 15 minutes of the CI run leave no room for them (docs/decisions/032); `npm run bench:smoke` runs them all.
export const benchmarks = [
  {
    name: 'B1',
    ci: true,
    script: 'framework-overhead.mjs',
    smoke: { DURATION: '1', ROUNDS: '1', CONNECTIONS: '2', WARM_UP: '0' },
  },
  {
    name: 'B2',
    script: 'draft-save.mjs',
    smoke: { DURATION: '1', ROUNDS: '1', CONNECTIONS: '2', WARM_UP: '0' },
  },
  {
    name: 'B3',
    script: 'admin-lists.mjs',
    postgres: true,
    smoke: { ORGANIZATIONS: '200', DURATION: '1', CONNECTIONS: '2', PATTERNS: '5' },
  },
  {
    name: 'B4',
    script: 'event-loop-isolation.mjs',
    postgres: true,
    smoke: { ORGANIZATIONS: '200', DURATION: '1', ROUNDS: '1', CONNECTIONS: '2' },
  },
  { name: 'B5', script: 'export.mjs', postgres: true, ci: true, smoke: { SIZES: '50', ROUNDS: '1' } },
  {
    name: 'B6',
    ci: true,
    script: 'certificate-files.mjs',
    args: ['--import', 'tsx'],
    smoke: { RUNS: '2', COLD_RUNS: '1' },
  },
  { name: 'B7', script: 'bundle.mjs', ci: true, smoke: {} },
  { name: 'B8', script: 'lighthouse.mjs' },
  { name: 'B9', script: 'cold-start.mjs', ci: true, smoke: { RUNS: '1' } },
  {
    name: 'B10',
    script: 'respondent-capacity.mjs',
    ci: true,
    smoke: {
      LEVELS: '5',
      DURATION: '1',
      WARM_UP: '0',
      REFINE: '0',
      BUDGET: '30',
      ENGINES: 'pglite',
      READ_EVERY: '0.5',
    },
  },
  {
    name: 'B11',
    script: 'insights.mjs',
    postgres: true,
    smoke: { ORGANIZATIONS: '100', SUBMISSIONS: '300', DURATION: '1', CONNECTIONS: '2' },
  },
  { name: 'B12', script: 'phone-interaction.mjs', smoke: { RUNS: '1', CPU_SLOWDOWN: '1' } },
  {
    name: 'B13',
    script: 'soak.mjs',
    smoke: { DURATION: '20', RESPONDENTS: '2', KILL_EVERY: '8', MAIL_DOWN: '3', MODES: 'faults' },
  },
  { name: 'load', script: 'load.mjs', smoke: { USERS: '5', DURATION: '2' } },
  { name: 'dp', script: 'peer-privacy-dp.mjs', ci: true, smoke: { TRIALS: '5', SIZES: '5', EPSILONS: '8' } },
];
