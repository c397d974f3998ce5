import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { Dass21AnswerOption, Dass21Question } from '@harbour/sdk/dass21';
import { Button, FormActions, rgb } from '@harbour/ui';

const Progress = styled.progress`
  width: 100%;
  height: 0.6rem;
  accent-color: ${({ theme }) => rgb(theme.colours.secondary)};
`;

const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 1rem 0;
  legend {
    font-size: 1.2rem;
    font-weight: 600;
    margin-bottom: 1rem;
  }
`;

const Option = styled.label`
  display: flex;
  gap: 0.75rem;
  align-items: flex-start;
  padding: 0.75rem;
  margin-bottom: 0.5rem;
  min-height: 44px;
  border: 1px solid ${({ theme }) => rgb(theme.colours.lightishGrey)};
  border-radius: 8px;
  cursor: pointer;
  input {
    margin-top: 0.2rem;
    width: 1.1rem;
    height: 1.1rem;
    flex: none;
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => rgb(theme.colours.secondary)};
    box-shadow: inset 0 0 0 1px ${({ theme }) => rgb(theme.colours.secondary)};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => rgb(theme.colours.secondary)};
    outline-offset: 2px;
  }
`;

const Hint = styled.p`
  margin: -0.5rem 0 1rem;
  font-size: 0.95rem;
`;

const Problem = styled.p`
  color: ${({ theme }) => rgb(theme.colours.red)};
  font-weight: 600;
`;

export interface QuestionStepProps {
  question: Dass21Question;
  index: number;
  total: number;
  options: Dass21AnswerOption[];
  answer: number | null;
  problem: string | null;
  busy: boolean;
  /** `advance`: the answer was a tap or a number key, so move on (arrow keys only choose). */
  onAnswer: (value: number, advance: boolean) => void;
  onBack: () => void;
  onNext: () => void;
}

/**
 * One statement on its own screen: progress, the four answers as a native radio group, Previous and
 * Next. Tapping an answer (or pressing 0–3) answers and moves on, so 21 statements take 21 choices;
 * arrow keys only move the choice (moving on with every arrow press would skip statements), and
 * Enter goes on. After the last statement focus rests on "See my results": nothing is sent unasked.
 */
export function QuestionStep({ question, index, total, options, answer, problem, busy, onAnswer, onBack, onNext }: QuestionStepProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const submit = useRef<HTMLButtonElement>(null);
  // Set by a pointer press on an answer, read by the change (or click) it leads to.
  const byPointer = useRef(false);
  useEffect(() => heading.current?.focus(), [index]);
  const name = `dass21-item-${question.itemNumber}`;
  const last = index === total - 1;
  const choose = (value: number, advance: boolean) => {
    onAnswer(value, advance);
    if (advance && last) submit.current?.focus();
  };
  const fromPointer = () => {
    const pointer = byPointer.current;
    byPointer.current = false;
    return pointer;
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onNext();
      }}
      // Anywhere in the step (focus starts on the question's heading): 0–3 answer and move on.
      onKeyDown={(event) => {
        byPointer.current = false;
        const option = options.find((o) => String(o.value) === event.key);
        if (!option || event.altKey || event.ctrlKey || event.metaKey) return;
        event.preventDefault();
        choose(option.value, true);
      }}
    >
      <h2 ref={heading} tabIndex={-1}>
        Question {index + 1} of {total}
      </h2>
      <Progress value={index + 1} max={total} aria-label={`Question ${index + 1} of ${total}`} />
      <Fieldset aria-describedby={[`${name}-hint`, problem ? `${name}-problem` : ''].filter(Boolean).join(' ')}>
        <legend>Over the past week: {question.text}</legend>
        <Hint id={`${name}-hint`}>Choosing an answer moves to the next statement. Keys 0 to 3 answer too.</Hint>
        {options.map((option) => (
          <Option key={option.value} onPointerDown={() => (byPointer.current = true)}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={answer === option.value}
              onChange={() => choose(option.value, fromPointer())}
              // Tapping the answer already chosen (after Previous) changes nothing, but still moves on.
              onClick={() => {
                if (answer === option.value && byPointer.current) choose(option.value, fromPointer());
              }}
            />
            <span>
              <strong>{option.value}</strong> — {option.label}
            </span>
          </Option>
        ))}
      </Fieldset>
      {problem && (
        <Problem id={`${name}-problem`} role="alert">
          {problem}
        </Problem>
      )}
      <FormActions>
        <Button type="button" variant="secondary" onClick={onBack}>
          Previous
        </Button>
        <Button ref={submit} type="submit" loading={busy}>
          {last ? 'See my results' : 'Next'}
        </Button>
      </FormActions>
    </form>
  );
}
