import { normaliseProviderNumber, providerNumberProblem } from '@harbour/identifiers';
import { errorMessageOf, fieldErrorsOf } from '@harbour/sdk';
import { useGetSignupTermsQuery } from '@harbour/sdk/accounts';
import { SignupForm, TextField } from '@harbour/ui';
import { useRegisterPsychologist } from './usePsychologistRegistration';

/** Optional, but when given it must be a real Medicare provider number. */
const PROVIDER_NUMBER_OPTIONAL = { required: false };

export interface PsychologistSignupFormProps {
  onRegistered: (registration: { psychologistRegistrationId: string; email: string }) => void;
}

/** A psychologist's registration; the code sent by email is the next step. */
export function PsychologistSignupForm({ onRegistered }: PsychologistSignupFormProps) {
  const { register, isLoading } = useRegisterPsychologist();
  const terms = useGetSignupTermsQuery();
  return (
    <SignupForm
      termsVersion={terms.data?.version}
      postcodeRequired={false}
      submitting={isLoading}
      extra={{
        initial: { providerNumber: '' },
        problems: (values) => ({ providerNumber: providerNumberProblem(values.providerNumber, PROVIDER_NUMBER_OPTIONAL) }),
        render: ({ values, errors, setValue, setFieldError }) => (
          <TextField
            label="Provider number"
            name="providerNumber"
            value={values.providerNumber}
            onChange={(v) => setValue('providerNumber', v)}
            onBlur={() => setFieldError('providerNumber', providerNumberProblem(values.providerNumber, PROVIDER_NUMBER_OPTIONAL))}
            error={errors.providerNumber}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={12}
            hint="Your Medicare provider number, if you have one: 8 characters, e.g. 4024742F."
          />
        ),
      }}
      onSubmit={async (person, { providerNumber }) => {
        try {
          onRegistered(await register({ ...person, ...(providerNumber.trim() && { providerNumber: normaliseProviderNumber(providerNumber) }) }));
        } catch (error) {
          return { message: errorMessageOf(error), fieldErrors: fieldErrorsOf(error) };
        }
      }}
    />
  );
}
