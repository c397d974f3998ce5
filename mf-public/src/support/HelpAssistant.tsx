import { useEffect, useId, useReducer, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from '@harbour/router';
import styled from 'styled-components';
import { contentApi } from '@harbour/sdk/content';
import { errorMessageOf } from '@harbour/sdk';
import { Button, VisuallyHidden, rgb } from '@harbour/ui';
import { assistantReply, type AssistantReply } from './assistant-reply';
import { assistantReducer, INITIAL_ASSISTANT } from './assistant-state';

/**
 * The launcher sits in the page's flow, where the page places it: a floating button covered the
 * answers on a phone. Only the panel, once someone opens it, floats over the page.
 */
const Dock = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin-block: 0.5rem 1rem;
`;

const Panel = styled.div`
  position: fixed;
  right: 1rem;
  bottom: 1rem;
  z-index: 900;
  width: min(24rem, calc(100vw - 2rem));
  max-height: min(32rem, calc(100vh - 6rem));
  display: grid;
  grid-template-rows: auto 1fr auto;
  background: ${({ theme }) => rgb(theme.colours.white)};
  color: ${({ theme }) => rgb(theme.colours.dark)};
  border: 1px solid ${({ theme }) => theme.tones.primary[300]};
  border-radius: 12px;
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.2);
  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  padding: 0.5rem 0.75rem;
  border-bottom: 1px solid ${({ theme }) => theme.tones.primary[200]};
  h2 {
    font-size: 1.05rem;
    margin: 0;
  }
`;

const Log = styled.div`
  overflow-y: auto;
  padding: 0.75rem;
  display: grid;
  gap: 0.75rem;
  align-content: start;
  p {
    margin: 0;
  }
  ul {
    margin: 0.25rem 0 0;
    padding-left: 1.1rem;
    display: grid;
    gap: 0.4rem;
  }
`;

const Said = styled.div<{ $mine: boolean }>`
  justify-self: ${({ $mine }) => ($mine ? 'end' : 'start')};
  max-width: 90%;
  padding: 0.5rem 0.75rem;
  border-radius: 10px;
  border: 1px solid ${({ theme }) => theme.tones.primary[200]};
  background: ${({ $mine, theme }) => ($mine ? theme.tones.primary[100] : rgb(theme.colours.white))};
`;

const Ask = styled.form`
  display: flex;
  gap: 0.5rem;
  padding: 0.5rem 0.75rem 0.75rem;
  border-top: 1px solid ${({ theme }) => theme.tones.primary[200]};
  input {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    padding: 0.4rem 0.6rem;
    font: inherit;
    border: 1px solid ${({ theme }) => rgb(theme.colours.body)};
    border-radius: 8px;
  }
`;

const Suggestion = styled.button`
  font: inherit;
  min-height: 32px;
  padding: 0.25rem 0.6rem;
  border: 1px solid ${({ theme }) => rgb(theme.colours.dark)};
  border-radius: 16px;
  background: ${({ theme }) => rgb(theme.colours.white)};
  color: ${({ theme }) => rgb(theme.colours.dark)};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.tones.primary[800]};
    outline-offset: 2px;
  }
`;

const Small = styled.p`
  font-size: 0.875rem;
