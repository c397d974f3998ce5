import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  useGetPsychSearchLanguagesQuery,
  useGetSpecialisationsQuery,
  useGetTherapyTypesQuery,
  type TherapyType,
} from '@harbour/sdk/reference-data';
import { Button, rgb } from '@harbour/ui';
import { FUNDING_OPTIONS, GENDERS, REGIONS, TIMES_OF_DAY } from '../directory/filters';
import { MAX_CONCERNS, STEP_TITLES, stepProblem, type MatchAnswers } from './answers';

const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 1rem;
  display: grid;
  gap: 0.25rem;
  legend {
    font-weight: 600;
    margin-bottom: 0.5rem;
  }
`;

const StepHeading = styled.h2`
  margin: 0 0 0.25rem;
`;

const Hint = styled.span`
  display: block;
  font-weight: 400;
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  min-height: 44px;
  padding: 0.25rem 0.5rem;
  border-radius: 8px;
  input {
    width: 1.25rem;
    height: 1.25rem;
    flex: none;
  }
  &:hover {
    background: ${({ theme }) => theme.tones.primary[100]};
  }
`;

const Choices = styled.div`
  display: grid;
  @media (min-width: 768px) {
    grid-template-columns: repeat(2, 1fr);
  }
`;

const Select = styled.div`
  display: grid;
  gap: 0.25rem;
  font-weight: 600;
  margin-bottom: 1rem;
  select {
    min-height: 44px;
    font: inherit;
    font-weight: 400;
    padding: 0.4rem;
    border-radius: 8px;
    border: 1px solid ${({ theme }) => rgb(theme.colours.body)};
  }
`;

const Progress = styled.div`
  margin-block: 0.5rem 1.5rem;
  progress {
    width: 100%;
    height: 0.6rem;
    accent-color: ${({ theme }) => theme.tones.primary[600]};
  }
`;

const Problem = styled.p`
  color: ${({ theme }) => rgb(theme.colours.red)};
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  gap: 0.75rem;
  flex-wrap: wrap;
  margin-top: 1rem;
