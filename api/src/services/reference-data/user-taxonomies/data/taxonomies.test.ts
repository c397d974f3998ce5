import { atsisOptions, isAtsisYes } from './atsis-options';
import { crisisLines, CRISIS_SUPPORT_TEXT } from './crisis-support';
import { intakeQuestions, isSelfHarmRiskAnswer, SELF_HARM_INTAKE_QUESTION_ID } from './intake-questions';
import { ENGLISH_LANGUAGE_ID, languages, psychSearchLanguages } from './languages';
import { nextAvailableOptions } from './next-available-options';
import { nextOfKinOptions } from './next-of-kins';
import { patientTreatmentStatuses } from './patient-treatment-statuses';
import { specialisations } from './specialisations';
import { treatmentModalities } from './treatment-modalities';

function expectUnique<T>(items: readonly T[], ...keys: (keyof T)[]): void {
  for (const key of keys) {
    const values = items.map((i) => (typeof i[key] === 'string' ? (i[key] as string).toLowerCase() : i[key]));
    expect(new Set(values).size).toBe(items.length);
  }
}

describe('simple taxonomies', () => {
  it('have unique ids and names', () => {
    expectUnique(languages, 'languageId', 'name', 'code');
    expectUnique(specialisations, 'specialisationId', 'name');
    expectUnique(nextOfKinOptions, 'nextOfKinId', 'name');
    expectUnique(atsisOptions, 'atsisOptionId', 'atsisOptionName', 'displayName');
    expectUnique(nextAvailableOptions, 'nextAvailableOptionId', 'name');
    expectUnique(treatmentModalities, 'treatmentModalityId', 'name');
    expectUnique(patientTreatmentStatuses, 'treatmentStatusId', 'name');
    expectUnique(intakeQuestions, 'intakeQuestionId', 'text', 'sortOrder');
  });

  it('have enough entries', () => {
    expect(languages.length).toBeGreaterThanOrEqual(40);
    expect(psychSearchLanguages.length).toBeGreaterThanOrEqual(20);
    expect(specialisations.length).toBeGreaterThanOrEqual(25);
    expect(treatmentModalities.length).toBeGreaterThanOrEqual(15);
  });
});

describe('languages', () => {
  it('lists English first, then by name, with ISO 639 codes', () => {
    expect(languages[0]).toEqual({ languageId: ENGLISH_LANGUAGE_ID, name: 'English', code: 'en' });
    const rest = languages.slice(1).map((l) => l.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
    for (const l of languages) expect(l.code).toMatch(/^[a-z]{2,3}$/);
  });

  it('includes the languages most spoken at home in Australia', () => {
    const names = languages.map((l) => l.name);
    for (const n of [
      'Mandarin',
      'Arabic',
      'Vietnamese',
      'Cantonese',
      'Punjabi',
      'Greek',
      'Italian',
      'Hindi',
      'Auslan',
    ]) {
      expect(names).toContain(n);
    }
  });

  it('offers a directory subset of the languages, in the same order', () => {
    const ids = languages.map((l) => l.languageId);
    const positions = psychSearchLanguages.map((l) => ids.indexOf(l.languageId));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    for (const l of psychSearchLanguages) expect(languages).toContain(l);
    expect(psychSearchLanguages[0].name).toBe('English');
  });
});

describe('atsis options', () => {
  it('counts only Both, Aboriginal and TorresStraitIslander as yes', () => {
    const yes = atsisOptions
      .filter((o) => o.isYes)
      .map((o) => o.atsisOptionName)
      .sort();
    expect(yes).toEqual(['Aboriginal', 'Both', 'TorresStraitIslander']);
    for (const o of atsisOptions) expect(isAtsisYes(o.atsisOptionName)).toBe(o.isYes);
    expect(atsisOptions.map((o) => o.atsisOptionName).sort()).toEqual([
      'Aboriginal',
      'Both',
      'No',
      'PreferNotToSay',
      'TorresStraitIslander',
    ]);
    expect(isAtsisYes('Unknown')).toBe(false);
  });
});

describe('next available options', () => {
  it('widen as they go and end with any time', () => {
    expect(nextAvailableOptions[0]).toMatchObject({ name: 'Within 24 hours', withinDays: 1 });
    const days = nextAvailableOptions.slice(0, -1).map((o) => o.withinDays as number);
    expect(days).toEqual([...days].sort((a, b) => a - b));
    expect(nextAvailableOptions[nextAvailableOptions.length - 1].withinDays).toBeNull();
  });
});

describe('intake questions', () => {
  it('are sorted, and choice questions have options', () => {
    const orders = intakeQuestions.map((q) => q.sortOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    for (const q of intakeQuestions) {
      if (['select', 'multiselect', 'scale'].includes(q.type)) expect(q.options?.length).toBeGreaterThan(1);
      else expect(q.options).toBeUndefined();
    }
  });

  it('asks about self-harm with crisis lines and flags a yes', () => {
    const q = intakeQuestions.find((x) => x.intakeQuestionId === SELF_HARM_INTAKE_QUESTION_ID)!;
    expect(q.required).toBe(true);
    expect(q.text).toContain(CRISIS_SUPPORT_TEXT);
    expect(q.text).toContain('13 11 14');
    expect(q.text).toContain('000');
    expect(q.options![0]).toBe('No');
    expect(isSelfHarmRiskAnswer('No')).toBe(false);
    expect(isSelfHarmRiskAnswer(undefined)).toBe(false);
    for (const answer of q.options!.slice(1)) expect(isSelfHarmRiskAnswer(answer)).toBe(true);
    expect(crisisLines.map((l) => l.phone)).toEqual(expect.arrayContaining(['000', '13 11 14']));
  });
});
