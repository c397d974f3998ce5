// The reports domain's front door: it reads every other domain and nothing imports it.
export type { WeeklyReports } from './weekly/weekly-report.types';
