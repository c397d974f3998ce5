import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from '@harbour/router';
import { errorMessageOf, fieldErrorsOf } from '@harbour/sdk';
import { useSendContactMessageMutation, type ContactRequest } from '@harbour/sdk/content';
import { Button, Container, Form, FormActions, FormAlert, RequiredNote, TextField, collectProblems, useFormState } from '@harbour/ui';
import { CONTACT_TOPICS, MESSAGE_MAX_LENGTH, choiceProblem, emailProblem, messageProblem, nameProblem } from './enquiry-checks';
import { EnquirySent } from './EnquirySent';
import { Honeypot, SelectField, TextAreaField } from './fields';

const EMPTY = { name: '', email: '', topic: '', message: '', website: '' };

/** `/contact` (spec §2): a message to support, emailed to the team. `?topic=account` preselects a topic. */
export function ContactPage() {
  const [params] = useSearchParams();
  const preset = params.get('topic') ?? '';
  const { values, setValue, errors, showErrors, formRef } = useFormState({ ...EMPTY, topic: preset in CONTACT_TOPICS ? preset : '' });
  const [send, { isLoading }] = useSendContactMessageMutation();
  const [alert, setAlert] = useState<string>();
  const [sent, setSent] = useState<{ reference: string; name: string }>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const problems = collectProblems({
      name: nameProblem(values.name),
      email: emailProblem(values.email),
      topic: choiceProblem(values.topic, CONTACT_TOPICS, 'Choose what your message is about.'),
      message: messageProblem(values.message),
    });
    showErrors(problems);
    setAlert(undefined);
    if (Object.keys(problems).length) return;
    try {
      const request: ContactRequest = {
        name: values.name.trim(),
        email: values.email.trim(),
        topic: values.topic as ContactRequest['topic'],
        message: values.message.trim(),
        ...(values.website && { website: values.website }),
      };
      const { reference } = await send({ contactRequest: request }).unwrap();
      setSent({ reference, name: request.name.split(' ')[0] });
    } catch (error) {
      // Everything typed stays in the form: only the message says what went wrong.
      showErrors(fieldErrorsOf(error));
      setAlert(errorMessageOf(error));
    }
  };

  const field = (name: keyof typeof EMPTY) => ({ name, value: values[name], onChange: (value: string) => setValue(name, value), error: errors[name] });

  return (
    <Container>
      <h1>Contact us</h1>
      <p>
        Write to the Harbour support team about booking, payments, your account or anything else. We reply by email within two business
        days. Many questions are answered straight away in the <Link to="/support-hub">support hub</Link>.
      </p>
      <p>
        <strong>Harbour is not an emergency service.</strong> If you or someone else is in danger, call 000. For crisis support at any
        hour, call Lifeline on 13 11 14.
      </p>
      {sent ? (
        <EnquirySent heading="Message sent" reference={sent.reference} onAnother={() => setSent(undefined)}>
          <p>Thanks, {sent.name}. Your message is with our support team, and we will reply to your email within two business days.</p>
        </EnquirySent>
      ) : (
        <Form ref={formRef} noValidate onSubmit={submit} aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading">Send us a message</h2>
          <RequiredNote>Fields marked * are required.</RequiredNote>
          <FormAlert message={alert} />
          <TextField label="Your name" {...field('name')} required autoComplete="name" maxLength={200} />
          <TextField label="Email address" {...field('email')} type="email" required autoComplete="email" maxLength={254} />
          <SelectField label="What is it about?" {...field('topic')} options={CONTACT_TOPICS} placeholder="Choose a topic" />
          <TextAreaField
            label="Your message"
            {...field('message')}
            maxLength={MESSAGE_MAX_LENGTH}
            hint="Please do not include card numbers. Your psychologist is best reached through Messages once you are signed in."
          />
          <Honeypot value={values.website} onChange={(value) => setValue('website', value)} />
          <FormActions>
            <Button type="submit" loading={isLoading}>
              Send message
            </Button>
          </FormActions>
        </Form>
      )}
    </Container>
  );
}
