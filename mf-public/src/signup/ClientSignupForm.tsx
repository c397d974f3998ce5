import { useGetSignupTermsQuery } from '@harbour/sdk/accounts';
import type { Referrer } from '@harbour/sdk/reference-data';
import { errorMessageOf, fieldErrorsOf } from '@harbour/sdk';
import { SignupForm, TextField, withoutBlanks } from '@harbour/ui';
import { isDigitsOnly, signupFieldProblem } from './signupFieldRules';
import { useRegisterClient } from './useClientRegistration';

export interface ClientSignupFormProps {
  /** The partner whose extra fields (e.g. hcf's member number) the form asks for. */
  referrer?: Referrer;
  /** Sent as referrerId (the partner's id, or a stored one). */
  referrerId?: string;
  onRegistered: (registration: { patientRegistrationId: string; email: string }) => void;
}

/** Client registration, with the referrer's extra sign-up fields rendered from its data. */
export function ClientSignupForm({ referrer, referrerId, onRegistered }: ClientSignupFormProps) {
  const extraFields = referrer?.signupFields ?? [];
  const { register, isLoading } = useRegisterClient();
  const terms = useGetSignupTermsQuery();
  return (
    <SignupForm<Record<string, string>>
      termsVersion={terms.data?.version}
      postcodeRequired
      submitting={isLoading}
      extra={{
        initial: Object.fromEntries(extraFields.map((field) => [field.name, ''])),
        problems: (values) => Object.fromEntries(extraFields.map((field) => [field.name, signupFieldProblem(field, values[field.name])])),
        render: ({ values, errors, setValue }) =>
          extraFields.map((extra) => (
            <TextField
              key={extra.name}
              label={extra.label}
              name={extra.name}
              value={values[extra.name]}
              onChange={(value) => setValue(extra.name, value)}
              error={errors[extra.name]}
              required={extra.required}
              maxLength={extra.maxLength}
              pattern={extra.pattern}
              inputMode={isDigitsOnly(extra) ? 'numeric' : undefined}
              autoComplete="off"
            />
          )),
      }}
      onSubmit={async (person, own) => {
        const signupFields = withoutBlanks(own);
        try {
          onRegistered(await register({ ...person, ...(referrerId && { referrerId }), ...(Object.keys(signupFields).length > 0 && { signupFields }) }));
        } catch (error) {
          return { message: errorMessageOf(error), fieldErrors: fieldErrorsOf(error) };
        }
      }}
    />
  );
}
