/** Under 768 px the header collapses its links into Menu and its buttons make room for the brand. */
export const COLLAPSE = '@media (max-width: 767.98px)';
export const WIDE = '@media (min-width: 768px)';
