import { CASE_NOTE_TEMPLATES, MAX_SECTION_CHARS, sectionsForTemplate } from './templates';

describe('case-note templates', () => {
  it('has SOAP, DAP and free text with their headings', () => {
    expect(CASE_NOTE_TEMPLATES.map((t) => [t.templateId, t.sections.map((s) => s.title)])).toEqual([
      ['SOAP', ['Subjective', 'Objective', 'Assessment', 'Plan']],
      ['DAP', ['Data', 'Assessment', 'Plan']],
      ['Free', ['Note']],
    ]);
  });

  it.each([
    ['SOAP', [{ key: 'plan', text: 'Review in 2 weeks' }], [{ key: 'subjective', text: '' }, { key: 'objective', text: '' }, { key: 'assessment', text: '' }, { key: 'plan', text: 'Review in 2 weeks' }]],
    ['DAP', [{ key: 'data', text: 'd' }, { key: 'assessment', text: 'a' }], [{ key: 'data', text: 'd' }, { key: 'assessment', text: 'a' }, { key: 'plan', text: '' }]],
    ['Free', [], [{ key: 'note', text: '' }]],
    ['XYZ', [], ['templateId', 'must be one of SOAP, DAP, Free']],
    ['DAP', [{ key: 'subjective', text: 'x' }], ['sections', "'subjective' is not a heading of the DAP template"]],
    ['Free', [{ key: 'note', text: 'a' }, { key: 'note', text: 'b' }], ['sections', "'note' is given twice"]],
    ['Free', [{ key: 'note', text: 'x'.repeat(MAX_SECTION_CHARS + 1) }], ['sections', `'note' is longer than ${MAX_SECTION_CHARS} characters`]],
  ])('%s %j → %j', (templateId, sections, expected) => {
    expect(sectionsForTemplate(templateId, sections)).toEqual(expected);
  });
});
