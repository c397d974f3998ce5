import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldErrors } from './errors';

/**
 * Values and field errors of one form. Editing a field clears its error; showing errors moves
 * focus to the first invalid field so keyboard and screen-reader users land on it.
 */
export function useFormState<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrorsState] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const focusPending = useRef(false);

  const setValue = useCallback((name: keyof T & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrorsState((current) => {
      if (!(name in current)) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);

  const showErrors = useCallback((next: FieldErrors) => {
    focusPending.current = Object.keys(next).length > 0;
    setErrorsState(next);
  }, []);

  /** Sets or clears one field's error without moving focus (checks as the user leaves a field). */
  const setFieldError = useCallback((name: keyof T & string, message: string | undefined) => {
    setErrorsState((current) => {
      const { [name]: _previous, ...rest } = current;
      return message ? { ...rest, [name]: message } : rest;
    });
  }, []);

  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  return { values, setValue, errors, showErrors, setFieldError, formRef };
}
