import { fillTemplate, unknownPlaceholders, type PlaceholderValues } from './fill-template';

const values: PlaceholderValues = {
  patientFirstName: 'Alex',
  patientLastName: 'Taylor',
  patientName: 'Alex Taylor',
  psychologistName: 'Jordan Ng',
  providerNumber: '4024742F',
  gpName: 'Dr Lee',
  sessionCount: '6',
  today: '23 November 2026',
};

describe('template placeholders', () => {
  it.each([
    ['Dear {{gpName}},', 'Dear Dr Lee,'],
    ['{{ patientName }} attended {{sessionCount}} sessions.', 'Alex Taylor attended 6 sessions.'],
    ['{{patientFirstName}} {{patientFirstName}}', 'Alex Alex'],
    ['No placeholders', 'No placeholders'],
    ['Kept as written: {{unknownThing}}', 'Kept as written: {{unknownThing}}'],
    ['Not HTML: <b>{{patientFirstName}}</b>', 'Not HTML: <b>Alex</b>'],
  ])('%s', (template, filled) => expect(fillTemplate(template, values)).toBe(filled));

  it('lists the unknown placeholders once each', () => {
    expect(unknownPlaceholders('{{gpName}} {{dob}} {{dob}} {{ medicareNo }}')).toEqual(['dob', 'medicareNo']);
    expect(unknownPlaceholders('{{gpName}} and {{today}}')).toEqual([]);
  });
});
