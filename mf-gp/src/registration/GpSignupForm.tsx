import { useState } from 'react';
import { normaliseProviderNumber, providerNumberProblem } from '@harbour/identifiers';
import { usePlatform } from '@harbour/platform';
import { errorMessageOf, fieldErrorsOf } from '@harbour/sdk';
import { useGetSignupTermsQuery } from '@harbour/sdk/accounts';
import { SignupForm, TextField, withoutBlanks } from '@harbour/ui';
import { useRegisterGp } from './useGpRegistration';

/** GP registration: on success the verify page takes over (/gp/verify?registration=…&email=…). */
export function GpSignupForm() {
  const platform = usePlatform();
  const { register, isLoading } = useRegisterGp();
  const terms = useGetSignupTermsQuery();
  // The provider number is checked as it is typed once the field has been left (domain.md).
  const [providerTouched, setProviderTouched] = useState(false);
  return (
    <SignupForm
      termsVersion={terms.data?.version}
      postcodeRequired={false}
      postcodeHint="Your practice's postcode."
      submitting={isLoading}
      extra={{
        initial: { practiceName: '', providerNumber: '' },
        problems: (values) => {
          setProviderTouched(true);
          return { providerNumber: providerNumberProblem(values.providerNumber, { required: true }) };
        },
        render: ({ values, errors, setValue }) => (
          <>
            <TextField label="Practice name" name="practiceName" value={values.practiceName} onChange={(v) => setValue('practiceName', v)} error={errors.practiceName} autoComplete="organization" />
            <TextField
              label="Provider number"
              name="providerNumber"
              value={values.providerNumber}
              onChange={(v) => setValue('providerNumber', v)}
              onBlur={() => setProviderTouched(true)}
              error={errors.providerNumber ?? (providerTouched ? providerNumberProblem(values.providerNumber, { required: false }) : undefined)}
              required
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={12}
              hint="Your Medicare provider number for this practice: 8 characters, e.g. 4024742F."
            />
          </>
        ),
      }}
      onSubmit={async (person, { practiceName, providerNumber }) => {
        try {
          const registration = await register({ ...person, providerNumber: normaliseProviderNumber(providerNumber), ...withoutBlanks({ practiceName }) });
          platform.navigate(`/gp/verify?${new URLSearchParams({ registration: registration.gpRegistrationId, email: registration.email })}`);
        } catch (error) {
          return { message: errorMessageOf(error), fieldErrors: fieldErrorsOf(error) };
        }
      }}
    />
  );
}
