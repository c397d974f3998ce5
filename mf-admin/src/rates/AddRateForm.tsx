import { useState, type FormEvent } from 'react';
import { useDialogs, useToasts } from '@harbour/platform';
import { describeError } from '@harbour/sdk';
import { useAddFundingRateMutation, type FundingRateRow, type FundingRateScheme, type NewFundingRateRequest } from '@harbour/sdk/funding';
import { Button, Form, FormActions, FormAlert, RequiredNote, SelectField, TextField, useFormState } from '@harbour/ui';
import { useStepUp } from '../step-up/useStepUp';
import { amountWords, centsOf, dayWords, itemsOf, itemWords, SCHEME_NAME, SCHEMES } from './rate-words';

const EMPTY = { scheme: 'Medicare', item: '', effectiveFrom: '', feeCents: '', rebateCents: '' };
type Values = typeof EMPTY;

const FEE_LABEL: Record<FundingRateScheme, string> = {
  Medicare: 'Schedule fee in dollars',
  NDIS: 'Price limit per hour in dollars',
  DVA: 'Fee in dollars',
};
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const NOT_MONEY = 'Enter an amount in dollars and cents, e.g. 116.40.';

/** What the form can tell before asking the API (the API checks the rest: the date is in the future, the ranges). */
function problemsOf(values: Values, scheme: FundingRateScheme, item: string): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!item) problems.item = `Choose the ${scheme} item.`;
  if (!DATE.test(values.effectiveFrom)) problems.effectiveFrom = 'Enter the date the rate applies from.';
  const feeRequired = scheme !== 'Medicare';
  if (values.feeCents.trim() || feeRequired) {
    if (!values.feeCents.trim()) problems.feeCents = scheme === 'NDIS' ? 'Enter the price limit per hour.' : 'Enter the fee.';
    else if (centsOf(values.feeCents) === undefined) problems.feeCents = NOT_MONEY;
  }
  if (scheme === 'Medicare') {
    if (!values.rebateCents.trim()) problems.rebateCents = 'Enter the Medicare rebate.';
    else if (centsOf(values.rebateCents) === undefined) problems.rebateCents = NOT_MONEY;
  }
  return problems;
}

/**
 * Adds a dated row: a new year's amounts for an item the funder already has. Confirms first (a row
 * cannot be changed or removed here); on a refusal every value stays and each field says what is wrong.
 */
export function AddRateForm({ rates }: { rates: FundingRateRow[] }) {
  const { values, setValue, errors, showErrors, formRef } = useFormState<Values>(EMPTY);
  const [alert, setAlert] = useState<string>();
  const [add, { isLoading }] = useAddFundingRateMutation();
  const dialogs = useDialogs();
  const toasts = useToasts();
  const { withStepUp, dialog } = useStepUp();
  const scheme = values.scheme as FundingRateScheme;
  const items = itemsOf(rates, scheme);
  // The first item is chosen until the administrator picks another (a select always shows one).
  const item = items.some((i) => i.item === values.item) ? values.item : (items[0]?.item ?? '');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(undefined);
    const problems = problemsOf(values, scheme, item);
    if (Object.keys(problems).length) {
      showErrors(problems);
      return;
    }
    const request: NewFundingRateRequest = {
      scheme,
      item,
      effectiveFrom: values.effectiveFrom,
      ...(values.feeCents.trim() && { feeCents: centsOf(values.feeCents) }),
      ...(scheme === 'Medicare' && { rebateCents: centsOf(values.rebateCents) }),
    };
    const row = items.find((i) => i.item === item)!;
    const sure = await dialogs.confirm(
      `Add ${scheme} item ${itemWords(row)} from ${dayWords(request.effectiveFrom)}: ${amountWords(request)}? Quotes for sessions on or after that day use it. A row cannot be changed or removed here once added.`,
      { title: 'Add a rates row', confirmLabel: 'Add the row', cancelLabel: 'Not yet' },
    );
    if (!sure) return;
    try {
      // Adding a row needs a fresh authenticator code: the dialog asks for it, then the row is sent again.
      const added = await withStepUp(() => add({ newFundingRateRequest: request }).unwrap());
      toasts.show({ type: 'success', message: `Added: ${scheme} item ${added.item} from ${dayWords(added.effectiveFrom)}.` });
      setValue('effectiveFrom', '');
      setValue('feeCents', '');
      setValue('rebateCents', '');
    } catch (error) {
      const { message, fields } = describeError(error);
      showErrors(fields);
      setAlert(Object.keys(fields).length ? 'The row was not added: check the fields marked below.' : `The row was not added. ${message}`);
    }
  };

  if (rates.length === 0) return <p>No item is on file to add a year&apos;s amounts to.</p>;
  return (
    <>
      <Form ref={formRef} noValidate aria-labelledby="add-rate-heading" onSubmit={(e) => void onSubmit(e)}>
        <RequiredNote>Fields marked * are required. Amounts in Australian dollars.</RequiredNote>
        <FormAlert message={alert} />
        <SelectField
          label="Funder"
          name="scheme"
          value={scheme}
          error={errors.scheme}
          onChange={(v) => setValue('scheme', v)}
          options={SCHEMES.map((s) => ({ value: s, label: SCHEME_NAME[s] }))}
        />
        {items.length === 0 ? (
          <p>{scheme} has no item on file to add a year&apos;s amounts to.</p>
        ) : (
          <SelectField label="Item" name="item" value={item} error={errors.item ?? errors.practitionerType} onChange={(v) => setValue('item', v)} options={items.map((i) => ({ value: i.item, label: itemWords(i) }))} />
        )}
        <TextField
          label="Applies from"
          name="effectiveFrom"
          type="date"
          required
          hint="A date after today: quotes for sessions on or after it use the new amounts (rates usually change on 1 July)."
          value={values.effectiveFrom}
          error={errors.effectiveFrom}
          onChange={(v) => setValue('effectiveFrom', v)}
        />
        <TextField label={FEE_LABEL[scheme]} name="feeCents" inputMode="decimal" required={scheme !== 'Medicare'} value={values.feeCents} error={errors.feeCents} onChange={(v) => setValue('feeCents', v)} />
        {scheme === 'Medicare' && (
          <TextField label="Rebate in dollars" name="rebateCents" inputMode="decimal" required hint="85 % of the schedule fee." value={values.rebateCents} error={errors.rebateCents} onChange={(v) => setValue('rebateCents', v)} />
        )}
        <FormActions>
          <Button type="submit" loading={isLoading} disabled={isLoading || items.length === 0}>
            Add the row
          </Button>
        </FormActions>
      </Form>
      {dialog}
    </>
  );
}
