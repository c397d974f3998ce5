import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Link, useNavigate } from '@harbour/router';
import { Button, Container, rgb } from '@harbour/ui';
import { callToAction } from '../ui/callToAction';

const Hero = styled.section`
  background: ${({ theme }) => rgb(theme.colours.tertiary)};
  padding-block: 3rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  margin-top: 1.5rem;
  a {
    ${callToAction}
  }
  a + a {
    background: transparent;
    color: ${({ theme }) => rgb(theme.colours.dark)};
    border: 2px solid currentColor;
  }
`;

const Search = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: end;
  margin-top: 1.5rem;
  label {
    display: grid;
    gap: 0.25rem;
    flex: 1 1 16rem;
    font-weight: 600;
  }
  input {
    min-height: 44px;
    padding: 0.4rem 0.6rem;
    font: inherit;
    font-weight: 400;
    border: 1px solid ${({ theme }) => rgb(theme.colours.body)};
    border-radius: 8px;
  }
`;

/** The home page's search leads to the directory's results view (/search?q=). */
function HomeSearch() {
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = q.trim();
    navigate(text ? `/search?${new URLSearchParams({ q: text })}` : '/find-a-psychologist');
  };
  return (
    <Search role="search" onSubmit={submit}>
      <label>
        What would you like help with?
        <input type="search" name="q" value={q} maxLength={200} onChange={(e) => setQ(e.target.value)} placeholder="e.g. anxiety, grief, a name" />
      </label>
      <Button type="submit">Find a psychologist</Button>
    </Search>
  );
}

export function HomePage() {
  return (
    <>
      <Hero>
        <Container>
          <h1>Find the right online psychologist in Australia</h1>
          <p>No wait times. Book now, pay later — with Medicare, bulk-billed, NDIS, DVA, workers compensation or partner funding.</p>
          <HomeSearch />
          <Actions>
            <Link to="/get-matched">Get matched</Link>
            <Link to="/find-a-psychologist">Browse psychologists</Link>
            <Link to="/book">Book a session</Link>
          </Actions>
        </Container>
      </Hero>
      <Container>
        <h2>How Harbour works</h2>
        <ol>
          <li>Tell us what you need, or browse psychologists by specialisation, language and availability.</li>
          <li>Book a video session at a time that suits you; you pay after the session.</li>
          <li>Message your psychologist and track how you are going with the DASS-21 check-in.</li>
        </ol>
      </Container>
    </>
  );
}
