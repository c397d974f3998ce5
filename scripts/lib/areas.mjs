export const AREAS = ['mf-public', 'mf-booking', 'mf-patient', 'mf-psychologist', 'mf-gp', 'mf-messaging'];
