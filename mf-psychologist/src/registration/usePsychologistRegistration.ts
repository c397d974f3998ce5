import {
  useRegisterPsychologistMutation,
  useResendPsychologistRegistrationCodeMutation,
  useVerifyPsychologistRegistrationMutation,
  type RegisterPsychologistRequest,
} from '@harbour/sdk/accounts';

/** POST /users/register/psychologist: resolves with { psychologistRegistrationId, email }. */
export function useRegisterPsychologist() {
  const [trigger, { isLoading }] = useRegisterPsychologistMutation();
  return {
    register: (input: RegisterPsychologistRequest) => trigger({ registerPsychologistRequest: input }).unwrap(),
    isLoading,
  };
}

/** Verify and resend for one registration, as the verify step wants them. */
export function usePsychologistVerification(psychologistRegistrationId: string) {
  const [verify] = useVerifyPsychologistRegistrationMutation();
  const [resend] = useResendPsychologistRegistrationCodeMutation();
  return {
    verify: (verificationCode: string) =>
      verify({ psychologistRegistrationId, verifyRegistrationRequest: { verificationCode } }).unwrap(),
    resend: () => resend({ psychologistRegistrationId }).unwrap(),
  };
}
