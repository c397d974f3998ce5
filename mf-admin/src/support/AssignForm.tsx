import { useState, type FormEvent } from 'react';
import { useAuth } from '@harbour/platform';
import { errorMessageOf, fieldErrorsOf } from '@harbour/sdk';
import { useAssignEnquiryMutation, useListEnquiryAssigneesQuery, type InboxEnquiry } from '@harbour/sdk/content-admin';
import { Button, SelectField } from '@harbour/ui';

/** Hands the enquiry to another administrator (or back to me), chosen from those who may take work. */
export function AssignForm({ enquiry, onProblem }: { enquiry: InboxEnquiry; onProblem(message: string | undefined): void }) {
  const auth = useAuth();
  const me = auth.status === 'authenticated' ? auth.user.sub : undefined;
  const assignees = useListEnquiryAssigneesQuery();
  const [assign, assigning] = useAssignEnquiryMutation();
  const [assignee, setAssignee] = useState('');
  const [error, setError] = useState<string>();

  if (assignees.error) return <p>The administrators to assign to could not be loaded: {errorMessageOf(assignees.error)}</p>;
  if (!assignees.data) return null;
  const options = assignees.data.administrators
    .filter((a) => a.accountId !== enquiry.assigneeId)
    .map((a) => ({ value: a.accountId, label: a.accountId === me ? `Me (${a.email})` : a.email }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!assignee) return setError('Choose an administrator.');
    setError(undefined);
    onProblem(undefined);
    try {
      await assign({ enquiryId: enquiry.enquiryId, assignEnquiryRequest: { assigneeId: assignee } }).unwrap();
      setAssignee('');
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      if (fields.assigneeId) setError(fields.assigneeId);
      else onProblem(errorMessageOf(failure));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Assign ${enquiry.reference}`} style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: '0.5rem', marginTop: '0.75rem' }}>
      <div style={{ flex: '1 1 14rem', maxWidth: '22rem' }}>
        <SelectField label="Assign to" name="assignee" value={assignee} onChange={setAssignee} options={options} emptyLabel="Choose an administrator" error={error} />
      </div>
      <Button type="submit" variant="secondary" loading={assigning.isLoading}>
        Assign
      </Button>
    </form>
  );
}
