import {
  useRegisterGpMutation,
  useResendGpRegistrationCodeMutation,
  useVerifyGpRegistrationMutation,
  type RegisterGpRequest,
} from '@harbour/sdk/accounts';

/** POST /users/register/gp: resolves with { gpRegistrationId, email }, rejects with a HarbourError. */
export function useRegisterGp() {
  const [trigger, { isLoading }] = useRegisterGpMutation();
  return { register: (input: RegisterGpRequest) => trigger({ registerGpRequest: input }).unwrap(), isLoading };
}

/** Verify and resend for one registration, as the verify step wants them. */
export function useGpVerification(gpRegistrationId: string) {
  const [verify] = useVerifyGpRegistrationMutation();
  const [resend] = useResendGpRegistrationCodeMutation();
  return {
    verify: (verificationCode: string) =>
      verify({ gpRegistrationId, verifyRegistrationRequest: { verificationCode } }).unwrap(),
    resend: () => resend({ gpRegistrationId }).unwrap(),
  };
}
