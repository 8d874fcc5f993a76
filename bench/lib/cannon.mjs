// autocannon, with its throughput taken over the whole run. autocannon ends a run only at its next sample (once a
// second by default), so a run shorter than a second (the toy sizes of lib/benchmarks.mjs) samples as often as it
// lasts; requests per second are then the completed requests over the run's time, not the mean of the samples. A
// longer run still ends at the next whole second after its duration; its rate stays right, as it counts that time.
import autocannon from 'autocannon';

/** Runs autocannon with `options` (a `duration` in seconds); the result gains `rps`. */
export async function cannon(options) {
  const result = await autocannon({ sampleInt: Math.min(1000, options.duration * 1000), ...options });
  return { ...result, rps: result.requests.total / result.duration };
}
