import styled from 'styled-components';
import type { Dass21Progress, Dass21SubscaleName } from '@harbour/sdk/dass21';
import { formatInstant, rgb } from '@harbour/ui';
import { BAND_LABEL, MAX_SCORE, SUBSCALE_LABEL, SUBSCALES } from './bands';

const W = 320;
const H = 180;
const PAD = { left: 30, right: 10, top: 10, bottom: 24 };

/** Each line differs by dash pattern and marker shape too, so colour is never the only cue. */
const LINE: Record<Dass21SubscaleName, { colour: string; dash?: string; marker: 'circle' | 'square' | 'triangle' }> = {
  depression: { colour: '#1D5C63', marker: 'circle' },
  anxiety: { colour: '#8A5A1E', dash: '6 4', marker: 'square' },
  stress: { colour: '#5B3F8C', dash: '2 3', marker: 'triangle' },
};

const Figure = styled.figure`
  margin: 1rem 0;
  svg {
    width: 100%;
    max-width: 560px;
    height: auto;
    display: block;
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
  list-style: none;
  padding: 0;
  margin: 0.5rem 0 0;
  svg {
    width: 28px;
    display: inline;
    vertical-align: middle;
    margin-right: 0.35rem;
  }
`;

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  font-size: 0.95rem;
  caption {
    text-align: left;
    font-weight: 600;
    margin-bottom: 0.5rem;
  }
  th,
  td {
    border-bottom: 1px solid ${({ theme }) => rgb(theme.colours.lightishGrey)};
    padding: 0.4rem 0.3rem;
    text-align: left;
    vertical-align: top;
  }
`;

const when = (iso: string) => formatInstant(iso, 'shortDateTime');

function Marker({ x, y, shape, colour }: { x: number; y: number; shape: 'circle' | 'square' | 'triangle'; colour: string }) {
  if (shape === 'circle') return <circle cx={x} cy={y} r={4} fill={colour} />;
  if (shape === 'square') return <rect x={x - 4} y={y - 4} width={8} height={8} fill={colour} />;
  return <polygon points={`${x},${y - 5} ${x + 5},${y + 4} ${x - 5},${y + 4}`} fill={colour} />;
}

/** The client's check-ins over time: an SVG chart with a title and description, and the same figures as a table. */
export function TrendChart({ progress }: { progress: Dass21Progress }) {
  const count = progress.checkinCount;
  const series = Object.fromEntries(progress.series.map((s) => [s.subscale, s.points])) as Record<Dass21SubscaleName, Dass21Progress['series'][number]['points']>;
  const dates = series.depression ?? [];
  const x = (i: number) => PAD.left + (count <= 1 ? (W - PAD.left - PAD.right) / 2 : (i * (W - PAD.left - PAD.right)) / (count - 1));
  const y = (score: number) => PAD.top + (1 - score / MAX_SCORE) * (H - PAD.top - PAD.bottom);
  const first = dates[0] ? formatInstant(dates[0].takenAt, 'shortDate') : '';
  const last = dates[count - 1] ? formatInstant(dates[count - 1].takenAt, 'shortDate') : '';
  const latest = SUBSCALES.map((s) => {
    const point = series[s]?.[count - 1];
    return point ? `${SUBSCALE_LABEL[s]} ${point.score} (${BAND_LABEL[point.band]})` : '';
  }).join(', ');

  return (
    <section aria-labelledby="dass21-trend-heading">
      <h2 id="dass21-trend-heading">Your check-ins over time</h2>
      <Figure>
        <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="dass21-trend-title dass21-trend-desc">
          <title id="dass21-trend-title">DASS-21 scores over time</title>
          <desc id="dass21-trend-desc">
            {`${count} check-in${count === 1 ? '' : 's'} from ${first} to ${last}, scores from 0 to ${MAX_SCORE}. Latest: ${latest}. The table below lists every check-in.`}
          </desc>
          {[0, 14, 28, 42].map((tick) => (
            <g key={tick}>
              <line x1={PAD.left} x2={W - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#C9D1DA" strokeWidth={1} />
              <text x={PAD.left - 6} y={y(tick) + 4} fontSize={10} textAnchor="end" fill="#334155">
                {tick}
              </text>
            </g>
          ))}
          {SUBSCALES.map((s) => {
            const points = series[s] ?? [];
            const style = LINE[s];
            return (
              <g key={s}>
                {points.length > 1 && (
                  <polyline
                    fill="none"
                    stroke={style.colour}
                    strokeWidth={2}
                    strokeDasharray={style.dash}
                    points={points.map((p, i) => `${x(i)},${y(p.score)}`).join(' ')}
                  />
                )}
                {points.map((p, i) => (
                  <Marker key={p.resultId} x={x(i)} y={y(p.score)} shape={style.marker} colour={style.colour} />
                ))}
              </g>
            );
          })}
          <text x={PAD.left} y={H - 6} fontSize={10} fill="#334155">
            {first}
          </text>
          {count > 1 && (
            <text x={W - PAD.right} y={H - 6} fontSize={10} textAnchor="end" fill="#334155">
              {last}
            </text>
          )}
        </svg>
        <Legend aria-label="Chart key">
          {SUBSCALES.map((s) => (
            <li key={s}>
              <svg viewBox="0 0 28 10" aria-hidden="true" focusable="false">
                <line x1={0} x2={28} y1={5} y2={5} stroke={LINE[s].colour} strokeWidth={2} strokeDasharray={LINE[s].dash} />
                <Marker x={14} y={5} shape={LINE[s].marker} colour={LINE[s].colour} />
              </svg>
              {SUBSCALE_LABEL[s]}
            </li>
          ))}
        </Legend>
      </Figure>
      <Table>
        <caption>Your check-ins (scores out of {MAX_SCORE})</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            {SUBSCALES.map((s) => (
              <th scope="col" key={s}>
                {SUBSCALE_LABEL[s]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {dates
            .map((point, i) => (
              <tr key={point.resultId}>
                <th scope="row">{when(point.takenAt)}</th>
                {SUBSCALES.map((s) => {
                  const p = series[s][i];
                  return <td key={s}>{`${p.score} ${BAND_LABEL[p.band]}`}</td>;
                })}
              </tr>
            ))
            .reverse()}
        </tbody>
      </Table>
    </section>
  );
}
