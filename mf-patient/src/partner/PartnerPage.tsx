import { useState, type FormEvent } from 'react';
import { useAuth } from '@harbour/platform';
import { errorMessageOf, fieldErrorsOf } from '@harbour/sdk';
import {
  useConfirmRelationshipMutation,
  useDeactivateRelationshipMutation,
  useInvitePartnerByEmailMutation,
  useListPatientRelationshipsQuery,
  type Relationship,
} from '@harbour/sdk/relationships';
import { Button, ConfirmDialog, Container, FormAlert, Loading, LoadError, TextField, useFormState } from '@harbour/ui';

const STATUS_TEXT: Record<Relationship['status'], string> = {
  Initiated: 'Invitation waiting',
  Confirmed: 'Linked',
  Deactivated: 'Ended',
};

/** The caller's own invitation, not yet accepted: ending it withdraws it. */
const isInvitation = (r: Relationship) => r.status === 'Initiated' && r.role === 'initiator';

/** /account/profile/partner: invite a partner to couples sessions, accept an invitation, end a link. */
export function PartnerPage() {
  const auth = useAuth();
  const me = auth.status === 'authenticated' ? auth.user.sub : undefined;
  const relationships = useListPatientRelationshipsQuery({ patientId: me ?? '' }, { skip: !me });
  const [invite] = useInvitePartnerByEmailMutation();
  const [confirm] = useConfirmRelationshipMutation();
  const [deactivate] = useDeactivateRelationshipMutation();
  const { values, setValue, errors, showErrors, formRef } = useFormState({
    email: '',
    firstName: '',
    lastName: '',
  });
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string>();
  const [status, setStatus] = useState<string>();
  // Ending a link (or withdrawing an invitation) asks first: the partner loses shared couples sessions.
  const [linkAlert, setLinkAlert] = useState<string>();
  const [linkStatus, setLinkStatus] = useState<string>();
  const [ending, setEnding] = useState<Relationship>();
  const [asking, setAsking] = useState(false);

  // One invitation by email for everyone: whether the address has a Harbour account is never
  // shown (it is the partner's to tell), and their own name appears once they accept.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(undefined);
    setStatus(undefined);
    const problems: Record<string, string> = {};
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) problems.email = 'Enter your partner’s email address.';
    if (!values.firstName.trim()) problems.firstName = 'Enter your partner’s first name.';
    if (!values.lastName.trim()) problems.lastName = 'Enter your partner’s last name.';
    showErrors(problems);
    if (Object.keys(problems).length) return;
    setBusy(true);
    try {
      await invite({
        inviteeRequest: {
          email: values.email.trim(),
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
        },
      }).unwrap();
      setStatus(`We emailed ${values.firstName.trim()} an invitation. They accept from their Harbour account, or create one from the email.`);
      for (const name of ['email', 'firstName', 'lastName'] as const) setValue(name, '');
    } catch (error) {
      showErrors(fieldErrorsOf(error));
      setAlert(errorMessageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const act = async (work: () => Promise<unknown>, done: string) => {
    setLinkAlert(undefined);
    setLinkStatus(undefined);
    try {
      await work();
      setLinkStatus(done);
    } catch (error) {
      setLinkAlert(errorMessageOf(error));
      void relationships.refetch();
    }
  };

  const endLink = (r: Relationship) =>
    void act(() => deactivate({ relationshipId: r.relationshipId }).unwrap(), isInvitation(r) ? `Your invitation to ${r.partner.firstName} is withdrawn.` : 'The link has ended.');

  const active = relationships.data?.relationships.filter((r) => r.status !== 'Deactivated') ?? [];
  return (
    <Container>
      <h1>Your partner</h1>
      <p>Invite your partner to couples sessions by email. They accept from their own account, and you see them here by the name you gave until they do; either of you can end the link at any time.</p>
      <section aria-labelledby="partner-links-heading">
        <h2 id="partner-links-heading">Links</h2>
        <FormAlert message={linkAlert} />
        <p role="status">{linkStatus}</p>
        {relationships.error ? (
          <LoadError what="your links" message={errorMessageOf(relationships.error)} onRetry={() => void relationships.refetch()} />
        ) : !relationships.data ? (
          <Loading label="Loading your links" />
        ) : active.length === 0 ? (
          <p>You are not linked with a partner.</p>
        ) : (
          <ul aria-label="Your links">
            {active.map((r) => {
              const name = `${r.partner.firstName} ${r.partner.lastName}`.trim();
              return (
                <li key={r.relationshipId}>
                  {name}: {STATUS_TEXT[r.status]}
                  {r.status === 'Initiated' && r.role === 'invitee' && (
                    <>
                      {' '}
                      <Button aria-label={`Accept ${name}’s invitation`} onClick={() => void act(() => confirm({ relationshipId: r.relationshipId }).unwrap(), `You are linked with ${r.partner.firstName}.`)}>
                        Accept
                      </Button>
                    </>
                  )}{' '}
                  <Button variant="secondary" aria-label={`${isInvitation(r) ? 'Withdraw invitation to' : 'End link with'} ${name}`} onClick={() => (setEnding(r), setAsking(true))}>
                    {isInvitation(r) ? 'Withdraw invitation' : 'End link'}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <ConfirmDialog
        open={asking}
        title={ending && isInvitation(ending) ? 'Withdraw this invitation?' : 'End this link?'}
        message={
          ending && isInvitation(ending)
            ? `${ending.partner.firstName} will no longer be able to accept your invitation.`
            : `You and ${ending?.partner.firstName ?? 'your partner'} will no longer be linked for couples sessions. Either of you can invite the other again later.`
        }
        onConfirm={() => {
          setAsking(false);
          if (ending) endLink(ending);
        }}
        onCancel={() => setAsking(false)}
      />
      <section aria-labelledby="invite-heading">
        <h2 id="invite-heading">Invite your partner</h2>
        <form ref={formRef} noValidate onSubmit={submit} style={{ display: 'grid', gap: '0.75rem' }}>
          <FormAlert message={alert} />
          <TextField
            label="Partner’s email"
            name="email"
            type="email"
            value={values.email}
            onChange={(v) => setValue('email', v)}
            error={errors.email}
            required
            autoComplete="off"
          />
          <TextField
            label="Partner’s first name"
            name="firstName"
            value={values.firstName}
            onChange={(v) => setValue('firstName', v)}
            error={errors.firstName}
            required
            autoComplete="off"
          />
          <TextField
            label="Partner’s last name"
            name="lastName"
            value={values.lastName}
            onChange={(v) => setValue('lastName', v)}
            error={errors.lastName}
            required
            autoComplete="off"
          />
          <div>
            <Button type="submit" loading={busy}>
              Email an invitation
            </Button>
          </div>
          <p role="status">{status}</p>
        </form>
      </section>
    </Container>
  );
}