`;

const WHO: Record<string, string> = { standard: 'Me', under16: 'My child or teenager', couples: 'Me and my partner, as a couple' };
const whoLabel = (t: TherapyType) => `${WHO[t.isCouples ? 'couples' : t.isUnder16Type ? 'under16' : 'standard']} (${t.name})`;

export interface QuestionnaireProps {
  answers: MatchAnswers;
  onAnswers: (answers: MatchAnswers) => void;
  /** A partner's clients are funded by the partner: no funding question. */
  partnerFunded: boolean;
  onConcernsChosen: (specialisationIds: number[]) => void;
  onDone: () => void;
}

/** Four short steps with progress shown; Back keeps every answer. */
export function Questionnaire({ answers, onAnswers, partnerFunded, onConcernsChosen, onDone }: QuestionnaireProps) {
  const steps = partnerFunded ? [0, 1, 3] : [0, 1, 2, 3];
  const [at, setAt] = useState(0);
  const [problem, setProblem] = useState<string>();
  const ids = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  const step = steps[at];
  const therapyTypes = useGetTherapyTypesQuery();
  const specialisations = useGetSpecialisationsQuery();
  const languages = useGetPsychSearchLanguagesQuery();

  useEffect(() => {
    // Moving between steps puts focus on the new question, so keyboard and screen-reader users hear it.
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [at]);

  const set = (change: Partial<MatchAnswers>) => {
    setProblem(undefined);
    onAnswers({ ...answers, ...change });
  };
  const next = (event: FormEvent) => {
    event.preventDefault();
    const found = stepProblem(step, answers);
    setProblem(found);
    if (found) return;
    if (step === 1) onConcernsChosen(answers.specialisationIds);
    if (at === steps.length - 1) onDone();
    else setAt(at + 1);
  };
  const toggle = <T,>(list: T[], value: T, on: boolean) => (on ? [...list, value] : list.filter((v) => v !== value));

  // The step's title is shown once: as the heading inside the step's legend (so it also names the
  // group of choices), or on its own for the last step, which has several groups.
  const title = (
    <StepHeading ref={heading} tabIndex={-1}>
      {STEP_TITLES[step]}
    </StepHeading>
  );
  let body: ReactNode;
  if (step === 0)
    body = (
      <Fieldset>
        <legend>{title}</legend>
        {therapyTypes.data?.map((t) => (
          <Choice key={t.therapyTypeId}>
            <input type="radio" name="who" checked={answers.therapyTypeId === t.therapyTypeId} onChange={() => set({ therapyTypeId: t.therapyTypeId })} />
            {whoLabel(t)}
          </Choice>
        ))}
      </Fieldset>
    );
  else if (step === 1)
    body = (
      <Fieldset>
        <legend>
          {title} <Hint>Choose up to {MAX_CONCERNS}.</Hint>
        </legend>
        <Choices>
          {specialisations.data?.map((s) => (
            <Choice key={s.specialisationId}>
              <input
                type="checkbox"
                checked={answers.specialisationIds.includes(s.specialisationId)}
                disabled={!answers.specialisationIds.includes(s.specialisationId) && answers.specialisationIds.length >= MAX_CONCERNS}
                onChange={(e) => set({ specialisationIds: toggle(answers.specialisationIds, s.specialisationId, e.target.checked) })}
              />
              {s.name}
            </Choice>
          ))}
        </Choices>
      </Fieldset>
    );
  else if (step === 2)
    body = (
      <Fieldset>
        <legend>{title}</legend>
        <Choice>
          <input type="radio" name="funding" checked={answers.funding === undefined} onChange={() => set({ funding: undefined })} />
          Not sure yet, or paying privately
        </Choice>
        {FUNDING_OPTIONS.filter((o) => o.value !== 'Partnership').map((o) => (
          <Choice key={o.value}>
            <input type="radio" name="funding" checked={answers.funding === o.value} onChange={() => set({ funding: o.value })} />
            {o.label}
          </Choice>
        ))}
      </Fieldset>
    );
  else
    body = (
      <>
        {title}
        <Select>
          <label htmlFor={`${ids}-language`}>Language</label>
          <select id={`${ids}-language`} value={answers.languageId ?? ''} onChange={(e) => set({ languageId: e.target.value ? Number(e.target.value) : undefined })}>
            <option value="">Any language</option>
            {languages.data?.map((l) => (
              <option key={l.languageId} value={l.languageId}>
                {l.name}
              </option>
            ))}
          </select>
        </Select>
        <Fieldset>
          <legend>Psychologist’s gender</legend>
          <Choice>
            <input type="radio" name="gender" checked={answers.gender === undefined} onChange={() => set({ gender: undefined })} />
            No preference
          </Choice>
          {GENDERS.map((g) => (
            <Choice key={g}>
              <input type="radio" name="gender" checked={answers.gender === g} onChange={() => set({ gender: g })} />
              {g}
            </Choice>
          ))}
        </Fieldset>
        <Fieldset>
          <legend>Times that suit you (your time)</legend>
          {TIMES_OF_DAY.map((t) => (
            <Choice key={t.value}>
              <input type="checkbox" checked={answers.timesOfDay.includes(t.value)} onChange={(e) => set({ timesOfDay: toggle(answers.timesOfDay, t.value, e.target.checked) })} />
              {t.label}
            </Choice>
          ))}
        </Fieldset>
        <Select>
          <label htmlFor={`${ids}-state`}>Where you live</label>
          <select id={`${ids}-state`} value={answers.state ?? ''} onChange={(e) => set({ state: (e.target.value || undefined) as MatchAnswers['state'] })}>
            <option value="">No preference</option>
            {REGIONS.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </select>
        </Select>
      </>
    );

  return (
    <form onSubmit={next} noValidate>
      <Progress>
        <p>
          Step {at + 1} of {steps.length}
        </p>
        <progress value={at + 1} max={steps.length} aria-label={`Step ${at + 1} of ${steps.length}`} />
      </Progress>
      {body}
      {problem && (
        <Problem role="alert">{problem}</Problem>
      )}
      <Actions>
        {at > 0 && (
          <Button type="button" variant="secondary" onClick={() => (setProblem(undefined), setAt(at - 1))}>
            Back
          </Button>
        )}
        <Button type="submit">{at === steps.length - 1 ? 'Show my matches' : 'Next'}</Button>
      </Actions>
    </form>
  );
}
