import { useState, type FormEvent } from 'react';
import { usePlatform } from '@harbour/platform';
import { errorMessageOf, fieldErrorsOf } from '@harbour/sdk';
import { useChangePasswordMutation } from '@harbour/sdk/identity';
import { Button, Form, FormActions, FormAlert, PASSWORD_RULE, passwordProblem, TextField } from '@harbour/ui';
import { Card, Notice } from '../layout/ui';

/** Password change (POST /identity/auth/change-password): every session, this one too, ends after it. */
export function PasswordSection() {
  const platform = usePlatform();
  const [change, changing] = useChangePasswordMutation();
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string>();
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(undefined);
    const local = { ...(!oldPassword && { oldPassword: 'Enter your current password.' }), ...(passwordProblem(newPassword) && { newPassword: passwordProblem(newPassword)! }) };
    setErrors(local);
    if (Object.keys(local).length) return;
    try {
      await change({ changePasswordRequest: { oldPassword, newPassword } }).unwrap();
      setDone(true);
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      setAlert(errorMessageOf(err));
    }
  };

  return (
    <Card aria-labelledby="password-heading">
      <h2 id="password-heading">Password</h2>
      {done ? (
        <>
          <Notice role="status">Your password is changed. You are now signed out on every device, this one too.</Notice>
          <Button onClick={() => void platform.signIn({ returnTo: '/account/settings' })}>Sign in with your new password</Button>
        </>
      ) : (
        <Form onSubmit={(e) => void submit(e)} noValidate aria-label="Change password">
          <FormAlert message={alert} />
          <TextField label="Current password" name="oldPassword" type="password" autoComplete="current-password" required value={oldPassword} onChange={setOld} error={errors.oldPassword} />
          <TextField label="New password" name="newPassword" type="password" autoComplete="new-password" required hint={PASSWORD_RULE} value={newPassword} onChange={setNew} error={errors.newPassword} />
          <FormActions>
            <Button type="submit" loading={changing.isLoading}>
              Change password
            </Button>
          </FormActions>
        </Form>
      )}
    </Card>
  );
}
