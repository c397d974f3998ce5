import { HttpProblem } from './problem';

/** A 422 naming the field, the same shape tsoa's own validation failures produce. */
export function invalidField(field: string, message: string): HttpProblem {
  return new HttpProblem(422, 'Validation failed', `${field}: ${message}`, { [field]: message });
}
