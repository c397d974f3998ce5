import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from '@harbour/router';
import styled from 'styled-components';
import { errorMessageOf } from '@harbour/sdk';
import { useListFaqsQuery, type FaqCategory, type FaqCategoryId } from '@harbour/sdk/content';
import { Button, Container, LoadError, Loading, rgb } from '@harbour/ui';
import { FaqItem } from './faq-view';
import { HelpAssistant } from './HelpAssistant';
import { StillNeedHelp } from './StillNeedHelp';

const SearchForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: end;
  margin-block: 1rem;
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

const Categories = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  list-style: none;
  padding: 0;
  margin: 0 0 1rem;
  button {
    font: inherit;
    min-height: 44px;
    padding: 0.25rem 0.9rem;
    border-radius: 22px;
    border: 1px solid ${({ theme }) => rgb(theme.colours.dark)};
    background: ${({ theme }) => rgb(theme.colours.white)};
    color: ${({ theme }) => rgb(theme.colours.dark)};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => rgb(theme.colours.dark)};
    color: ${({ theme }) => rgb(theme.colours.white)};
  }
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.tones.primary[800]};
    outline-offset: 2px;
  }
`;

/** `/support-hub` (spec §2): searchable FAQs by category, the contact fallback and the help assistant. */
export function SupportHubPage() {
  const [params, setParams] = useSearchParams();
  const { hash } = useLocation();
  const q = params.get('q') ?? '';
  const category = (params.get('category') ?? '') as FaqCategoryId | '';
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);

  const faqs = useListFaqsQuery({ ...(q && { q }), ...(category && { category }) });
  const opened = hash.startsWith('#faq-') ? hash.slice(1) : undefined;

  // A link to one answer (#faq-…, e.g. from the assistant) scrolls to it once it is on the page.
  useEffect(() => {
    if (!opened || !faqs.data) return;
    const target = document.getElementById(opened);
    target?.scrollIntoView?.({ block: 'start' });
    target?.querySelector<HTMLElement>('summary')?.focus();
  }, [opened, faqs.data]);

  const update = (next: { q?: string; category?: string }) => {
    const merged = { q, category, ...next };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, value]) => value)), { replace: true });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ q: text.trim() });
  };

  const total = useMemo(() => faqs.data?.categories.reduce((sum, c) => sum + c.count, 0) ?? 0, [faqs.data]);
  const shown = faqs.data?.faqs ?? [];
  const groups = useMemo(
    () =>
      q ? [] : (faqs.data?.categories ?? []).map((c) => ({ category: c, faqs: shown.filter((faq) => faq.category === c.id) })).filter((g) => g.faqs.length),
    [faqs.data, shown, q],
  );

  return (
    <Container>
      <h1>Support hub</h1>
      <p>
        Answers to common questions about booking, payments and Medicare, video sessions, your account and privacy, for clients,
        psychologists and GPs. Trouble signing in? See <Link to="/support-hub/login">help signing in</Link>.
      </p>
      <SearchForm role="search" aria-label="Search the FAQs" onSubmit={submit}>
        <label>
          Search the FAQs
          <input type="search" name="q" value={text} maxLength={200} onChange={(event) => setText(event.target.value)} placeholder="e.g. Medicare rebate" />
        </label>
        <Button type="submit">Search</Button>
        {q && (
          <Button variant="secondary" onClick={() => update({ q: '' })}>
            Clear search
          </Button>
        )}
      </SearchForm>
      <HelpAssistant disabled={faqs.isError} />
      {faqs.data && (
        <nav aria-label="FAQ categories">
          <Categories>
            <li>
              <button type="button" aria-pressed={!category} onClick={() => update({ category: '' })}>
                All ({total})
              </button>
            </li>
            {faqs.data.categories.map((c: FaqCategory) => (
              <li key={c.id}>
                <button type="button" aria-pressed={category === c.id} onClick={() => update({ category: c.id })}>
                  {c.name} ({c.count})
                </button>
              </li>
            ))}
          </Categories>
        </nav>
      )}
      <p role="status" data-testid="faq-summary">
        {faqs.data && (q ? `${shown.length} ${shown.length === 1 ? 'answer' : 'answers'} for “${q}”.` : `${shown.length} answers.`)}
      </p>
      {faqs.isLoading && <Loading label="Loading the FAQs" />}
      {faqs.isError && <LoadError what="the FAQs" message={errorMessageOf(faqs.error)} onRetry={() => void faqs.refetch()} />}
      {faqs.data && shown.length === 0 && (
        <div>
          <p>
            No answers match “{q}”{category ? ' in this category' : ''}. Try other words{category ? ' or all categories' : ''}, or{' '}
            <Link to="/contact">send us a message</Link>.
          </p>
        </div>
      )}
      {q && shown.length > 0 && (
        // A search's answers stay in the API's order, best match first, whatever their category.
        <section aria-labelledby="faq-results">
          <h2 id="faq-results">Best matches</h2>
          {shown.map((faq) => (
            <FaqItem key={faq.id} faq={faq} open={opened === `faq-${faq.id}`} />
          ))}
        </section>
      )}
      {groups.map(({ category: c, faqs: items }) => (
        <section key={c.id} aria-labelledby={`faq-category-${c.id}`}>
          <h2 id={`faq-category-${c.id}`}>{c.name}</h2>
          {items.map((faq) => (
            <FaqItem key={faq.id} faq={faq} open={opened === `faq-${faq.id}`} />
          ))}
        </section>
      ))}
      <StillNeedHelp />
    </Container>
  );
}
