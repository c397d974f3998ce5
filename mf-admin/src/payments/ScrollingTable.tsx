import type { ReactNode } from 'react';
import { CAPTION, HEAD, SCROLLER, TABLE } from './table-styles';

/** A console table with its column headings (and a caption if given), scrolling sideways in its own focusable region on a phone. */
export function ScrollingTable({ label, caption, headings, children }: { label: string; caption?: string; headings: readonly string[]; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={SCROLLER}>
      <table style={TABLE}>
        {caption && <caption style={CAPTION}>{caption}</caption>}
        <thead>
          <tr>
            {headings.map((h) => (
              <th key={h} scope="col" style={HEAD}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
