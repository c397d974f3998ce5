/**
 * Australian crisis lines, shown with the self-harm intake question, the "not an emergency
 * service" acknowledgement and severe DASS-21 results (domain.md: Lifeline 13 11 14, emergency 000).
 */

export interface CrisisLine {
  name: string;
  phone: string;
  description: string;
}

export const crisisLines: readonly CrisisLine[] = [
  { name: 'Emergency', phone: '000', description: 'Police, ambulance or fire when life is in danger' },
  { name: 'Lifeline', phone: '13 11 14', description: 'Crisis support and suicide prevention, 24/7' },
  {
    name: 'Suicide Call Back Service',
    phone: '1300 659 467',
    description: 'Counselling for people affected by suicide, 24/7',
  },
  {
    name: 'Kids Helpline',
    phone: '1800 55 1800',
    description: 'Counselling for young people aged 5 to 25, 24/7',
  },
  {
    name: '13YARN',
    phone: '13 92 76',
    description: 'Crisis support by Aboriginal and Torres Strait Islander people, 24/7',
  },
];

export const CRISIS_SUPPORT_TEXT =
  'If you are in immediate danger, call 000. For 24/7 crisis support, call Lifeline on 13 11 14 ' +
  'or the Suicide Call Back Service on 1300 659 467 (young people: Kids Helpline 1800 55 1800; ' +
  'Aboriginal and Torres Strait Islander people: 13YARN 13 92 76).';
