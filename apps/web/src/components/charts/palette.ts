/**
 * The colours of chart series, in order (docs/insights.md, "The overview"): each at least 3:1 against the white
 * page and against the series next to it, so that stacked bars and lines stay apart for readers with a colour
 * vision deficiency too (WCAG 1.4.11). A dark navy, an orange and a dark green: apart in lightness as well as hue.
 */
export const seriesColors = ['#142a6e', '#d87a00', '#004d38'] as const;
