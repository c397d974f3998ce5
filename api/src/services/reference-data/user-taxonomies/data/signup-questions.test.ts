import { referrers } from './referrers';
import { signupQuestions, signupQuestionsFor } from './signup-questions';
import { acknowledgementsFor, patientAcknowledgements } from './patient-acknowledgements';

describe('signup questions', () => {
  it('has unique ids and well-formed questions', () => {
    expect(new Set(signupQuestions.map((q) => q.signupQuestionId)).size).toBe(signupQuestions.length);
    for (const q of signupQuestions) {
      if (q.type === 'select') expect(q.options?.length).toBeGreaterThan(1);
      else expect(q.options).toBeUndefined();
    }
  });

  it("mirrors every partner's signupFields exactly", () => {
    const partnerQuestions = signupQuestions.filter((q) => q.referrerName !== null);
    const fields = referrers.flatMap((r) => r.signupFields.map((f) => ({ referrerName: r.name, ...f })));
    expect(partnerQuestions).toHaveLength(fields.length);
    for (const f of fields) {
      expect(partnerQuestions).toContainEqual(
        expect.objectContaining({
          referrerName: f.referrerName,
          fieldName: f.name,
          text: f.label,
          required: f.required,
          type: 'text',
        }),
      );
    }
  });

  it('returns the general questions plus those of the given partner', () => {
    const general = signupQuestions.filter((q) => q.referrerName === null);
    expect(general.length).toBeGreaterThan(0);
    expect(signupQuestionsFor()).toEqual(general);
    expect(signupQuestionsFor('unknown')).toEqual(general);
    expect(signupQuestionsFor('nib')).toEqual(general);
    const hcf = signupQuestionsFor('hcf');
    expect(hcf.slice(0, general.length)).toEqual(general);
    expect(hcf.slice(general.length).map((q) => q.fieldName)).toEqual([
      'memberNumber',
      'memberNumberReference',
    ]);
    expect(signupQuestionsFor('HCF-Employees').map((q) => q.fieldName)).toContain('employeeId');
    expect(signupQuestionsFor('hcf-employees').map((q) => q.fieldName)).not.toContain('memberNumber');
  });
});

describe('patient acknowledgements', () => {
  const knownNames = new Set(referrers.map((r) => r.name));

  it('has unique ids and only names real partners', () => {
    expect(new Set(patientAcknowledgements.map((a) => a.patientAcknowledgementId)).size).toBe(
      patientAcknowledgements.length,
    );
    for (const a of patientAcknowledgements) {
      if (a.referrerName !== null) expect(knownNames).toContain(a.referrerName);
    }
  });

  it('tells everyone it is not an emergency service, with Lifeline and 000', () => {
    const texts = acknowledgementsFor()
      .map((a) => a.text)
      .join('\n');
    expect(texts).toContain('13 11 14');
    expect(texts).toContain('000');
    expect(texts).toMatch(/telehealth/i);
    expect(texts).toMatch(/cancellation/i);
  });

  it('adds partner-specific acknowledgements', () => {
    const general = acknowledgementsFor();
    expect(acknowledgementsFor('health-engine')).toEqual(general);
    const hcf = acknowledgementsFor('hcf');
    expect(hcf.length).toBe(general.length + 1);
    expect(hcf[hcf.length - 1].text).toContain('HCF');
    expect(acknowledgementsFor('NIB').some((a) => a.referrerName === 'nib')).toBe(true);
    expect(
      acknowledgementsFor('aspen-medical-origin-wcc').some((a) => /workers compensation/.test(a.text)),
    ).toBe(true);
  });
});
