import { Controller, Get, Query, Response, Route, Security, Tags } from '@tsoa/runtime';
import type { ProblemBody } from '../../../http/problem';
import { weeklyReportsFor } from './weekly-report-reads';
import type { WeeklyReports } from './weekly-report.types';

/** Administrators: how the practice is going, week by week (Sydney weeks, Monday start). */
@Route('reports/admin')
@Tags('administration')
@Security('jwt', ['administrator'])
@Response<ProblemBody>(401, 'Not signed in')
@Response<ProblemBody>(403, 'Not an administrator')
export class WeeklyReportsController extends Controller {
  /**
   * Sessions booked, completed, cancelled and missed per week; fees and rebates per funding route;
   * new clients per week; referrals received and booked; days from sign-up to first session.
   * `fromDate` and `toDate` are Sydney dates (YYYY-MM-DD), both included, at most 52 weeks.
   */
  @Get('weekly')
  @Response<ProblemBody>(422, 'A date is missing or not YYYY-MM-DD, the range is backwards, or it spans more than 52 weeks')
  public getWeeklyReports(@Query() fromDate?: string, @Query() toDate?: string): Promise<WeeklyReports> {
    return weeklyReportsFor(fromDate, toDate);
  }
}
