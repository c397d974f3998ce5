import { useState, type FormEvent } from 'react';
import { useToasts } from '@harbour/platform';
import { errorMessageOf } from '@harbour/sdk';
import { useGetCorrespondenceTemplatesQuery, useGetSentCorrespondenceQuery, useSendGpLetterMutation } from '@harbour/sdk/correspondence';
import { Button, Container, FormAlert, Loading, LoadError } from '@harbour/ui';
import { PatientSelect } from '../sessions/PatientSelect';
import { downloadWithToken } from '@harbour/area-runtime';
import { day, fieldProblems } from '../sessions/practice-format';
import { List } from '../sessions/SessionsPage';

/** /psychologists/account/correspondence: letters to patients' GPs from templates (sent to the GP's area and by email), and the letters sent, as PDFs. */
export function CorrespondencePage() {
  const templates = useGetCorrespondenceTemplatesQuery();
  const sent = useGetSentCorrespondenceQuery();
  const [send, sending] = useSendGpLetterMutation();
  const toasts = useToasts();
  const [patientId, setPatientId] = useState('');
  const [templateId, setTemplateId] = useState('');
  const [gpName, setGpName] = useState('');
  const [gpEmail, setGpEmail] = useState('');
  const [practiceName, setPracticeName] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const template = templates.data?.templates.find((t) => t.correspondenceTemplateId === templateId);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!patientId) return setProblem('Choose a patient.');
    if (!templateId) return setProblem('Choose a template.');
    if (!gpName.trim()) return setProblem("Enter the GP's name.");
    if (!gpEmail.trim()) return setProblem("Enter the GP's email address.");
    setProblem(undefined);
    try {
      await send({ sendGpLetterRequest: { patientId, correspondenceTemplateId: templateId, gp: { name: gpName.trim(), email: gpEmail.trim(), ...(practiceName.trim() && { practiceName: practiceName.trim() }) } } }).unwrap();
      toasts.show({ type: 'success', message: 'Letter sent to the GP.' });
      setTemplateId('');
    } catch (error) {
      setProblem(fieldProblems(error).join(' ') || errorMessageOf(error));
    }
  };

  const download = async (letterId: string) => {
    try {
      await downloadWithToken(`/practice/correspondence/${encodeURIComponent(letterId)}/pdf`, `letter-${letterId}.pdf`);
    } catch (error) {
      toasts.show({ type: 'error', message: (error as Error).message });
    }
  };

  return (
    <Container>
      <h1>Correspondence</h1>
      <section aria-labelledby="write-heading">
        <h2 id="write-heading">Write to a patient&apos;s GP</h2>
        {templates.error && <LoadError what="your templates" message={errorMessageOf(templates.error)} onRetry={() => void templates.refetch()} />}
        <form onSubmit={onSubmit} noValidate style={{ display: 'grid', gap: '1rem', maxWidth: '40rem' }}>
          <PatientSelect value={patientId} onChange={setPatientId} />
          <label>
            Template
            <select value={templateId} onChange={(e) => setTemplateId(e.target.value)} required>
              <option value="">Choose a template</option>
              {templates.data?.templates.map((t) => (
                <option key={t.correspondenceTemplateId} value={t.correspondenceTemplateId}>
                  {t.name}
                </option>
              ))}
            </select>
          </label>
          {template && (
            <div>
              <h3>Template text</h3>
              <p>Placeholders in double braces are filled in for this patient and GP when the letter is sent.</p>
              <pre style={{ whiteSpace: 'pre-wrap' }}>{template.templateBody}</pre>
            </div>
          )}
          <label>
            GP&apos;s name
            <input value={gpName} onChange={(e) => setGpName(e.target.value)} autoComplete="off" required />
          </label>
          <label>
            GP&apos;s email
            <input type="email" value={gpEmail} onChange={(e) => setGpEmail(e.target.value)} autoComplete="off" required />
          </label>
          <label>
            Practice name (optional)
            <input value={practiceName} onChange={(e) => setPracticeName(e.target.value)} autoComplete="off" />
          </label>
          <FormAlert message={problem} />
          <Button type="submit" disabled={sending.isLoading}>
            Send letter
          </Button>
        </form>
      </section>
      <section aria-labelledby="sent-heading">
        <h2 id="sent-heading">Sent</h2>
        {sent.error && <LoadError what="your letters" message={errorMessageOf(sent.error)} onRetry={() => void sent.refetch()} />}
        {sent.isLoading && <Loading label="Loading your letters" />}
        {sent.data?.letters.length === 0 && <p>No letters sent yet.</p>}
        {sent.data && (
          <List aria-label="Sent letters">
            {sent.data.letters.map((l) => (
              <li key={l.letterId}>
                <span>
                  {day(l.sentAt)}: {l.subject}, to {l.gp.name}
                  {l.gpId ? ' (in their Harbour area)' : ' (by email)'}
                </span>
                <Button type="button" variant="secondary" onClick={() => void download(l.letterId)}>
                  PDF of “{l.subject}”
                </Button>
                {l.replies?.map((reply) => (
                  <blockquote key={reply.replyId} aria-label={`Reply from ${l.gp.name}`} style={{ flexBasis: '100%', margin: 0, paddingLeft: '0.75rem', borderLeft: '3px solid #6b6b6b' }}>
                    <p style={{ margin: 0, fontWeight: 600 }}>
                      Reply from {l.gp.name}, {day(reply.sentAt)}
                    </p>
                    <p style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{reply.message}</p>
                  </blockquote>
                ))}
              </li>
            ))}
          </List>
        )}
      </section>
    </Container>
  );
}
