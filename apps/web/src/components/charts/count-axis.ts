/**
 * An axis of counts from 0 that ends on a round number: steps of 1, 2 or 5 times a power of ten, at most five of
 * them. Charts that share it (the overview's two paths) compare at a glance, and its last tick is no odd 159.
 */
export function countAxis(largest: number): { domain: [number, number]; ticks: number[] } {
  const max = Math.max(1, largest);
  const magnitude = 10 ** Math.floor(Math.log10(max));
  const step =
    [0.1, 0.2, 0.5, 1, 2, 5, 10].map((factor) => Math.max(1, factor * magnitude)).find((s) => max / s <= 5) ??
    10 * magnitude;
  const end = Math.ceil(max / step) * step;
  return { domain: [0, end], ticks: Array.from({ length: end / step + 1 }, (_, index) => index * step) };
}
