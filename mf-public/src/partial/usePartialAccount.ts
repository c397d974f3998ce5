import {
  useGetPartialAccountQuery,
  useSendPartialAccountVerificationCodeMutation,
  useValidatePartialAccountVerificationCodeMutation,
} from '@harbour/sdk/accounts';

/** GET /users/partial-accounts/{id}: first name, masked email, whether it is already completed. */
export function usePartialAccount(partialAccountId: string, { skip = false } = {}) {
  return useGetPartialAccountQuery({ partialAccountId: encodeURIComponent(partialAccountId) }, { skip });
}

/** Sending the code and completing the account with it, a new password and the terms agreed to. */
export function usePartialAccountVerification(partialAccountId: string) {
  const [send] = useSendPartialAccountVerificationCodeMutation();
  const [validate] = useValidatePartialAccountVerificationCodeMutation();
  const id = encodeURIComponent(partialAccountId);
  return {
    sendCode: () => send({ partialAccountId: id }).unwrap(),
    complete: (verificationCode: string, password: string, acceptedTermsVersion: string) =>
      validate({ partialAccountId: id, validatePartialAccountRequest: { verificationCode, password, acceptedTermsVersion } }).unwrap(),
  };
}
