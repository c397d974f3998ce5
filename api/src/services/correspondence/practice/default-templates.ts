/** Templates every psychologist starts with (spec §3 correspondence templates); they can add their own. */
export interface DefaultTemplate {
  correspondenceTemplateId: string;
  name: string;
  templateBody: string;
}

export const DEFAULT_TEMPLATES: readonly DefaultTemplate[] = [
  {
    correspondenceTemplateId: 'default-report-after-6th-session',
    name: 'Report to the GP after the 6th session',
    templateBody: [
      'Dear {{gpName}},',
      'Re: {{patientName}}',
      'Thank you for referring {{patientFirstName}} under the Better Access initiative. {{patientFirstName}} has now attended {{sessionCount}} sessions with me.',
      'Progress and recommendations: ',
      'If you agree that further sessions would help, please provide a new referral so that {{patientFirstName}} can continue with Medicare rebates.',
      'Kind regards,',
      '{{psychologistName}}, psychologist (provider number {{providerNumber}})',
      '{{today}}',
    ].join('\n\n'),
  },
  {
    correspondenceTemplateId: 'default-treatment-update',
    name: 'Treatment update',
    templateBody: ['Dear {{gpName}},', 'Re: {{patientName}}', 'I am writing to update you on treatment to date: ', 'Kind regards,', '{{psychologistName}}', '{{today}}'].join('\n\n'),
  },
];
