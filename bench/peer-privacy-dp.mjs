// Issue 53, point 46 (docs/security.md 48): what differential privacy on the published peer figures costs honest
// offices and what it leaves a coalition. Simulated groups through the product's own mechanism (the domain's
// `privateQuantileDistribution` and `privateQuantile`, docs/decisions/060-peer-figures-under-differential-privacy.md),
// against exact quartiles, at several budgets, against the probe's strongest attacker, who controls every other
// organisation of the group, knows their shares exactly, knows the mechanism and computes the posterior of the
// victim's share.
//
// Run: node bench/peer-privacy-dp.mjs   Options: TRIALS=400, SIZES=5,11,20,50, EPSILONS=0.5,1,2,4 (per section and
// publication, split over its three quartiles), SEED=1.
const trials = Number(process.env.TRIALS ?? 400);
const sizes = (process.env.SIZES ?? '5,11,20,50').split(',').map(Number);
const epsilons = (process.env.EPSILONS ?? '0.5,1,2,4').split(',').map(Number);
const { register } = await import('tsx/esm/api');
register();
const { privateQuantile, privateQuantileDistribution } =
  await import('../packages/domain/src/insights/comparison.ts');
const { seededRandom } = await import('../packages/domain/src/testing/index.ts');
/** The same groups in every run. */
const random = seededRandom(Number(process.env.SEED ?? 1));

/** A section's share in percent, spread as real sections are (most between 20 and 80). */
function share() {
  const normal = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  return Math.min(100, Math.max(0, Math.round(50 + 18 * normal)));
}

const QUANTILES = [0.25, 0.5, 0.75];
const GRID = Array.from({ length: 101 }, (_, index) => index);

/** The exact quantile, interpolated as the platform's percentile_cont. */
function quantile(sorted, q) {
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  return sorted[low] + (sorted[Math.min(low + 1, sorted.length - 1)] - sorted[low]) * (at - low);
}

/** The mechanism's distribution over whole percents for the q-quantile of shares in percent. */
const distribution = (values, q, epsilon) =>
  privateQuantileDistribution(
    values.map((value) => value / 100),
    q,
    epsilon,
  );

/**
 * The coalition's best estimate of the victim's share: the mean of its posterior over the grid, given the others'
 * shares and what was published (uniform prior). Without noise, the exact quartiles pin it down wherever one of them
 * depends on it; the estimate is then the mean of the shares consistent with them.
 */
function attack(others, published, epsilon) {
  let weightSum = 0;
  let estimate = 0;
  for (const victim of GRID) {
    const values = [...others, victim];
    let likelihood = 1;
    if (epsilon === null) {
      const sorted = values.toSorted((a, b) => a - b);
      likelihood = QUANTILES.every((q, index) => Math.abs(quantile(sorted, q) - published[index]) < 1e-9)
        ? 1
        : 0;
    } else {
      for (const [index, q] of QUANTILES.entries())
        likelihood *= distribution(values, q, epsilon / QUANTILES.length)[published[index]];
    }
    weightSum += likelihood;
    estimate += likelihood * victim;
  }
  return weightSum > 0 ? estimate / weightSum : 50;
}

console.log(
  `Peer figures under differential privacy: ${trials} groups per size; the attacker knows every other share; ` +
    'ε per section and publication, split evenly over its three quartiles.',
);
console.log(
  '| group size | ε | MAE of a coalition that knows the others | MAE of a coalition that chose the others (half 0, half 100) | honest error of a quartile: median / p90 pp |',
);
console.log('| --- | --- | --- | --- | --- |');
for (const size of sizes) {
  for (const epsilon of [null, ...epsilons]) {
    const misses = [];
    const chosenMisses = [];
    const honest = [];
    const publish = (values) => {
      const exact = QUANTILES.map((q) =>
        quantile(
          values.toSorted((a, b) => a - b),
          q,
        ),
      );
      const published =
        epsilon === null
          ? exact
          : QUANTILES.map((q) =>
              Math.round(
                privateQuantile(
                  values.map((value) => value / 100),
                  q,
                  epsilon / QUANTILES.length,
                  random,
                ) * 100,
              ),
            );
      return { exact, published };
    };
    for (let trial = 0; trial < trials; trial++) {
      // An honest group, and the probe's coalition that knows every other share.
      const values = Array.from({ length: size }, share);
      const { exact, published } = publish(values);
      published.forEach((value, index) => honest.push(Math.abs(value - exact[index])));
      misses.push(Math.abs(attack(values.slice(1), published, epsilon) - values[0]));
      // The coalition that chose its shares: half at 0, half at 100, so the victim's share is the median.
      const chosen = Array.from({ length: size - 1 }, (_, index) => (index % 2 === 0 ? 0 : 100));
      const victim = share();
      chosenMisses.push(Math.abs(attack(chosen, publish([victim, ...chosen]).published, epsilon) - victim));
    }
    const mean = misses.reduce((sum, miss) => sum + miss, 0) / misses.length;
    const chosenMean = chosenMisses.reduce((sum, miss) => sum + miss, 0) / chosenMisses.length;
    const sortedHonest = honest.toSorted((a, b) => a - b);
    const at = (p) => sortedHonest[Math.floor((sortedHonest.length - 1) * p)];
    console.log(
      `| ${size} | ${epsilon ?? 'none (exact)'} | ${mean.toFixed(1)} | ${chosenMean.toFixed(1)} | ${at(0.5).toFixed(1)} / ${at(0.9).toFixed(1)} |`,
    );
  }
}
