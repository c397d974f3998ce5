/** Money is integer cents of Australian dollars (README "Booking and payments"): 12345 → "$123.45". */
export const formatCents = (cents: number) => new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }).format(cents / 100);
