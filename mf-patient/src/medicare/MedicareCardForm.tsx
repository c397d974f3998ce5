import { useEffect, useState, type FormEvent } from 'react';
import { errorMessageOf, fieldErrorsOf } from '@harbour/sdk';
import {
  INVALID_MEDICARE_CARD_NUMBER,
  INVALID_MEDICARE_REFERENCE_NUMBER,
  isValidMedicareCardNumber,
  isValidMedicareReferenceNumber,
} from '@harbour/identifiers';
import { useSaveMedicareCardMutation, type MedicareCard } from '@harbour/sdk/funding';
import { Button, FormAlert, TextField, useFormState } from '@harbour/ui';
import { Fields, Panel } from './ui';

const EXPIRY = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The Medicare card: number (its check digit checked here and again by the API), IRN and expiry month. */
export function MedicareCardForm({ card }: { card?: MedicareCard }) {
  const { values, setValue, errors, showErrors, formRef } = useFormState({
    cardNumber: '',
    referenceNumber: '',
    expiry: '',
  });
  const [save, saving] = useSaveMedicareCardMutation();
  const [alert, setAlert] = useState<string>();
  const [saved, setSaved] = useState<string>();

  useEffect(() => {
    if (!card) return;
    setValue('cardNumber', `${card.cardNumber.slice(0, 4)} ${card.cardNumber.slice(4, 9)} ${card.cardNumber.slice(9)}`);
    setValue('referenceNumber', card.referenceNumber);
    setValue('expiry', card.expiry);
  }, [card, setValue]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(undefined);
    setSaved(undefined);
    const problems: Record<string, string> = {};
    if (!isValidMedicareCardNumber(values.cardNumber)) problems.cardNumber = INVALID_MEDICARE_CARD_NUMBER;
    if (!isValidMedicareReferenceNumber(values.referenceNumber)) problems.referenceNumber = INVALID_MEDICARE_REFERENCE_NUMBER;
    if (!EXPIRY.test(values.expiry.trim())) problems.expiry = 'Enter the expiry month on the card, e.g. 2028-04.';
    showErrors(problems);
    if (Object.keys(problems).length) return;
    try {
      await save({
        medicareCardRequest: {
          cardNumber: values.cardNumber,
          referenceNumber: values.referenceNumber.trim(),
          expiry: values.expiry.trim(),
        },
      }).unwrap();
      setSaved('Your Medicare card is saved.');
    } catch (error) {
      showErrors(fieldErrorsOf(error));
      setAlert(errorMessageOf(error));
    }
  };

  return (
    <Panel aria-labelledby="card-heading">
      <h2 id="card-heading">Medicare card</h2>
      <Fields ref={formRef} noValidate onSubmit={submit}>
        <FormAlert message={alert} />
        <TextField
          label="Card number"
          name="cardNumber"
          value={values.cardNumber}
          onChange={(v) => setValue('cardNumber', v)}
          error={errors.cardNumber}
          required
          inputMode="numeric"
          autoComplete="off"
          hint="The 10 digits on the card, e.g. 2123 45670 1"
        />
        <TextField
          label="Individual reference number (IRN)"
          name="referenceNumber"
          value={values.referenceNumber}
          onChange={(v) => setValue('referenceNumber', v)}
          error={errors.referenceNumber}
          required
          inputMode="numeric"
          autoComplete="off"
          hint="The number (1–9) beside your name"
        />
        <TextField
          label="Expiry month"
          name="expiry"
          value={values.expiry}
          onChange={(v) => setValue('expiry', v)}
          error={errors.expiry}
          required
          autoComplete="off"
          placeholder="YYYY-MM"
          hint="As on the card, e.g. 2028-04"
        />
        <div>
          <Button type="submit" loading={saving.isLoading}>
            Save Medicare card
          </Button>
        </div>
        <p role="status">{saved}</p>
      </Fields>
    </Panel>
  );
}
