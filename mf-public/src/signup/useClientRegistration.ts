import {
  useRegisterPatientMutation,
  useResendPatientRegistrationCodeMutation,
  useVerifyPatientRegistrationMutation,
  type RegisterPatientRequest,
} from '@harbour/sdk/accounts';

/** POST /users/register/patient: resolves with { patientRegistrationId, email }. */
export function useRegisterClient() {
  const [trigger, { isLoading }] = useRegisterPatientMutation();
  return {
    register: (input: RegisterPatientRequest) => trigger({ registerPatientRequest: input }).unwrap(),
    isLoading,
  };
}

/** Verify and resend for one registration, as the verify step wants them. */
export function useClientVerification(patientRegistrationId: string) {
  const [verify] = useVerifyPatientRegistrationMutation();
  const [resend] = useResendPatientRegistrationCodeMutation();
  return {
    verify: (verificationCode: string) =>
      verify({ patientRegistrationId, verifyRegistrationRequest: { verificationCode } }).unwrap(),
    resend: () => resend({ patientRegistrationId }).unwrap(),
  };
}
