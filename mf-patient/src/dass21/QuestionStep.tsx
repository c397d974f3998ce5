import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { Dass21AnswerOption, Dass21Question } from '@harbour/sdk/sessions';
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
  onAnswer: (value: number) => void;
  onBack: () => void;
  onNext: () => void;
}

/** One statement on its own screen: progress, the four answers as a native radio group (arrow keys), back and next. */
export function QuestionStep({ question, index, total, options, answer, problem, busy, onAnswer, onBack, onNext }: QuestionStepProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [index]);
  const name = `dass21-item-${question.itemNumber}`;
  const last = index === total - 1;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onNext();
      }}
    >
      <h2 ref={heading} tabIndex={-1}>
        Question {index + 1} of {total}
      </h2>
      <Progress value={index + 1} max={total} aria-label={`Question ${index + 1} of ${total}`} />
      <Fieldset aria-describedby={problem ? `${name}-problem` : undefined}>
        <legend>Over the past week: {question.text}</legend>
        {options.map((option) => (
          <Option key={option.value}>
            <input type="radio" name={name} value={option.value} checked={answer === option.value} onChange={() => onAnswer(option.value)} />
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
          Back
        </Button>
        <Button type="submit" loading={busy}>
          {last ? 'See my results' : 'Next'}
        </Button>
      </FormActions>
    </form>
  );
}
