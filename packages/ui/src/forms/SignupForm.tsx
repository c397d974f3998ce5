import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../button/Button';
import type { FieldErrors } from './errors';
import { FormAlert } from './FormAlert';
import { Form, FormActions, RequiredNote } from './formStyles';
import { EMPTY_PERSON_DETAILS, PersonDetailsFields, personDetailsProblems, type PersonDetails } from './PersonDetailsFields';
import { TermsConsentField, termsConsentProblem } from './TermsConsentField';
import { TextField } from './TextField';
import { useFormState } from './useFormState';
import { collectProblems, PASSWORD_RULE, passwordProblem } from './validation';
import { withoutBlanks } from './withoutBlanks';

/** What every sign-up sends: names and email trimmed, blank phone and postcode left out. */
export interface SignupPerson {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  acceptedTermsVersion: string;
  phone?: string;
  postcode?: string;
}

/** Why the API refused a sign-up: a sentence for the alert and the fields it names. */
export interface SignupRefusal {
  message?: string;
  fieldErrors?: FieldErrors;
}

/** The kind's own fields: rendered after the person's, checked with theirs, kept as typed. */
export interface SignupExtraFields<E extends Record<string, string>> {
  initial: E;
  problems?: (values: E) => Record<string, string | undefined>;
  render: (fields: { values: E; errors: FieldErrors; setValue: (name: keyof E & string, value: string) => void; setFieldError: (name: keyof E & string, message: string | undefined) => void }) => ReactNode;
}

export interface SignupFormProps<E extends Record<string, string>> {
  /** The terms version the person agrees to (from the area's terms query; undefined while it loads). */
  termsVersion: string | undefined;
  postcodeRequired: boolean;
  postcodeHint?: string;
  extra?: SignupExtraFields<E>;
  /** The area's API call: resolves when registered, or with the refusal to show. */
  onSubmit: (person: SignupPerson, extra: E) => Promise<SignupRefusal | void>;
  submitting: boolean;
  /** An inline sign-up (the checkout) sits in a narrower column and wants no page margins. */
  inline?: boolean;
}

const NO_EXTRA = { initial: {}, render: () => null };

/**
 * The one sign-up form (client, psychologist, GP, and the checkout's inline account): name, email,
 * phone, postcode, the kind's own fields, password and the terms consent. It checks before
 * sending, moves focus to the first field in error, and keeps everything typed when the API
 * refuses. The API call is the area's (`onSubmit`); this package knows no API.
 */
export function SignupForm<E extends Record<string, string> = Record<string, never>>({ termsVersion, postcodeRequired, postcodeHint, extra, onSubmit, submitting, inline }: SignupFormProps<E>) {
  const kind = (extra ?? NO_EXTRA) as SignupExtraFields<E>;
  const { values, setValue, errors, showErrors, setFieldError, formRef } = useFormState<PersonDetails & { password: string; acceptedTermsVersion: string } & E>({
    ...EMPTY_PERSON_DETAILS,
    ...kind.initial,
    password: '',
    acceptedTermsVersion: '',
  });
  const [alert, setAlert] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = collectProblems({
      ...personDetailsProblems(values, { postcodeRequired }),
      ...kind.problems?.(values),
      password: passwordProblem(values.password),
      acceptedTermsVersion: termsConsentProblem(values.acceptedTermsVersion),
    });
    showErrors(problems);
    setAlert(undefined);
    if (Object.keys(problems).length) return;
    const person: SignupPerson = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      password: values.password,
      acceptedTermsVersion: values.acceptedTermsVersion,
      ...withoutBlanks({ phone: values.phone, postcode: values.postcode }),
    };
    const own = Object.fromEntries(Object.keys(kind.initial).map((name) => [name, values[name]])) as E;
    const refusal = await onSubmit(person, own);
    if (refusal) {
      showErrors(refusal.fieldErrors ?? {});
      setAlert(refusal.message);
    }
  };

  const set = (name: string, value: string) => setValue(name as keyof typeof values & string, value);
  return (
    <Form ref={formRef} noValidate onSubmit={submit} style={inline ? { margin: 0, gap: '0.75rem' } : undefined}>
      <RequiredNote>Fields marked * are required.</RequiredNote>
      <FormAlert message={alert} />
      <PersonDetailsFields values={values} errors={errors} onChange={set} postcodeRequired={postcodeRequired} postcodeHint={postcodeHint} />
      {kind.render({ values, errors, setValue: set, setFieldError: (name, message) => setFieldError(name as keyof typeof values & string, message) })}
      <TextField label="Password" name="password" type="password" value={values.password} onChange={(v) => set('password', v)} error={errors.password} required autoComplete="new-password" hint={PASSWORD_RULE} />
      <TermsConsentField version={termsVersion} value={values.acceptedTermsVersion} onChange={(v) => set('acceptedTermsVersion', v)} error={errors.acceptedTermsVersion} />
      <FormActions>
        <Button type="submit" loading={submitting} fullWidth={inline}>
          Create account
        </Button>
      </FormActions>
    </Form>
  );
}
