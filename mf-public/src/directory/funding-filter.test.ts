import { acceptsMedicare, routeOfFilter } from './funding-filter';

describe('the directory’s funding filter', () => {
  it.each([
    [undefined, undefined],
    ['Medicare', 'Medicare'],
    ['BulkBilled', 'BulkBilled'],
    ['Partnership', 'Partnership'],
    ['NDIS', undefined],
    ['DVA', undefined],
  ] as const)('the funding filter %s prices cards under %s', (filter, route) => {
    expect(routeOfFilter(filter)).toBe(route);
  });

  it.each([
    [['Medicare'], true],
    [['BulkBilled', 'NDIS'], true],
    [['NDIS', 'DVA'], false],
    [[], false],
  ] as const)('a psychologist accepting %j offers a Medicare rebate: %s', (accepted, medicare) => {
    expect(acceptsMedicare(accepted)).toBe(medicare);
  });
});
