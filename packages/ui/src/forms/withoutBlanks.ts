/** Trimmed values, empty ones left out (optional fields are not sent blank). */
export function withoutBlanks<T extends Record<string, string>>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values)
      .map(([key, value]) => [key, value.trim()])
      .filter(([, value]) => value !== ''),
  ) as Partial<T>;
}
