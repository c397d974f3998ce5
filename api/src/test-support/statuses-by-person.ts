import request from 'supertest';
import type { PracticePerson } from '../services/practice/practice-test-people';

/**
 * GETs `path` as each person named in `expected` and answers who got which status, so an
 * access-matrix test states the whole row in one `toEqual` and a failure shows every mismatch.
 */
export async function statusesByPerson(baseUrl: string, headers: Record<PracticePerson, Record<string, string>>, path: string, expected: Partial<Record<PracticePerson, number>>): Promise<Partial<Record<PracticePerson, number>>> {
  const got: Partial<Record<PracticePerson, number>> = {};
  for (const person of Object.keys(expected) as PracticePerson[]) got[person] = (await request(baseUrl).get(path).set(headers[person])).status;
  return got;
}

