import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import { SERIES_COLOURS, type ReportTable } from './report-tables';

// The few rules of uPlot's stylesheet its layers need (the console's build bundles no CSS files).
const UPLOT_CSS = '.uplot,.uplot .u-wrap{position:relative}.uplot .u-over,.uplot .u-under{position:absolute}.uplot canvas{display:block;position:relative}';
const HEIGHT = 240;

/**
 * One report as a uPlot chart, as wide as its box (it follows the box when the window or a phone
 * turns). The canvas is an image to assistive technology, named by the report's summary; the
 * legend is plain text below, and the table alternative has every number.
 */
export function ReportChart({ table }: { table: ReportTable }) {
  const box = useRef<HTMLDivElement>(null);
  const { kind, labels, series } = table.chart;

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let plot: uPlot | undefined;
    let resize: ResizeObserver | undefined;
    let gone = false;
    // The library on demand, apart from the area's own code (as npm run size counts it): never on a first visit.
    void import('uplot').then(({ default: UPlot }) => {
      if (gone) return;
      const bars = kind === 'bars' ? UPlot.paths.bars!({ size: [0.6, 60] }) : undefined;
      plot = new UPlot(
        {
          width: Math.max(element.clientWidth, 280),
          height: HEIGHT,
          legend: { show: false },
          cursor: { show: false },
          scales: { x: { time: false, range: [-0.5, labels.length - 0.5] } },
          axes: [
            { values: (_u, ticks) => ticks.map((i) => labels[i] ?? ''), incrs: [1, 2, 4, 8, 13], space: 60, stroke: '#222' },
            { stroke: '#222' },
          ],
          series: [
            {},
            ...series.map((s, i) => ({
              label: s.label,
              stroke: SERIES_COLOURS[i % SERIES_COLOURS.length],
              fill: bars ? SERIES_COLOURS[i % SERIES_COLOURS.length] : undefined,
              width: 2,
              paths: bars,
              points: { show: !bars },
            })),
          ],
        },
        // A second series of bars is drawn over the first: each is a part of it (rebates of fees, booked of received).
        [labels.map((_, i) => i), ...series.map((s) => s.values)],
        element,
      );
      const drawn = plot;
      resize = new ResizeObserver(() => drawn.setSize({ width: Math.max(element.clientWidth, 280), height: HEIGHT }));
      resize.observe(element);
    });
    return () => {
      gone = true;
      resize?.disconnect();
      plot?.destroy();
    };
  }, [kind, labels, series]);

  return (
    <figure style={{ margin: 0 }}>
      <style>{UPLOT_CSS}</style>
      <div ref={box} role="img" aria-label={`${table.title}: ${table.summary}`} style={{ width: '100%', minHeight: HEIGHT }} />
      <figcaption>
        <ul aria-label="Legend" style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', listStyle: 'none', padding: 0 }}>
          {series.map((s, i) => (
            <li key={s.label}>
              <span aria-hidden="true" style={{ display: 'inline-block', width: '1rem', height: '0.75rem', marginRight: '0.35rem', background: SERIES_COLOURS[i % SERIES_COLOURS.length] }} />
              {s.label}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
