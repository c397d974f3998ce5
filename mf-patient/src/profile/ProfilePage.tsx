import { useEffect, useState, type FormEvent } from 'react';
import { errorMessageOf, fieldErrorsOf } from '@harbour/sdk';
import { useGetPatientProfileQuery, useUpdatePatientProfileMutation } from '@harbour/sdk/accounts';
import {
  useGetAtsisOptionsQuery,
  useGetCountriesQuery,
  useGetLanguagesQuery,
  useGetNextOfKinsQuery,
  useGetTimezonesQuery,
} from '@harbour/sdk/reference-data';
import { Button, Form, FormActions, FormAlert, Loading, LoadError, TextField } from '@harbour/ui';
import { SelectField } from '../layout/SelectField';
import { rememberClientZone } from '../layout/useClientZone';
import { Muted, Notice, Page } from '../layout/ui';
import { formOf, requestOf, type ProfileForm } from './profile-form';
import { ProfilePhoto } from './ProfilePhoto';

/** The API names nested fields with dots; the form's inputs have their own names. */
const FIELD_OF: Record<string, keyof ProfileForm> = {
  'nextOfKin.name': 'kinName',
  'nextOfKin.phone': 'kinPhone',
  'nextOfKin.nextOfKinId': 'kinRelationship',
  nextOfKin: 'kinName',
};

/** /account/profile: the client's personal details (PUT /users/profile/patient). */
export function ProfilePage() {
  const profile = useGetPatientProfileQuery();
  const countries = useGetCountriesQuery();
  const languages = useGetLanguagesQuery();
  const timezones = useGetTimezonesQuery();
  const kin = useGetNextOfKinsQuery();
  const atsis = useGetAtsisOptionsQuery();
  const [save, saving] = useUpdatePatientProfileMutation();
  const [form, setForm] = useState<ProfileForm>();
  const [errors, setErrors] = useState<Partial<Record<keyof ProfileForm, string>>>({});
  const [alert, setAlert] = useState<string>();
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (profile.data && !form) setForm(formOf(profile.data));
  }, [profile.data, form]);

  if (profile.error) {
    return (
      <Page>
        <h1>Your profile</h1>
        <LoadError what="your profile" message={errorMessageOf(profile.error)} onRetry={() => void profile.refetch()} />
      </Page>
    );
  }
  if (!form) return <Loading label="Loading your profile" />;

  const field = (name: keyof ProfileForm) => ({
    name,
    value: form[name],
    error: errors[name],
    onChange: (value: string) => {
      setSaved(false);
      setForm({ ...form, [name]: value });
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(undefined);
    setErrors({});
    setSaved(false);
    try {
      const updated = await save({ updatePatientProfileRequest: requestOf(form) }).unwrap();
      setForm(formOf(updated));
      rememberClientZone(updated.timezoneId);
      setSaved(true);
      void profile.refetch();
    } catch (err) {
      const fields = fieldErrorsOf(err);
      const mapped: Partial<Record<keyof ProfileForm, string>> = {};
      for (const [name, message] of Object.entries(fields)) mapped[FIELD_OF[name] ?? (name as keyof ProfileForm)] = message;
      setErrors(mapped);
      // Nothing typed is lost: the form keeps every value; the alert says what to fix.
      setAlert(Object.keys(fields).length ? 'Please correct the highlighted fields.' : errorMessageOf(err));
    }
  };

  return (
    <Page>
      <h1>Your profile</h1>
      <Muted>Your psychologist sees these details. Your email is {profile.data?.email}.</Muted>
      {saved && <Notice role="status">Your profile is saved.</Notice>}
      <Form onSubmit={(e) => void submit(e)} noValidate aria-label="Your profile">
        <FormAlert message={alert} />
        <TextField label="First name" required autoComplete="given-name" {...field('firstName')} />
        <TextField label="Last name" required autoComplete="family-name" {...field('lastName')} />
        <TextField label="Date of birth" type="date" autoComplete="bday" hint="Clients are 12 or older; under 18, give a parent or guardian as next of kin." {...field('dateOfBirth')} />
        <TextField label="Phone" type="tel" autoComplete="tel" {...field('phone')} />
        <TextField label="Postcode" autoComplete="postal-code" inputMode="numeric" {...field('postcode')} />
        <SelectField label="Country" emptyLabel="Australia" options={(countries.data ?? []).filter((c) => c.countryId !== 'AUS').map((c) => ({ value: c.countryId, label: c.name }))} {...field('countryId')} />
        <SelectField label="Time zone" emptyLabel="Use my device's time zone" options={(timezones.data ?? []).map((t) => ({ value: t.timezoneId, label: t.name }))} {...field('timezoneId')} />
        <SelectField label="Preferred language" emptyLabel="Not given" options={(languages.data ?? []).map((l) => ({ value: String(l.languageId), label: l.name }))} {...field('languageId')} />
        <SelectField
          label="Are you of Aboriginal or Torres Strait Islander origin?"
          emptyLabel="Not given"
          options={(atsis.data ?? []).map((o) => ({ value: String(o.atsisOptionId), label: o.displayName }))}
          {...field('atsisOptionId')}
        />
        <fieldset>
          <legend>Next of kin (emergency contact)</legend>
          <TextField label="Their name" autoComplete="off" {...field('kinName')} />
          <SelectField label="How they are related to you" emptyLabel="Choose" options={(kin.data ?? []).map((k) => ({ value: String(k.nextOfKinId), label: k.name }))} {...field('kinRelationship')} />
          <TextField label="Their phone" type="tel" autoComplete="off" {...field('kinPhone')} />
        </fieldset>
        <FormActions>
          <Button type="submit" loading={saving.isLoading}>
            Save profile
          </Button>
        </FormActions>
      </Form>
      <ProfilePhoto />
    </Page>
  );
}
