import { useEffect, useRef, useState, type FormEvent } from 'react';
import { errorMessageOf, fieldErrorsOf } from '@harbour/sdk';
import { useGetGpProfileQuery, useUpdateGpProfileMutation } from '@harbour/sdk/accounts';
import { Button, Container, FormAlert, Loading, LoadError, TextField } from '@harbour/ui';
import { OtherLocationsFields, type LocationRow } from './OtherLocationsFields';

const EMPTY = { firstName: '', lastName: '', practiceName: '', providerNumber: '' };
type Values = typeof EMPTY;

/** /gp/account/profile: the GP's name, main practice and its provider number, and their other practice locations. */
export function GpProfilePage() {
  const profile = useGetGpProfileQuery();
  const [save, { isLoading }] = useUpdateGpProfileMutation();
  const [values, setValues] = useState<Values>(EMPTY);
  const [locations, setLocations] = useState<LocationRow[]>([]);
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string>();
  const [saved, setSaved] = useState<string>();

  // After errors have rendered, the keyboard goes to the first field to fix (a location row may be
  // far down the page). An effect, not a frame callback: it runs once the invalid field is there.
  const focusFirstError = useRef(false);
  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  useEffect(() => {
    if (profile.data) {
      const { firstName, lastName, practiceName = '', providerNumber } = profile.data;
      setValues({ firstName, lastName, practiceName, providerNumber });
      setLocations(profile.data.otherLocations.map((location, index) => ({ ...location, key: index + 1 })));
    }
  }, [profile.data]);

  if (profile.error) {
    return (
      <Container>
        <h1>Your profile</h1>
        <LoadError what="your profile" message={errorMessageOf(profile.error)} onRetry={() => void profile.refetch()} />
      </Container>
    );
  }
  if (!profile.data) return <Loading label="Loading your profile" />;
  const current = profile.data;

  const field = (name: keyof Values) => ({ name, value: values[name], error: errors[name], onChange: (value: string) => setValues((v) => ({ ...v, [name]: value })) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    setAlert(undefined);
    setSaved(undefined);
    setErrors({});
    try {
      // PUT replaces the profile: phone, postcode and country are sent back unchanged.
      await save({
        updateGpProfileRequest: {
          firstName: values.firstName,
          lastName: values.lastName,
          providerNumber: values.providerNumber,
          otherLocations: locations.map(({ practiceName, providerNumber }) => ({ practiceName, providerNumber })),
          ...(values.practiceName.trim() && { practiceName: values.practiceName }),
          ...(current.phone && { phone: current.phone }),
          ...(current.postcode && { postcode: current.postcode }),
          ...(current.countryId && { countryId: current.countryId }),
        },
      }).unwrap();
      setSaved('Your profile is saved.');
      void profile.refetch();
    } catch (error) {
      const fields = fieldErrorsOf(error, { fullNames: true }) as Record<string, string>;
      focusFirstError.current = Object.keys(fields).length > 0;
      setErrors(fields);
      setAlert(errorMessageOf(error));
    }
  };

  return (
    <Container>
      <h1>Your profile</h1>
      <p>Signed in as {current.email}.</p>
      <form ref={form} aria-label="Your profile" onSubmit={(e) => void submit(e)} noValidate style={{ display: 'grid', gap: '1rem', maxWidth: '40rem' }}>
        <FormAlert message={alert} />
        <p role="status">{saved}</p>
        <TextField label="First name" required autoComplete="given-name" {...field('firstName')} />
        <TextField label="Last name" required autoComplete="family-name" {...field('lastName')} />
        <TextField label="Practice name" autoComplete="organization" {...field('practiceName')} />
        <TextField
          label="Provider number for this practice location"
          required
          hint="Your Medicare provider number is different at each practice: 8 characters, e.g. 2547611Y."
          {...field('providerNumber')}
        />
        <OtherLocationsFields rows={locations} onChange={setLocations} errors={errors} />
        <div>
          <Button type="submit" disabled={isLoading}>
            Save profile
          </Button>
        </div>
      </form>
    </Container>
  );
}
