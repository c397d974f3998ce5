import { rulesFormProblem } from './PracticeRulesSettings';

const form = (lateCancellationHours: string, lateCancellationFee: string) => ({ timeZone: 'Australia/Sydney', isAvailableForNewClients: true, lateCancellationHours, lateCancellationFee });

describe('rulesFormProblem', () => {
  it.each([
    ['24', '', undefined],
    ['0', '0', undefined],
    ['168', '45.50', undefined],
    ['', '', /window/],
    ['2.5', '', /window/],
    ['169', '', /window/],
    ['24', '-1', /fee/],
    ['24', '501', /fee/],
    ['24', 'ten', /fee/],
    ['24', '45.555', /fee/],
  ])('hours %s, fee %s', (hours, fee, expected) => {
    const problem = rulesFormProblem(form(hours, fee));
    if (expected) expect(problem).toMatch(expected);
    else expect(problem).toBeUndefined();
  });
});
