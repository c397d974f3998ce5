/** Money is integer cents of Australian dollars (docs/booking.md): 12345 → "$123.45". */
export const formatCents = (cents: number) => new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }).format(cents / 100);
