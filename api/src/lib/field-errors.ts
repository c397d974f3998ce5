import { HttpProblem } from '../http/problem';

/**
 * Collects what is wrong with a request, field by field, so one 422 names every failing field
 * (the same `{ status, title, detail, fields }` shape as tsoa's own validation failures).
 */
export class FieldErrors {
  private readonly fields: Record<string, string> = {};

  add(field: string, message: string): void {
    if (!(field in this.fields)) this.fields[field] = message;
  }

  get isEmpty(): boolean {
    return Object.keys(this.fields).length === 0;
  }

  /** Throws the 422 when anything was added; does nothing otherwise. */
  throwIfAny(): void {
    if (this.isEmpty) return;
    const detail = Object.entries(this.fields)
      .map(([name, message]) => `${name}: ${message}`)
      .join('; ');
    throw new HttpProblem(422, 'Validation failed', detail, { ...this.fields });
  }
}
