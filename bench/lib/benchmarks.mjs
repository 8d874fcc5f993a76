// The benchmarks of bench/README.md and the load scenario, in the order `npm run bench` runs them (run.mjs).
// `smoke`: the toy size of `SMOKE=1` (seconds each, no figure judged), so that a wrong path, a missing export or a
// set-up the API no longer accepts shows before the benchmark's next measurement. `ci`: the toy runs of every test run
// (apps/api/test-system/bench-toys.test.ts): all but B13, whose one-minute soak is a test of its own
// (apps/api/test-system/soak.test.ts). Their autocannon measurements last a fifth
// of a second (lib/cannon.mjs samples that often), so each toy costs its server's start, its seed and its sign-ins.
export const benchmarks = [
  {
    name: 'B1',
    ci: true,
    script: 'framework-overhead.mjs',
    smoke: { DURATION: '0.2', ROUNDS: '1', CONNECTIONS: '2', WARM_UP: '0' },
  },
  {
    name: 'B2',
    ci: true,
    script: 'draft-save.mjs',
    smoke: { DURATION: '0.2', ROUNDS: '1', CONNECTIONS: '2', WARM_UP: '0' },
  },
  {
    name: 'B3',
    ci: true,
    script: 'admin-lists.mjs',
    postgres: true,
    smoke: { ORGANIZATIONS: '200', DURATION: '0.2', CONNECTIONS: '2', PATTERNS: '5' },
  },
  {
    name: 'B4',
    ci: true,
    script: 'event-loop-isolation.mjs',
    postgres: true,
    smoke: { ORGANIZATIONS: '200', DURATION: '0.2', ROUNDS: '1', CONNECTIONS: '2', RAMP_MS: '200' },
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
  // One page besides the baseline, on the phone preset: the first toy run installs Lighthouse (bench/README.md, B8).
  {
    name: 'B8',
    script: 'lighthouse.mjs',
    ci: true,
    smoke: { RUNS: '1', PAGES: '/', FORM_FACTORS: 'mobile' },
  },
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
    ci: true,
    script: 'insights.mjs',
    postgres: true,
    smoke: { ORGANIZATIONS: '100', SUBMISSIONS: '300', DURATION: '0.2', CONNECTIONS: '2' },
  },
  { name: 'B12', script: 'phone-interaction.mjs', ci: true, smoke: { RUNS: '1', CPU_SLOWDOWN: '1' } },
  {
    name: 'B13',
    script: 'soak.mjs',
    smoke: { DURATION: '20', RESPONDENTS: '2', KILL_EVERY: '8', MAIL_DOWN: '3', MODES: 'faults' },
  },
  { name: 'load', script: 'load.mjs', ci: true, smoke: { USERS: '5', DURATION: '0.5' } },
  { name: 'dp', script: 'peer-privacy-dp.mjs', ci: true, smoke: { TRIALS: '5', SIZES: '5', EPSILONS: '8' } },
];
