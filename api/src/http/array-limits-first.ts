import { ValidationService } from '@tsoa/runtime';

/**
 * tsoa checks an array's `maxItems` only after validating every item, and its validator costs
 * (objects × errors so far): an array of 1,000 wrong objects where at most 10 are allowed took a
 * second of CPU and answered 260 kB of errors (the body-shape fuzz found it). Here an array over
 * its `maxItems` is refused first, with tsoa's own message, and its items are never looked at.
 * Installed once, before the first request; the rest of tsoa's validation is unchanged.
 */
type ValidateArray = (
  name: string,
  value: unknown,
  fieldErrors: Record<string, { message: string; value?: unknown }>,
  isBodyParam: boolean,
  schema: unknown,
  validators?: { maxItems?: { value?: number; errorMsg?: string } },
  parent?: string,
) => unknown;

const PATCHED = Symbol.for('harbour.arrayLimitsFirst');

export function checkArrayLimitsFirst(): void {
  const prototype = ValidationService.prototype as unknown as { validateArray: ValidateArray; [PATCHED]?: true };
  if (prototype[PATCHED]) return;
  const validateArray = prototype.validateArray;
  prototype.validateArray = function (this: unknown, name, value, fieldErrors, isBodyParam, schema, validators, parent = '') {
    const max = validators?.maxItems?.value;
    if (Array.isArray(value) && max && value.length > max) {
      fieldErrors[parent + name] = { message: validators?.maxItems?.errorMsg || `maxItems ${max}` };
      return undefined;
    }
    return validateArray.call(this, name, value, fieldErrors, isBodyParam, schema, validators, parent);
  };
  prototype[PATCHED] = true;
}
