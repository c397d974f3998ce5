import { useState } from 'react';
import { Link, useSearchParams } from '@harbour/router';
import styled from 'styled-components';
import { errorMessageOf } from '@harbour/sdk';
import { useGetSessionRoomQuery, useReviewSessionMutation } from '@harbour/sdk/sessions';
import { Button, Container, Loading } from '@harbour/ui';
import { RoomProblem } from './RoomProblem';

const Form = styled.form`
  display: grid;
  gap: 1.25rem;
  max-width: 32rem;
  fieldset {
    border: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
  }
  legend {
    font-weight: 600;
    margin-bottom: 0.5rem;
  }
  label.stacked {
    display: grid;
    gap: 0.25rem;
    font-weight: 600;
  }
  textarea {
    font: inherit;
    padding: 0.5rem;
  }
`;

const RATINGS = ['Very poor', 'Poor', 'Okay', 'Good', 'Excellent'];

/** /session/review?sessionId=: the client's rating and comment, once per session. */
export function ReviewPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('sessionId') ?? '';
  const room = useGetSessionRoomQuery({ sessionId }, { skip: !sessionId });
  const [review, sending] = useReviewSessionMutation();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  if (!sessionId) return <RoomProblem error={{ status: 404 }} />;
  if (room.error) return <RoomProblem error={room.error} />;
  if (!room.data) return <Loading label="Loading your session" />;
  const name = `${room.data.counterpart.firstName} ${room.data.counterpart.lastName}`;
  const questionnaire = `/session/questionnaire?sessionId=${encodeURIComponent(sessionId)}`;

  if (sent || room.data.reviewed) {
    return (
      <Container>
        <h1>Thank you</h1>
        <p role="status">{sent ? 'Your review has been saved.' : 'You have already reviewed this session.'}</p>
        <p>
          <Link to={questionnaire}>Answer three short questions about your session</Link>
        </p>
        <p>
          <Link to="/account">Go to your account</Link>
        </p>
      </Container>
    );
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!rating) return setProblem('Please choose a rating from 1 to 5.');
    setProblem(null);
    const result = await review({ id: sessionId, sessionReviewInput: { rating, ...(comment.trim() && { comment: comment.trim() }) } });
    if ('error' in result) return setProblem(errorMessageOf(result.error));
    setSent(true);
  };

  return (
    <Container>
      <h1>How was your session?</h1>
      <p>Your review of your session with {name} helps us keep Harbour good. Your psychologist sees ratings only in summary.</p>
      {room.data.joinState !== 'ended' ? (
        <p role="status">You can review your session once it has ended.</p>
      ) : (
        <Form onSubmit={(e) => void submit(e)} noValidate>
          <fieldset aria-describedby={problem ? 'review-problem' : undefined}>
            <legend>Your rating</legend>
            {RATINGS.map((label, i) => (
              <label key={label}>
                <input type="radio" name="rating" value={i + 1} checked={rating === i + 1} onChange={() => setRating(i + 1)} /> {i + 1} — {label}
              </label>
            ))}
          </fieldset>
          <label className="stacked">
            Comment (optional)
            <textarea value={comment} maxLength={2000} rows={4} onChange={(e) => setComment(e.target.value)} />
          </label>
          {problem && (
            <p role="alert" id="review-problem">
              {problem}
            </p>
          )}
          <div>
            <Button type="submit" loading={sending.isLoading}>
              Send review
            </Button>
          </div>
        </Form>
      )}
    </Container>
  );
}
