import type { PeerComparison } from '@cert/domain';
import { useMediaQuery } from '@mantine/hooks';
import { Bar, ComposedChart, Scatter, Text, usePlotArea, XAxis, YAxis } from 'recharts';
import classes from './evaluation.module.css';

/** Colours from the KERN tokens; the band is 3:1 against the white plot (WCAG 1.4.11). */
const BAND = '#7a8fbf';
const MEDIAN = 'var(--kern-text-default)';
const OWN = 'var(--kern-action)';

/** Room per section: its title above, then the band. On a phone a title may take two lines. */
const ROW = { wide: 48, narrow: 66 };
const BAR = 16;
const AXIS = 28;

type Row = { title: string; own: number; band: [number, number] | null; median: number | null };

/**
 * The peer comparison as a chart (Recharts, the library under the overview's `@mantine/charts`; docs/insights.md):
 * per section the others' middle half as a floating bar, their median as a line across it and the organisation's
 * own share as a dot. The title stands above each bar so that the bar keeps the full width on a phone. It only
 * repeats the table beside it, so it is hidden from assistive technology. Loaded lazily with the comparison's
 * figures, so that the evaluation's own bundle does not carry the chart library.
 */
export default function ComparisonChart({ sections }: { sections: PeerComparison['sections'] }) {
  const narrow = useMediaQuery('(max-width: 36em)') ?? false;
  const rows: Row[] = sections.map((section) => ({
    title: section.title,
    own: section.own * 100,
    band: section.peers ? [section.peers.q1 * 100, section.peers.q3 * 100] : null,
    median: section.peers ? section.peers.median * 100 : null,
  }));
  const row = narrow ? ROW.narrow : ROW.wide;
  return (
    <div className={classes.comparisonChart} aria-hidden="true">
      <ComposedChart
        layout="vertical"
        data={rows}
        responsive
        style={{ width: '100%', height: rows.length * row + AXIS }}
        margin={{ top: 0, right: 16, bottom: 0, left: 16 }}
        barCategoryGap={0}
        accessibilityLayer={false}
      >
        <XAxis
          type="number"
          domain={[0, 100]}
          ticks={[0, 25, 50, 75, 100]}
          interval={0}
          tickFormatter={(value: number) => `${value} %`}
          height={AXIS}
          stroke="var(--kern-text-muted)"
        />
        <YAxis
          type="category"
          dataKey="title"
          width={1}
          interval={0}
          axisLine={false}
          tickLine={false}
          tick={<SectionTitle last={rows.length - 1} />}
        />
        <Bar
          dataKey="band"
          barSize={BAR}
          fill={BAND}
          minPointSize={1}
          background={{ fill: '#fff', stroke: 'var(--kern-input-border)' }}
          isAnimationActive={false}
        />
        <Scatter dataKey="median" shape={<MedianLine />} isAnimationActive={false} />
        <Scatter dataKey="own" shape={<OwnDot />} isAnimationActive={false} />
      </ComposedChart>
      <p className={classes.comparisonLegend}>
        <span>
          <span className={classes.legendOwn} /> Ihr Ergebnis
        </span>
        <span>
          <span className={classes.legendBand} /> mittlere Hälfte der anderen
        </span>
        <span>
          <span className={classes.legendMedian} /> Median der anderen
        </span>
      </p>
    </div>
  );
}

/** The props Recharts passes to a custom tick or point shape; only the ones used here. */
type TickProps = { y?: number; index?: number; payload?: { value: string } };
type PointProps = { cx?: number; cy?: number };

/** A section's title above its bar, wrapped within the plot's width; the last row, the total, in bold. */
function SectionTitle({ y = 0, index, payload, last }: TickProps & { last: number }) {
  const plot = usePlotArea();
  return (
    <Text
      x={plot?.x ?? 0}
      y={y - BAR / 2 - 6}
      textAnchor="start"
      verticalAnchor="end"
      width={plot?.width}
      fontSize={14}
      fontWeight={index === last ? 600 : 400}
      fill="var(--kern-text-default)"
    >
      {payload?.value ?? ''}
    </Text>
  );
}

function MedianLine({ cx, cy }: PointProps) {
  if (cx === undefined || cy === undefined) return null;
  return (
    <line
      data-part="median"
      x1={cx}
      x2={cx}
      y1={cy - BAR / 2 - 4}
      y2={cy + BAR / 2 + 4}
      stroke={MEDIAN}
      strokeWidth={3}
    />
  );
}

function OwnDot({ cx, cy }: PointProps) {
  if (cx === undefined || cy === undefined) return null;
  return <circle data-part="own" cx={cx} cy={cy} r={7} fill={OWN} stroke="#fff" strokeWidth={2} />;
}
