import { describe, expect, it } from 'vitest';
import { countAxis } from '../count-axis';

describe('countAxis', () => {
  it('ends on a round number in at most five steps of 1, 2 or 5 times a power of ten', () => {
    expect(countAxis(159)).toEqual({ domain: [0, 200], ticks: [0, 50, 100, 150, 200] });
    expect(countAxis(85)).toEqual({ domain: [0, 100], ticks: [0, 20, 40, 60, 80, 100] });
    expect(countAxis(8)).toEqual({ domain: [0, 8], ticks: [0, 2, 4, 6, 8] });
    expect(countAxis(3)).toEqual({ domain: [0, 3], ticks: [0, 1, 2, 3] });
    expect(countAxis(1000)).toEqual({ domain: [0, 1000], ticks: [0, 200, 400, 600, 800, 1000] });
  });

  it('has a scale without anything to count', () => {
    expect(countAxis(0)).toEqual({ domain: [0, 1], ticks: [0, 1] });
  });
});
