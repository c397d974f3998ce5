import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessageOf, fieldErrorsOf } from '@harbour/sdk';
import { useDeletePatientCardMutation, useGetPatientCardsQuery, useUpdatePatientCardMutation, useUpdatePatientPaymentSettingsMutation, type PaymentCard } from '@harbour/sdk/payments';
import { Button, ConfirmDialog, FormAlert, Loading, LoadError, TextField } from '@harbour/ui';
import { Card, Muted, Notice, Row } from '../layout/ui';

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 0.75rem;
  li {
    border-top: 1px solid ${({ theme }) => theme.tones.primary[100]};
    padding-top: 0.75rem;
  }
`;

const cardLabel = (card: PaymentCard) => `${card.name ? `${card.name}: ` : ''}${card.brand} ending ${card.last4}`;

function RenameForm({ card, onDone }: { card: PaymentCard; onDone: (message?: string) => void }) {
  const [rename, renaming] = useUpdatePatientCardMutation();
  const [name, setName] = useState(card.name ?? '');
  const [error, setError] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await rename({ id: card.id, updateCardRequest: { name: name.trim() } }).unwrap();
      onDone(`The card ending ${card.last4} is now called "${name.trim()}".`);
    } catch (err) {
      setError(fieldErrorsOf(err).name ?? errorMessageOf(err));
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} aria-label={`Rename the card ending ${card.last4}`}>
      <TextField label="Card name" name="name" value={name} onChange={setName} maxLength={60} required error={error} autoFocus />
      <Row>
        <Button type="submit" loading={renaming.isLoading}>
          Save name
        </Button>
        <Button type="button" variant="secondary" onClick={() => onDone()}>
          Cancel
        </Button>
      </Row>
    </form>
  );
}

/** Saved cards: rename, choose the one charged by default, delete (after a confirm). */
export function CardsSection() {
  const cards = useGetPatientCardsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [setPrimary, settingPrimary] = useUpdatePatientPaymentSettingsMutation();
  const [remove] = useDeletePatientCardMutation();
  const [renaming, setRenaming] = useState<string>();
  const [deleting, setDeleting] = useState<PaymentCard>();
  const [notice, setNotice] = useState<string>();
  const [error, setError] = useState<string>();

  const act = async (work: () => Promise<unknown>, done: string) => {
    setError(undefined);
    setNotice(undefined);
    try {
      await work();
      setNotice(done);
      void cards.refetch();
    } catch (err) {
      setError(errorMessageOf(err));
    }
  };

  return (
    <Card aria-labelledby="cards-heading">
      <h2 id="cards-heading">Saved cards</h2>
      {notice && <Notice role="status">{notice}</Notice>}
      <FormAlert message={error} />
      {cards.error ? (
        <LoadError what="your cards" message={errorMessageOf(cards.error)} onRetry={() => void cards.refetch()} />
      ) : !cards.data ? (
        <Loading label="Loading your cards" />
      ) : cards.data.cards.length === 0 ? (
        <Muted>You have no saved cards. A card is added when you book a session.</Muted>
      ) : (
        <List aria-label="Your cards">
          {cards.data.cards.map((card) => (
            <li key={card.id}>
              <p>
                <strong>{cardLabel(card)}</strong>
                <br />
                Expires {String(card.expiryMonth).padStart(2, '0')}/{card.expiryYear}
                {card.isPrimary && ' · Charged by default'}
              </p>
              {renaming === card.id ? (
                <RenameForm
                  card={card}
                  onDone={(message) => {
                    setRenaming(undefined);
                    if (message) {
                      setNotice(message);
                      void cards.refetch();
                    }
                  }}
                />
              ) : (
                <Row>
                  <Button variant="secondary" onClick={() => setRenaming(card.id)} aria-label={`Rename ${cardLabel(card)}`}>
                    Rename
                  </Button>
                  {!card.isPrimary && (
                    <Button
                      variant="secondary"
                      loading={settingPrimary.isLoading}
                      aria-label={`Make default: ${cardLabel(card)}`}
                      onClick={() => void act(() => setPrimary({ updatePatientPaymentRequest: { primaryPaymentMethodId: card.id } }).unwrap(), `The card ending ${card.last4} is now charged by default.`)}
                    >
                      Make default
                    </Button>
                  )}
                  <Button variant="secondary" onClick={() => setDeleting(card)} aria-label={`Delete ${cardLabel(card)}`}>
                    Delete
                  </Button>
                </Row>
              )}
            </li>
          ))}
        </List>
      )}
      <ConfirmDialog
        open={Boolean(deleting)}
        title="Delete this card?"
        message={deleting ? `${cardLabel(deleting)} will be removed from your account.${deleting.isPrimary ? ' Another saved card becomes your default.' : ''}` : ''}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => {
          const card = deleting!;
          setDeleting(undefined);
          void act(() => remove({ id: card.id }).unwrap(), `The card ending ${card.last4} is deleted.`);
        }}
      />
    </Card>
  );
}
