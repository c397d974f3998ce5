import { useState, type FormEvent } from 'react';
import { Link } from '@harbour/router';
import { errorMessageOf, fieldErrorsOf } from '@harbour/sdk';
import { useSendPartnerEnquiryMutation, type PartnerEnquiryRequest } from '@harbour/sdk/content';
import { Button, Container, Form, FormActions, FormAlert, RequiredNote, TextField, collectProblems, useFormState, withoutBlanks } from '@harbour/ui';
import { MESSAGE_MAX_LENGTH, ORGANISATION_TYPES, choiceProblem, emailProblem, messageProblem, nameProblem, phoneProblem } from './enquiry-checks';
import { EnquirySent } from './EnquirySent';
import { Honeypot, SelectField, TextAreaField } from './fields';

const EMPTY = { name: '', email: '', organisation: '', organisationType: '', role: '', phone: '', message: '', website: '' };

/** `/organisations` (spec §2): what partnering offers, and the partner enquiry form. */
export function PartnerEnquiryPage() {
  const { values, setValue, errors, showErrors, formRef } = useFormState(EMPTY);
  const [send, { isLoading }] = useSendPartnerEnquiryMutation();
  const [alert, setAlert] = useState<string>();
  const [sent, setSent] = useState<{ reference: string; organisation: string }>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const problems = collectProblems({
      name: nameProblem(values.name),
      email: emailProblem(values.email),
      organisation: nameProblem(values.organisation, 'your organisation’s name'),
      organisationType: choiceProblem(values.organisationType, ORGANISATION_TYPES, 'Choose the kind of organisation.'),
      phone: phoneProblem(values.phone),
      message: messageProblem(values.message),
    });
    showErrors(problems);
    setAlert(undefined);
    if (Object.keys(problems).length) return;
    try {
      const request: PartnerEnquiryRequest = {
        name: values.name.trim(),
        email: values.email.trim(),
        organisation: values.organisation.trim(),
        organisationType: values.organisationType as PartnerEnquiryRequest['organisationType'],
        message: values.message.trim(),
        ...withoutBlanks({ role: values.role.trim(), phone: values.phone.trim(), website: values.website }),
      };
      const { reference } = await send({ partnerEnquiryRequest: request }).unwrap();
      setSent({ reference, organisation: request.organisation });
    } catch (error) {
      showErrors(fieldErrorsOf(error));
      setAlert(errorMessageOf(error));
    }
  };

  const field = (name: keyof typeof EMPTY) => ({ name, value: values[name], onChange: (value: string) => setValue(name, value), error: errors[name] });

  return (
    <Container>
      <h1>Partner with Harbour</h1>
      <p>
        Health funds, employers, employee assistance providers, GP practices, universities and community organisations work with Harbour
        to give the people they look after quick access to registered psychologists by video.
      </p>
      <ul>
        <li>Your own entry link, with your branding, for members, staff or patients.</li>
        <li>Sessions you fund, Medicare-rebated sessions, or both, with the funding applied at checkout.</li>
        <li>Reports on how many sessions were used, without anyone’s clinical details.</li>
      </ul>
      <p>
        Tell us about your organisation and what you have in mind; our partnerships team replies within two business days. Questions
        about your own sessions? Use the <Link to="/contact">contact form</Link>.
      </p>
      {sent ? (
        <EnquirySent heading="Enquiry sent" reference={sent.reference} onAnother={() => setSent(undefined)}>
          <p>Thank you. Our partnerships team has your enquiry for {sent.organisation} and will reply within two business days.</p>
        </EnquirySent>
      ) : (
        <Form ref={formRef} noValidate onSubmit={submit} aria-labelledby="partner-form-heading">
          <h2 id="partner-form-heading">Partner enquiry</h2>
          <RequiredNote>Fields marked * are required.</RequiredNote>
          <FormAlert message={alert} />
          <TextField label="Your name" {...field('name')} required autoComplete="name" maxLength={200} />
          <TextField label="Work email address" {...field('email')} type="email" required autoComplete="email" maxLength={254} />
          <TextField label="Organisation" {...field('organisation')} required autoComplete="organization" maxLength={200} />
          <SelectField label="Kind of organisation" {...field('organisationType')} options={ORGANISATION_TYPES} placeholder="Choose one" />
          <TextField label="Your role" {...field('role')} autoComplete="organization-title" maxLength={200} />
          <TextField label="Phone" {...field('phone')} type="tel" autoComplete="tel" maxLength={40} />
          <TextAreaField label="How would you like to work with us?" {...field('message')} maxLength={MESSAGE_MAX_LENGTH} />
          <Honeypot value={values.website} onChange={(value) => setValue('website', value)} />
          <FormActions>
            <Button type="submit" loading={isLoading}>
              Send enquiry
            </Button>
          </FormActions>
        </Form>
      )}
    </Container>
  );
}
