import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useGetSessionDurationTypesQuery, useGetTherapyTypesQuery, useGetTimezonesQuery } from '@harbour/sdk/users';
import { Container, Loading } from '@harbour/ui';

const Form = styled.form`
  display: grid;
  gap: 1.25rem;
  max-width: 32rem;
  label {
    display: grid;
    gap: 0.25rem;
    font-weight: 600;
  }
  select {
    font: inherit;
    padding: 0.5rem;
  }
`;

/** The first step of booking: what kind of session, how long, in which time zone. */
export function BookPage() {
  const [params, setParams] = useSearchParams();
  const therapyTypes = useGetTherapyTypesQuery();
  const durations = useGetSessionDurationTypesQuery();
  const timezones = useGetTimezonesQuery();
  const loading = therapyTypes.isLoading || durations.isLoading || timezones.isLoading;
  const failed = therapyTypes.error || durations.error || timezones.error;

  const choose = (name: string) => (event: React.ChangeEvent<HTMLSelectElement>) => {
    const next = new URLSearchParams(params);
    next.set(name, event.target.value);
    setParams(next, { replace: true });
  };

  return (
    <Container>
      <h1>Book a session</h1>
      <p>Choose the kind of session you would like. You only pay after your session.</p>
      {loading && <Loading label="Loading session options" />}
      {failed && <p role="alert">Session options could not be loaded. Please try reloading the page.</p>}
      {!loading && !failed && (
        <Form onSubmit={(event) => event.preventDefault()}>
          <label>
            Who is the session for?
            <select value={params.get('therapyTypeId') ?? String(therapyTypes.data?.[0]?.therapyTypeId ?? '')} onChange={choose('therapyTypeId')}>
              {therapyTypes.data?.map((type) => (
                <option key={type.therapyTypeId} value={type.therapyTypeId}>
                  {type.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            Session length
            <select value={params.get('sessionDurationTypeId') ?? '2'} onChange={choose('sessionDurationTypeId')}>
              {durations.data?.map((duration) => (
                <option key={duration.sessionDurationTypeId} value={duration.sessionDurationTypeId}>
                  {duration.value} minutes{duration.title ? ` — ${duration.title}` : ''}
                </option>
              ))}
            </select>
          </label>
          <label>
            Your time zone
            <select value={params.get('timezoneId') ?? 'Australia/Sydney'} onChange={choose('timezoneId')}>
              {timezones.data?.map((zone) => (
                <option key={zone.timezoneId} value={zone.timezoneId}>
                  {zone.name}
                </option>
              ))}
            </select>
          </label>
        </Form>
      )}
    </Container>
  );
}
