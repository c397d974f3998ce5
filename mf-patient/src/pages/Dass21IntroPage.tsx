import { Container } from '@harbour/ui';

const SCALE = [
  [0, 'Did not apply to me at all'],
  [1, 'Applied to me to some degree, or some of the time'],
  [2, 'Applied to me to a considerable degree, or a good part of the time'],
  [3, 'Applied to me very much, or most of the time'],
] as const;

/** The DASS-21 check-in's first page: what it is and how to answer (domain.md). */
export function Dass21IntroPage() {
  return (
    <Container>
      <h1>DASS-21 mental health check-in</h1>
      <p>
        The Depression, Anxiety and Stress Scale has 21 short statements and takes about five minutes. Your answers help
        you and your psychologist see how you are going over time.
      </p>
      <h2>How to answer</h2>
      <p>For each statement, choose how much it applied to you over the past week:</p>
      <ul>
        {SCALE.map(([value, text]) => (
          <li key={value}>
            <strong>{value}</strong> — {text}
          </li>
        ))}
      </ul>
      <p>
        <strong>If you need help now:</strong> call 000 in an emergency, or Lifeline on 13 11 14 for crisis support.
      </p>
    </Container>
  );
}
