import { useLayoutEffect, useState, type FormEvent } from 'react';
import { errorMessageOf, fieldErrorsOf } from '@harbour/sdk';
import { useGetSmsSettingsQuery, useUpdateSmsSettingsMutation, type SmsSettings } from '@harbour/sdk/accounts';
import { Button, Form, FormActions, FormAlert, formatDateInZone, LoadError, Loading, TextField } from '@harbour/ui';
import { Card, Muted, Notice } from '../layout/ui';

function statusLine(settings: SmsSettings, zone: string): string | undefined {
  if (settings.enabled && settings.mobile) return `Texts are on for ${settings.mobile}${settings.consentedAt ? ` since ${formatDateInZone(settings.consentedAt, zone)}` : ''}.`;
  if (settings.withdrawnAt) return `Texts are off since ${formatDateInZone(settings.withdrawnAt, zone)}.`;
  return undefined;
}

/**
 * Consent to text messages about sessions (GET/PUT /users/profile/patient/sms): off until the
 * client turns it on with an Australian mobile; turning it off stops the very next text.
 */
export function TextMessagesSection({ profilePhone, zone }: { profilePhone?: string; zone: string }) {
  const settings = useGetSmsSettingsQuery();
  const [save, saving] = useUpdateSmsSettingsMutation();
  const [enabled, setEnabled] = useState<boolean>();
  const [mobile, setMobile] = useState('');
  const [error, setError] = useState<string>();
  const [alert, setAlert] = useState<string>();
  const [notice, setNotice] = useState<string>();

  // Before paint: a painted frame of the loading block, then the form, would move the parts below.
  useLayoutEffect(() => {
    if (settings.data && enabled === undefined) {
      setEnabled(settings.data.enabled);
      setMobile(settings.data.mobile ?? profilePhone ?? '');
    }
  }, [settings.data, enabled, profilePhone]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(undefined);
    setNotice(undefined);
    if (enabled && !mobile.trim()) return setError('Enter your mobile number.');
    setError(undefined);
    try {
      const saved = await save({ updateSmsSettingsRequest: { enabled: Boolean(enabled), ...(enabled && { mobile }) } }).unwrap();
      setMobile(saved.mobile ?? mobile);
      setNotice(saved.enabled ? `Texts are on: we will text ${saved.mobile}.` : 'Texts are off. We will keep emailing you about your sessions.');
    } catch (err) {
      // A reason about the number shows beside it; anything else above the form.
      const { mobile: aboutMobile } = fieldErrorsOf(err);
      setError(aboutMobile);
      setAlert(aboutMobile ? undefined : errorMessageOf(err));
    }
  };

  return (
    <Card aria-labelledby="texts-heading">
      <h2 id="texts-heading">Text messages</h2>
      {settings.error ? (
        <LoadError what="your text message setting" message={errorMessageOf(settings.error)} onRetry={() => void settings.refetch()} />
      ) : !settings.data || enabled === undefined ? (
        <Loading label="Loading your text message setting" />
      ) : !settings.data.available ? (
        <Muted>Text messages are not available yet. We email you about your sessions.</Muted>
      ) : (
        <Form onSubmit={(e) => void submit(e)} noValidate aria-label="Text messages">
          {notice && <Notice role="status">{notice}</Notice>}
          <FormAlert message={alert} />
          {statusLine(settings.data, zone) && <Muted>{statusLine(settings.data, zone)}</Muted>}
          <label className="check">
            <input type="checkbox" checked={enabled} onChange={(e) => (setNotice(undefined), setEnabled(e.target.checked))} />
            Text me about my sessions: bookings, changes, and reminders a day and an hour before
          </label>
          <TextField
            label="Mobile number"
            name="mobile"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required={enabled}
            hint="An Australian mobile, like 0412 345 678."
            value={mobile}
            onChange={(value) => (setNotice(undefined), setMobile(value))}
            error={error}
          />
          <Muted>To stop texts, turn this off here. Replying STOP to one of our texts does not work yet.</Muted>
          <FormActions>
            <Button type="submit" loading={saving.isLoading}>
              Save text messages
            </Button>
          </FormActions>
        </Form>
      )}
    </Card>
  );
}
