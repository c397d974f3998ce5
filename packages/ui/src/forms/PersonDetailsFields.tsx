import type { FieldErrors } from './errors';
import { TextField } from './TextField';
import { emailProblem, phoneProblem, postcodeProblem, requiredProblem } from './validation';

/** The person fields every sign-up asks for (client, psychologist, GP). */
export interface PersonDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  postcode: string;
}

export const EMPTY_PERSON_DETAILS: PersonDetails = { firstName: '', lastName: '', email: '', phone: '', postcode: '' };

/** What is wrong with each person field (undefined where nothing is). */
export function personDetailsProblems(values: PersonDetails, { postcodeRequired }: { postcodeRequired: boolean }) {
  return {
    firstName: requiredProblem(values.firstName, 'Enter your first name.'),
    lastName: requiredProblem(values.lastName, 'Enter your last name.'),
    email: emailProblem(values.email),
    phone: phoneProblem(values.phone),
    postcode: postcodeProblem(values.postcode, postcodeRequired),
  };
}

export interface PersonDetailsFieldsProps {
  values: PersonDetails;
  errors: FieldErrors;
  onChange(name: keyof PersonDetails, value: string): void;
  postcodeRequired: boolean;
  postcodeHint?: string;
}

export function PersonDetailsFields({ values, errors, onChange, postcodeRequired, postcodeHint }: PersonDetailsFieldsProps) {
  const field = (name: keyof PersonDetails) => ({
    name,
    value: values[name],
    onChange: (value: string) => onChange(name, value),
    error: errors[name],
  });
  return (
    <>
      <TextField label="First name" {...field('firstName')} required autoComplete="given-name" />
      <TextField label="Last name" {...field('lastName')} required autoComplete="family-name" />
      <TextField label="Email" {...field('email')} type="email" required autoComplete="email" inputMode="email" />
      <TextField label="Mobile phone" {...field('phone')} type="tel" autoComplete="tel" />
      <TextField
        label="Postcode"
        {...field('postcode')}
        required={postcodeRequired}
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={4}
        hint={postcodeHint}
      />
    </>
  );
}
