import { useState, type FormEvent } from 'react';
import { useDialogs, useToasts } from '@harbour/platform';
import { describeError, errorMessageOf } from '@harbour/sdk';
import { useAddRedirectMutation, useListRedirectsQuery, useRemoveRedirectMutation, type RedirectRow } from '@harbour/sdk/content-admin';
import { Button, Form, FormActions, FormAlert, LoadError, Loading, TextField } from '@harbour/ui';
import { ScrollingTable } from '../payments/ScrollingTable';
import { CELL } from '../payments/table-styles';

const SITE_PATH = /^\/(?!\/)/;

/** The redirects table with add and remove (each confirmed); the API checks loops and published pages. */
export function RedirectsSection() {
  const redirects = useListRedirectsQuery();
  const [add, adding] = useAddRedirectMutation();
  const [remove] = useRemoveRedirectMutation();
  const dialogs = useDialogs();
  const toasts = useToasts();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string>();

  const onAdd = async (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!SITE_PATH.test(from.trim())) problems.path = "Enter a path on Harbour starting with '/', e.g. /old-page.";
    if (!SITE_PATH.test(to.trim())) problems.target = "Enter a path on Harbour starting with '/', e.g. /about.";
    setErrors(problems);
    setAlert(undefined);
    if (Object.keys(problems).length) return;
    try {
      const added = await add({ newRedirectRequest: { path: from.trim(), target: to.trim() } }).unwrap();
      toasts.show({ type: 'success', message: `Added: ${added.path} now goes to ${added.target}.` });
      setFrom('');
      setTo('');
    } catch (error) {
      // What was typed stays, beside the API's reason.
      const { message, fields } = describeError(error);
      setErrors(fields);
      setAlert(`The redirect was not added. ${message}`);
    }
  };

  const onRemove = async (row: RedirectRow) => {
    const sure = await dialogs.confirm(`Remove the redirect from ${row.path} to ${row.target}? Visitors to ${row.path} will see "Page Not Found" unless a page is there.`, {
      title: 'Remove a redirect',
      confirmLabel: 'Remove it',
      cancelLabel: 'Keep it',
    });
    if (!sure) return;
    try {
      await remove({ path: row.path }).unwrap();
      toasts.show({ type: 'success', message: `Removed the redirect from ${row.path}.` });
    } catch (error) {
      toasts.show({ type: 'error', message: `The redirect was not removed. ${errorMessageOf(error)}` });
    }
  };

  let table;
  if (redirects.error) table = <LoadError what="the redirects" message={errorMessageOf(redirects.error)} onRetry={() => void redirects.refetch()} />;
  else if (!redirects.data) table = <Loading label="Loading the redirects" />;
  else if (redirects.data.items.length === 0) table = <p>No redirects.</p>;
  else
    table = (
      <ScrollingTable label="Redirects from and to" headings={['From', 'To', '']}>
        {redirects.data.items.map((row) => (
          <tr key={row.path}>
            <td style={CELL}>{row.path}</td>
            <td style={CELL}>{row.target}</td>
            <td style={CELL}>
              <Button variant="secondary" onClick={() => void onRemove(row)} aria-label={`Remove the redirect from ${row.path}`}>
                Remove
              </Button>
            </td>
          </tr>
        ))}
      </ScrollingTable>
    );

  return (
    <section aria-labelledby="redirects-heading">
      <h2 id="redirects-heading">Redirects</h2>
      <p>A visitor to the first path is sent on to the second. Not from a published page, and never round in a loop.</p>
      {table}
      <h3 id="add-redirect-heading">Add a redirect</h3>
      <Form noValidate aria-labelledby="add-redirect-heading" onSubmit={(e) => void onAdd(e)}>
        <FormAlert message={alert} />
        <TextField label="From path" name="path" required value={from} error={errors.path} onChange={setFrom} hint="e.g. /old-page" />
        <TextField label="To path" name="target" required value={to} error={errors.target} onChange={setTo} hint="e.g. /about" />
        <FormActions>
          <Button type="submit" disabled={adding.isLoading}>
            Add the redirect
          </Button>
        </FormActions>
      </Form>
    </section>
  );
}
