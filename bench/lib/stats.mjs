// Small statistics over repeated measurements.

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** autocannon reports p90 and p97.5, not p95: interpolated between them. */
export const p95Of = ({ p90, p97_5: p975 }) => p90 + ((p975 - p90) * (95 - 90)) / (97.5 - 90);

/** The value below which `share` (0–1) of the samples lie (nearest rank). */
export const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? NaN;
};
