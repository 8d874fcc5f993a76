import { Text, usePlotArea } from 'recharts';

/** The thickness of a bar whose title stands above it, in pixels. */
export const TITLED_BAR = 16;

/** The room per bar: its title above it, then the bar; on a phone a title may take two lines. */
export const titledBarRow = (narrow: boolean) => (narrow ? 66 : 48);

type TickProps = { y?: number; index?: number; payload?: { value: string } };

/**
 * A category tick of a horizontal bar chart (Recharts, also under `@mantine/charts`) that puts the title above its
 * bar, from the plot's left edge and wrapped within the plot's width, instead of beside it: long German section
 * titles then leave the bars the chart's whole width, on a phone too. Use it with a category axis one pixel wide,
 * every tick shown (`interval={0}`) and bars `TITLED_BAR` thick in rows of `titledBarRow`. `strong` sets the tick
 * of that index in bold (a total, say).
 */
export function BarTitle({ y = 0, index, payload, strong }: TickProps & { strong?: number }) {
  const plot = usePlotArea();
  return (
    <Text
      x={plot?.x ?? 0}
      y={y - TITLED_BAR / 2 - 6}
      textAnchor="start"
      verticalAnchor="end"
      width={plot?.width}
      fontSize={14}
      fontWeight={index === strong ? 600 : 400}
      fill="var(--kern-text-default)"
    >
      {payload?.value ?? ''}
    </Text>
  );
}

/**
 * The chart's margin around the plot: room above the first bar for a title of two lines on a phone, and on the
 * right for the last value tick, which is centred on the plot's end.
 */
export const titledBarMargin = (narrow: boolean) => ({ top: narrow ? 18 : 4, right: 20, bottom: 0, left: 0 });

/** The category axis props that go with `BarTitle` (for Recharts' YAxis or `@mantine/charts`' yAxisProps). */
export const titledBarAxis = { width: 1, interval: 0, axisLine: false, tickLine: false } as const;
