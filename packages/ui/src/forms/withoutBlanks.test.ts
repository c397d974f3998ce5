import { withoutBlanks } from './withoutBlanks';

describe('withoutBlanks', () => {
  it('trims values and leaves out the empty ones', () => {
    expect(withoutBlanks({ phone: ' 0412 345 678 ', postcode: '   ', practiceName: '' })).toEqual({ phone: '0412 345 678' });
  });
});
