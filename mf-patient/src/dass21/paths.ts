/** The check-in's route (mf-patient routes.ts). */
export const DASS21_PATH = '/mental-health-assessment/dass21';
