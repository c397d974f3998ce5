import { formatFee } from './format-time';

describe('fees on a card', () => {
  it.each([
    [19500, '$195'],
    [19550, '$195.50'],
  ])('%i cents: %s', (cents, text) => expect(formatFee(cents)).toBe(text));
});
