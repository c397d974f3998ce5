import styled from 'styled-components';
import { Loading } from '@harbour/ui';
import type { HarbourError } from '@harbour/sdk';

const Table = styled.table`
  border-collapse: collapse;
  margin-bottom: 2rem;
  width: 100%;
  th,
  td {
    text-align: left;
    padding: 0.25rem 0.75rem 0.25rem 0;
    border-bottom: 1px solid #ddd;
  }
  caption {
    text-align: left;
    font-weight: 700;
    font-size: 1.125rem;
    padding-bottom: 0.5rem;
  }
`;

interface QueryResult<T> {
  data?: T[];
  isLoading: boolean;
  error?: unknown;
}

export function TaxonomyTable<T>({ title, result, columns }: { title: string; result: QueryResult<T>; columns: Record<string, (item: T) => string> }) {
  if (result.isLoading) return <Loading label={`Loading ${title.toLowerCase()}`} />;
  if (result.error) return <p role="alert">{title}: {(result.error as HarbourError).message ?? 'could not be loaded.'}</p>;
  const items = result.data ?? [];
  return (
    <Table>
      <caption>
        {title} ({items.length})
      </caption>
      <thead>
        <tr>
          {Object.keys(columns).map((heading) => (
            <th key={heading} scope="col">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          <tr key={index}>
            {Object.entries(columns).map(([heading, cell]) => (
              <td key={heading}>{cell(item)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
