import styled from 'styled-components';
import { Link } from '@harbour/router';
import { useAuth } from '@harbour/platform';
import { errorMessageOf } from '@harbour/sdk';
import { useGetPatientProfileQuery } from '@harbour/sdk/accounts';
import { Container, Loading, LoadError, rgb } from '@harbour/ui';

const NextSteps = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 1rem;
  max-width: 32rem;
  a {
    display: flex;
    align-items: center;
    min-height: 48px;
    padding: 0.75rem 1rem;
    border: 2px solid ${({ theme }) => rgb(theme.colours.dark)};
    border-radius: 8px;
    color: ${({ theme }) => rgb(theme.colours.dark)};
    font-weight: 700;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: ${({ theme }) => rgb(theme.colours.tertiary)};
  }
  p {
    margin: 0.25rem 0 0;
  }
`;

/**
 * /account/welcome: where a new client lands, signed in, straight after confirming their email.
 * "Welcome" (they have never been here before), then the next step: find or book a psychologist.
 */
export function WelcomePage() {
  const auth = useAuth();
  const profile = useGetPatientProfileQuery(undefined, { skip: auth.status !== 'authenticated' });
  if (profile.error)
    return (
      <Container>
        <h1>Welcome to Harbour</h1>
        <LoadError what="your profile" message={errorMessageOf(profile.error)} onRetry={() => void profile.refetch()} />
      </Container>
    );
  if (auth.status === 'authenticated' && !profile.data) return <Loading label="Loading your account" />;
  const name = profile.data?.firstName;
  return (
    <Container>
      <h1>{name ? `Welcome, ${name}` : 'Welcome to Harbour'}</h1>
      <p>Your account is ready and you are signed in. Here is what to do next.</p>
      <NextSteps>
        <li>
          <Link to="/find-a-psychologist">Find a psychologist</Link>
          <p>Browse by what you need help with, language and availability.</p>
        </li>
        <li>
          <Link to="/book">Book a session</Link>
          <p>Choose a time that suits you; you pay after the session.</p>
        </li>
        <li>
          <Link to="/get-matched">Get matched</Link>
          <p>Answer a few questions and we suggest psychologists for you.</p>
        </li>
      </NextSteps>
    </Container>
  );
}
