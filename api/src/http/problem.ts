/**
 * An HTTP error with a `{ status, title, detail }` body. Services throw these; the error
 * handler turns them into responses, so a controller never builds an error body itself.
 */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail: string,
    readonly fields?: Record<string, string>,
    /** Sent as Retry-After (429, 503). */
    readonly retryAfterSeconds?: number,
  ) {
    super(detail);
    this.name = 'HttpProblem';
  }
}

export interface ProblemBody {
  status: number;
  title: string;
  detail: string;
  /** Present on 422: the failing field names and what is wrong with each. */
  fields?: Record<string, string>;
}

export const notFound = (detail: string) => new HttpProblem(404, 'Not Found', detail);
export const badRequest = (detail: string, fields?: Record<string, string>) =>
  new HttpProblem(400, 'Bad Request', detail, fields);
export const serviceUnavailable = (detail: string) => new HttpProblem(503, 'Service Unavailable', detail);
export const unauthorised = (detail = 'Unauthorised') => new HttpProblem(401, 'Unauthorised', detail);
export const forbidden = (detail = 'You do not have access to this.') => new HttpProblem(403, 'Forbidden', detail);
export const conflict = (detail: string) => new HttpProblem(409, 'Conflict', detail);
export const tooManyRequests = (detail: string, retryAfterSeconds?: number) =>
  new HttpProblem(429, 'Too Many Requests', detail, undefined, retryAfterSeconds);
