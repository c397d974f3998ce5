/**
 * Case-note templates: the headings a psychologist writes under. SOAP and DAP are the
 * two structures Australian psychologists use most; "Free" is one untitled box.
 */
export type CaseNoteTemplateId = 'SOAP' | 'DAP' | 'Free';

export interface CaseNoteTemplate {
  templateId: CaseNoteTemplateId;
  name: string;
  sections: { key: string; title: string }[];
}

export const CASE_NOTE_TEMPLATES: readonly CaseNoteTemplate[] = [
  {
    templateId: 'SOAP',
    name: 'SOAP (subjective, objective, assessment, plan)',
    sections: [
      { key: 'subjective', title: 'Subjective' },
      { key: 'objective', title: 'Objective' },
      { key: 'assessment', title: 'Assessment' },
      { key: 'plan', title: 'Plan' },
    ],
  },
  {
    templateId: 'DAP',
    name: 'DAP (data, assessment, plan)',
    sections: [
      { key: 'data', title: 'Data' },
      { key: 'assessment', title: 'Assessment' },
      { key: 'plan', title: 'Plan' },
    ],
  },
  { templateId: 'Free', name: 'Free text', sections: [{ key: 'note', title: 'Note' }] },
];

export const MAX_SECTION_CHARS = 20_000;

export interface CaseNoteSection {
  key: string;
  text: string;
}

/**
 * The sections in the template's order, or the first problem as `[field, message]`. Every
 * template heading is present in the answer (empty when not written); unknown keys are refused.
 */
export function sectionsForTemplate(templateId: string, sections: CaseNoteSection[]): CaseNoteSection[] | [string, string] {
  const template = CASE_NOTE_TEMPLATES.find((t) => t.templateId === templateId);
  if (!template) return ['templateId', `must be one of ${CASE_NOTE_TEMPLATES.map((t) => t.templateId).join(', ')}`];
  const byKey = new Map<string, string>();
  for (const section of sections) {
    if (!template.sections.some((s) => s.key === section.key)) return ['sections', `'${section.key}' is not a heading of the ${templateId} template`];
    if (byKey.has(section.key)) return ['sections', `'${section.key}' is given twice`];
    if (section.text.length > MAX_SECTION_CHARS) return ['sections', `'${section.key}' is longer than ${MAX_SECTION_CHARS} characters`];
    byKey.set(section.key, section.text);
  }
  return template.sections.map((s) => ({ key: s.key, text: byKey.get(s.key) ?? '' }));
}
