import type { PeerComparison } from '@cert/domain';
import { useMediaQuery } from '@mantine/hooks';
import { Bar, ComposedChart, Scatter, XAxis, YAxis } from 'recharts';
import {
  BarTitle,
  TITLED_BAR,
  titledBarAxis,
  titledBarMargin,
  titledBarRow,
} from '@/components/charts/bar-title';
import classes from './evaluation.module.css';

/** Colours from the KERN tokens; the band is 3:1 against the white plot (WCAG 1.4.11). */
const BAND = '#7a8fbf';
const MEDIAN = 'var(--kern-text-default)';
const OWN = 'var(--kern-action)';

const BAR = TITLED_BAR;
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
    median: section.peers?.median == null ? null : section.peers.median * 100,
  }));
  // Room on the left too: the dot of a share of 0 and the tick "0 %" are centred on the plot's start.
  const margin = { ...titledBarMargin(narrow), left: 14 };
  return (
    <div className={classes.comparisonChart} aria-hidden="true">
      <ComposedChart
        layout="vertical"
        data={rows}
        responsive
        style={{ width: '100%', height: rows.length * titledBarRow(narrow) + AXIS + margin.top }}
        margin={margin}
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
          {...titledBarAxis}
          tick={<BarTitle strong={rows.length - 1} />}
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
          <span className={classes.legendBand} /> mittlere Hälfte der Gruppe
        </span>
        {rows.some((row) => row.median !== null) ? (
          <span>
            <span className={classes.legendMedian} /> Median der Gruppe
          </span>
        ) : null}
      </p>
    </div>
  );
}

type PointProps = { cx?: number; cy?: number; payload?: Row };

/** A small group has no median (docs/insights.md): then nothing is drawn, not a line at 0 %. */
function MedianLine({ cx, cy, payload }: PointProps) {
  if (cx === undefined || cy === undefined || payload?.median == null) return null;
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
