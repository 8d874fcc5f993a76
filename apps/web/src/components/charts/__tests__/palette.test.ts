import { describe, expect, it } from 'vitest';
import { seriesColors } from '../palette';

/** WCAG's relative luminance and contrast ratio of two sRGB colours. */
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

describe('the chart series colours', () => {
  it('stand at least 3:1 against the white page and against the series next to them', () => {
    for (const color of seriesColors) expect(contrast(color, '#ffffff'), color).toBeGreaterThanOrEqual(3);
    for (let index = 1; index < seriesColors.length; index += 1)
      expect(contrast(seriesColors[index - 1]!, seriesColors[index]!)).toBeGreaterThanOrEqual(3);
  });
});
