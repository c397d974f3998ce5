import { DEFAULT_THERAPY_TYPE_ID, sortTherapyTypes, TherapyType, therapyTypes } from './therapy-types';

const t = (
  therapyTypeId: number,
  name: string,
  isCouples: boolean,
  isUnder16Type: boolean,
  sortOrder: number,
): TherapyType => ({
  therapyTypeId,
  name,
  isCouples,
  isUnder16Type,
  sortOrder,
});

describe('therapy types', () => {
  it('has the spec client types Individual, Teenager and Couples with the right flags', () => {
    const byName = Object.fromEntries(therapyTypes.map((x) => [x.name, x]));
    expect(Object.keys(byName).sort()).toEqual(['Couples', 'Individual', 'Teenager']);
    expect(byName.Individual).toMatchObject({ isCouples: false, isUnder16Type: false });
    expect(byName.Teenager).toMatchObject({ isCouples: false, isUnder16Type: true });
    expect(byName.Couples).toMatchObject({ isCouples: true, isUnder16Type: false });
    expect(byName.Individual.therapyTypeId).toBe(DEFAULT_THERAPY_TYPE_ID);
    expect(new Set(therapyTypes.map((x) => x.therapyTypeId)).size).toBe(therapyTypes.length);
  });

  it('is listed in the spec order', () => {
    expect(sortTherapyTypes(therapyTypes)).toEqual(therapyTypes);
  });

  it('sorts standard, then under-16, then couples, whatever the input order', () => {
    const couples = t(2, 'Couples', true, false, 1);
    const teen = t(3, 'Teenager', false, true, 1);
    const individual = t(1, 'Individual', false, false, 9);
    const input = [couples, teen, individual];
    expect(sortTherapyTypes(input).map((x) => x.name)).toEqual(['Individual', 'Teenager', 'Couples']);
    expect(input.map((x) => x.name)).toEqual(['Couples', 'Teenager', 'Individual']); // not mutated
  });

  it('breaks ties within a group by sortOrder then id, and ranks couples above under-16', () => {
    const input = [
      t(7, 'Couples B', true, false, 2),
      t(6, 'Couples A', true, false, 1),
      t(5, 'Teen couples', true, true, 0),
      t(4, 'Child', false, true, 1),
      t(3, 'Teen', false, true, 1),
      t(2, 'Group', false, false, 2),
      t(1, 'Individual', false, false, 1),
    ];
    expect(sortTherapyTypes(input).map((x) => x.name)).toEqual([
      'Individual',
      'Group',
      'Teen',
      'Child',
      'Teen couples',
      'Couples A',
      'Couples B',
    ]);
    expect(sortTherapyTypes([])).toEqual([]);
  });
});
