import {
  useGetPartialAccountQuery,
  useSendPartialAccountVerificationCodeMutation,
  useValidatePartialAccountVerificationCodeMutation,
} from '@harbour/sdk/accounts';

/** GET /users/partial-accounts/{id}: first name, masked email, whether it is already completed. */
export function usePartialAccount(partialAccountId: string, { skip = false } = {}) {
  return useGetPartialAccountQuery({ partialAccountId: encodeURIComponent(partialAccountId) }, { skip });
}

/** Sending the code and completing the account with it and a new password. */
export function usePartialAccountVerification(partialAccountId: string) {
  const [send] = useSendPartialAccountVerificationCodeMutation();
  const [validate] = useValidatePartialAccountVerificationCodeMutation();
  const id = encodeURIComponent(partialAccountId);
  return {
    sendCode: () => send({ partialAccountId: id }).unwrap(),
    complete: (verificationCode: string, password: string) =>
      validate({ partialAccountId: id, validatePartialAccountRequest: { verificationCode, password } }).unwrap(),
  };
}