`;

interface Exchange {
  id: number;
  question: string;
  reply?: AssistantReply;
  error?: string;
}

export const ASSISTANT_NAME = 'Harbour help assistant';
export const GREETING = 'Hi! Ask me a question and I will look through our support hub for the answer.';
const SUGGESTIONS = ['Reset my password', 'Medicare rebate', 'Cancel a session'];

/**
 * The chatbot widget (spec §4): a help assistant over the support hub's FAQs. It asks the FAQ
 * search (GET /api/content/faqs?q=) and links to the answers; no outside service is involved.
 * A non-modal dialog: focus moves into it on open and back to the launcher on close (Esc or the
 * Close button); answers arrive in a polite live log. `disabled` (the FAQs cannot be reached)
 * blocks show, hide, open and close, as the spec's state says.
 */
export function HelpAssistant({ disabled = false }: { disabled?: boolean }) {
  const [state, dispatch] = useReducer(assistantReducer, INITIAL_ASSISTANT);
  const [exchanges, setExchanges] = useState<Exchange[]>([]);
  const [question, setQuestion] = useState('');
  const [search, { isFetching }] = contentApi.endpoints.listFaqs.useLazyQuery();
  const launcherRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  const titleId = useId();
  const next = useRef(0);

  useEffect(() => dispatch(disabled ? 'disable' : 'enable'), [disabled]);

  // Open: focus the question box. Closed again: focus goes back to the launcher.
  useEffect(() => {
    if (state.open) inputRef.current?.focus();
    else if (wasOpen.current) launcherRef.current?.focus();
    wasOpen.current = state.open;
  }, [state.open]);

  useEffect(() => {
    logRef.current?.scrollTo?.({ top: logRef.current.scrollHeight });
  }, [exchanges]);

  const ask = async (text: string) => {
    const id = next.current++;
    setExchanges((list) => [...list, { id, question: text }]);
    setQuestion('');
    try {
      const { faqs } = await search({ q: text }).unwrap();
      setExchanges((list) => list.map((e) => (e.id === id ? { ...e, reply: assistantReply(text, faqs) } : e)));
    } catch (error) {
      setExchanges((list) =>
        list.map((e) =>
          e.id === id
            ? {
                ...e,
                error: `Sorry, I could not search just now (${errorMessageOf(error)}). Please try again, or contact us.`,
              }
            : e,
        ),
      );
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!question.trim() || isFetching) return;
    void ask(question.trim());
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    dispatch('close');
  };

  if (!state.visible) {
    return (
      <Dock>
        <Button variant="secondary" disabled={state.disabled} onClick={() => dispatch('show')}>
          Show the help assistant
        </Button>
      </Dock>
    );
  }

  return (
    <Dock>
      {state.open && (
        <Panel role="dialog" aria-modal="false" aria-labelledby={titleId} onKeyDown={onKeyDown} data-testid="help-assistant">
          <Header>
            <h2 id={titleId}>{ASSISTANT_NAME}</h2>
            <div>
              <Button variant="secondary" onClick={() => dispatch('hide')}>
                Hide
              </Button>{' '}
              <Button variant="secondary" aria-label="Close the help assistant" onClick={() => dispatch('close')}>
                Close
              </Button>
            </div>
          </Header>
          <Log ref={logRef} role="log" aria-live="polite" aria-relevant="additions" aria-label="Conversation">
            <Said $mine={false}>
              <p>{GREETING}</p>
              {exchanges.length === 0 && (
                <ul aria-label="Suggestions">
                  {SUGGESTIONS.map((suggestion) => (
                    <li key={suggestion}>
                      <Suggestion type="button" onClick={() => void ask(suggestion)}>
                        {suggestion}
                      </Suggestion>
                    </li>
                  ))}
                </ul>
              )}
            </Said>
            {exchanges.map((exchange) => (
              <Exchanged key={exchange.id} exchange={exchange} />
            ))}
          </Log>
          <Ask onSubmit={submit} role="search" aria-label="Ask the help assistant">
            <VisuallyHidden as="label" htmlFor={`${titleId}-q`}>
              Your question
            </VisuallyHidden>
            <input
              id={`${titleId}-q`}
              ref={inputRef}
              type="text"
              placeholder="Your question"
              autoComplete="off"
              maxLength={200}
              value={question}
              onChange={(event) => setQuestion(event.target.value)}
            />
            <Button type="submit" loading={isFetching}>
              Ask
            </Button>
          </Ask>
        </Panel>
      )}
      <Button
        ref={launcherRef}
        aria-expanded={state.open}
        aria-haspopup="dialog"
        disabled={state.disabled}
        onClick={() => dispatch(state.open ? 'close' : 'open')}
        title={state.disabled ? 'The help assistant is unavailable right now' : undefined}
      >
        {state.open ? 'Close help' : 'Ask a question'}
      </Button>
    </Dock>
  );
}

function Exchanged({ exchange }: { exchange: Exchange }) {
  const { question, reply, error } = exchange;
  return (
    <>
      <Said $mine>
        <p>
          <VisuallyHidden>You asked: </VisuallyHidden>
          {question}
        </p>
      </Said>
      {(reply || error) && (
        <Said $mine={false}>
          {error ? (
            <p>{error}</p>
          ) : (
            reply && (
              <>
                <p>{reply.text}</p>
                {reply.answers.length > 0 && (
                  <ul>
                    {reply.answers.map((answer) => (
                      <li key={answer.href}>
                        <Link to={answer.href}>{answer.question}</Link>
                        <Small>{answer.summary}</Small>
                      </li>
                    ))}
                  </ul>
                )}
              </>
            )
          )}
          {(error || reply?.offerContact) && (
            <Small>
              Still need help? <Link to="/contact">Contact our support team</Link>.
            </Small>
          )}
        </Said>
      )}
    </>
  );
}
