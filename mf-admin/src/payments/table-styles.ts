import type { CSSProperties } from 'react';

/** The console's plain tables: a table wider than a phone scrolls inside its own region. */
export const TABLE: CSSProperties = { borderCollapse: 'collapse', width: '100%' };
export const HEAD: CSSProperties = { textAlign: 'left', padding: '0.5rem', borderBottom: '2px solid currentColor', whiteSpace: 'nowrap' };
export const CELL: CSSProperties = { padding: '0.5rem', borderBottom: '1px solid currentColor', verticalAlign: 'top', overflowWrap: 'anywhere' };
export const SCROLLER: CSSProperties = { overflowX: 'auto' };
export const CAPTION: CSSProperties = { textAlign: 'left', fontWeight: 600, marginBottom: '0.5rem' };
