import { useState, type FormEvent } from 'react';
import { useToasts } from '@harbour/platform';
import { describeError } from '@harbour/sdk';
import { useCreateDiscountCodeMutation, type NewDiscountCodeRequest } from '@harbour/sdk/funding';
import { Button, Form, FormActions, FormAlert, RequiredNote, SelectField, TextField, useFormState } from '@harbour/ui';
import { centsOf } from '../rates/rate-words';

const EMPTY = { code: '', kind: 'percent', percentOff: '', amountOffCents: '', limit: '', expiresOn: '' };
type Values = typeof EMPTY;

function problemsOf(v: Values): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!/^[A-Za-z0-9-]{3,30}$/.test(v.code.trim())) problems.code = 'Use 3 to 30 letters, digits or hyphens.';
  if (v.kind === 'percent' && !/^\d{1,3}$/.test(v.percentOff.trim())) problems.percentOff = 'Enter a whole percentage from 1 to 100.';
  if (v.kind === 'amount' && centsOf(v.amountOffCents) === undefined) problems.amountOffCents = 'Enter an amount in dollars and cents, e.g. 20.00.';
  if (!/^\d+$/.test(v.limit.trim())) problems.limit = 'Enter how many bookings may use it.';
  return problems;
}

/** Creates a code (once per client, a limit in all, an optional last day). A refusal keeps every value. */
export function CreateCodeForm() {
  const { values, setValue, errors, showErrors, formRef } = useFormState<Values>(EMPTY);
  const [alert, setAlert] = useState<string>();
  const [create, { isLoading }] = useCreateDiscountCodeMutation();
  const toasts = useToasts();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(undefined);
    const problems = problemsOf(values);
    if (Object.keys(problems).length) {
      showErrors(problems);
      return;
    }
    const request: NewDiscountCodeRequest = {
      code: values.code.trim(),
      ...(values.kind === 'percent' ? { percentOff: Number(values.percentOff) } : { amountOffCents: centsOf(values.amountOffCents) }),
      limit: Number(values.limit),
      ...(values.expiresOn && { expiresOn: values.expiresOn }),
    };
    try {
      const created = await create({ newDiscountCodeRequest: request }).unwrap();
      toasts.show({ type: 'success', message: `The code ${created.code} is ready to use.` });
      for (const name of ['code', 'percentOff', 'amountOffCents', 'limit', 'expiresOn'] as const) setValue(name, '');
    } catch (error) {
      const { message, fields } = describeError(error);
      showErrors(fields);
      setAlert(Object.keys(fields).length ? 'The code was not created: check the fields marked below.' : `The code was not created. ${message}`);
    }
  };

  return (
    <Form ref={formRef} noValidate aria-labelledby="create-code-heading" onSubmit={(e) => void onSubmit(e)}>
      <RequiredNote>Fields marked * are required. Each client may use a code once.</RequiredNote>
      <FormAlert message={alert} />
      <TextField label="Code" name="code" required hint="Letters, digits and hyphens; clients may type it in any case." value={values.code} error={errors.code} onChange={(v) => setValue('code', v)} />
      <SelectField
        label="Kind of discount"
        name="kind"
        value={values.kind}
        onChange={(v) => setValue('kind', v)}
        options={[
          { value: 'percent', label: 'A percentage off' },
          { value: 'amount', label: 'An amount off' },
        ]}
      />
      {values.kind === 'percent' ? (
        <TextField label="Percentage off" name="percentOff" inputMode="numeric" required value={values.percentOff} error={errors.percentOff} onChange={(v) => setValue('percentOff', v)} />
      ) : (
        <TextField label="Amount off in dollars" name="amountOffCents" inputMode="decimal" required value={values.amountOffCents} error={errors.amountOffCents} onChange={(v) => setValue('amountOffCents', v)} />
      )}
      <TextField label="How many bookings may use it" name="limit" inputMode="numeric" required value={values.limit} error={errors.limit} onChange={(v) => setValue('limit', v)} />
      <TextField label="Last day it may be used" name="expiresOn" type="date" hint="Sydney time; leave empty for no expiry." value={values.expiresOn} error={errors.expiresOn} onChange={(v) => setValue('expiresOn', v)} />
      <FormActions>
        <Button type="submit" loading={isLoading} disabled={isLoading}>
          Create the code
        </Button>
      </FormActions>
    </Form>
  );
}
