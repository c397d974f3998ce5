import { useState } from 'react';
import { Button } from '@harbour/ui';
import { downloadText } from '../export/download-text';
import { CELL, HEAD, SCROLLER, TABLE } from '../payments/table-styles';
import { reportCsv, type ReportTable } from './report-tables';
import { ReportChart } from './ReportChart';

/** One report: its summary, its chart, the same numbers as a table on demand, and a CSV of them. */
export function ReportSection({ table, fromDate, toDate }: { table: ReportTable; fromDate: string; toDate: string }) {
  const [showTable, setShowTable] = useState(false);
  const headingId = `report-${table.id}-heading`;
  const tableId = `report-${table.id}-table`;
  return (
    <section aria-labelledby={headingId} style={{ marginBottom: '2rem' }}>
      <h2 id={headingId}>{table.title}</h2>
      <p>{table.summary}</p>
      <ReportChart table={table} />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', margin: '0.75rem 0' }}>
        <Button type="button" variant="secondary" aria-expanded={showTable} aria-controls={tableId} onClick={() => setShowTable(!showTable)}>
          {showTable ? 'Hide the table' : 'Show the table'}
        </Button>
        <Button type="button" variant="secondary" onClick={() => downloadText(`harbour-${table.id}-${fromDate}-to-${toDate}.csv`, reportCsv(table), 'text/csv;charset=utf-8')}>
          Download CSV
        </Button>
      </div>
      <div id={tableId} hidden={!showTable}>
        {showTable && (
          <div role="region" aria-label={`${table.title} table`} tabIndex={0} style={SCROLLER}>
            <table style={TABLE}>
              <caption style={{ textAlign: 'left', fontWeight: 600, marginBottom: '0.5rem' }}>{table.title}</caption>
              <thead>
                <tr>
                  {table.headings.map((h) => (
                    <th key={h} scope="col" style={HEAD}>
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row) => (
                  <tr key={String(row[0])}>
                    {row.map((value, i) =>
                      i === 0 ? (
                        <th key={i} scope="row" style={{ ...CELL, textAlign: 'left' }}>
                          {value}
                        </th>
                      ) : (
                        <td key={i} style={CELL}>
                          {value}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}
