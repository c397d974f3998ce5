import { useId, useState, type FormEvent } from 'react';
import { useDialogs, useToasts } from '@harbour/platform';
import { useNavigate } from '@harbour/router';
import { errorMessageOf, fieldErrorsOf } from '@harbour/sdk';
import { useCreateFaqMutation, usePublishFaqMutation, useSaveFaqMutation, useUnpublishFaqMutation, type EditableFaq, type FaqCategoryId, type FaqCategoryName } from '@harbour/sdk/content-admin';
import { Button, Form, FormActions, FormAlert, SelectField, TextField } from '@harbour/ui';
import { draftOf, EMPTY_FAQ, faqEditorLink, faqStateWords, keywordsOf, type FaqDraft } from './faq-words';
import { FaqLinksFields } from './FaqLinksFields';
import { FaqPreview } from './FaqPreview';

const TEXTAREA = { font: 'inherit', width: '100%', minHeight: '12rem', padding: '0.5rem 0.75rem', borderRadius: 6, border: '1px solid currentColor', boxSizing: 'border-box' } as const;

/**
 * One FAQ's form (a new one when `opened` is absent). What is typed stays whatever the API
 * answers; the API's field messages show beside their fields.
 */
export function FaqForm({ opened, categories }: { opened?: EditableFaq; categories: FaqCategoryName[] }) {
  const answerId = useId();
  const [current, setCurrent] = useState(opened);
  const [draft, setDraft] = useState<FaqDraft>(opened ? draftOf(opened) : EMPTY_FAQ);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string>();
  const [create, creating] = useCreateFaqMutation();
  const [save, saving] = useSaveFaqMutation();
  const [publish, publishing] = usePublishFaqMutation();
  const [unpublish, unpublishing] = useUnpublishFaqMutation();
  const dialogs = useDialogs();
  const toasts = useToasts();
  const navigate = useNavigate();
  const busy = creating.isLoading || saving.isLoading || publishing.isLoading || unpublishing.isLoading;
  const set = <K extends keyof FaqDraft>(key: K) => (value: FaqDraft[K]) => setDraft((before) => ({ ...before, [key]: value }));
  const content = () => ({ question: draft.question, answer: draft.answer, category: draft.category as FaqCategoryId, keywords: keywordsOf(draft.keywords), links: draft.links });

  const run = async (what: string, action: () => Promise<string>) => {
    setErrors({});
    setAlert(undefined);
    try {
      toasts.show({ type: 'success', message: await action() });
    } catch (error) {
      // Full names: a link row's `links.$1.href` must land on that row, not on every path field.
      setErrors(fieldErrorsOf(error, { fullNames: true }));
      setAlert(`${what} ${errorMessageOf(error)}`);
    }
  };
  const saveNow = async (faq: EditableFaq) => {
    const saved = await save({ id: faq.id, faqSaveRequest: { version: faq.version, ...content() } }).unwrap();
    setCurrent(saved);
    setDraft(draftOf(saved));
    return saved;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The one check made here: the API's own message for a missing category would list the ids.
    if (!draft.category) {
      setErrors({ category: 'Choose a category.' });
      setAlert(`The FAQ was not ${current ? 'saved' : 'added'}. Choose a category.`);
      return;
    }
    if (!current)
      return void run('The FAQ was not added.', async () => {
        const created = await create({ faqContentRequest: content() }).unwrap();
        void navigate(faqEditorLink(created.id), { replace: true });
        return 'Added: the support hub shows it now.';
      });
    void run('The FAQ was not saved.', async () => {
      const saved = await saveNow(current);
      return saved.state === 'published' ? 'Saved: the support hub shows the new text now.' : 'Saved. It stays off the support hub until you publish it.';
    });
  };
  const onPublish = (faq: EditableFaq) =>
    run('The FAQ was not published.', async () => {
      const saved = await saveNow(faq);
      setCurrent(await publish({ id: faq.id, faqVersionRequest: { version: saved.version } }).unwrap());
      return 'Published: the support hub shows it now.';
    });
  const onUnpublish = async (faq: EditableFaq) => {
    const sure = await dialogs.confirm(`Unpublish "${faq.question}"? It leaves the support hub and its search until it is published again.`, {
      title: 'Unpublish this FAQ',
      confirmLabel: 'Unpublish',
      cancelLabel: 'Keep it published',
    });
    if (!sure) return;
    await run('The FAQ was not unpublished.', async () => {
      setCurrent(await unpublish({ id: faq.id, faqVersionRequest: { version: faq.version } }).unwrap());
      return 'Unpublished: the support hub no longer shows it.';
    });
  };

  return (
    <>
      {current && (
        <p>
          {faqStateWords(current)}. {current.state === 'published' && <a href={`/support-hub#faq-${current.id}`}>See it on the support hub</a>}
        </p>
      )}
      <Form noValidate aria-label={current ? 'Edit the FAQ' : 'New FAQ'} onSubmit={onSubmit}>
        <FormAlert message={alert} />
        <TextField label="Question" name="question" required value={draft.question} error={errors.question} onChange={set('question')} />
        <SelectField label="Category" name="category" value={draft.category} onChange={set('category')} emptyLabel="Choose a category" error={errors.category} options={categories.map(({ id, name }) => ({ value: id, label: name }))} />
        <div style={{ display: 'grid', gap: '0.375rem' }}>
          <label htmlFor={answerId} style={{ fontWeight: 600 }}>
            Answer
          </label>
          <p id={`${answerId}-hint`} style={{ margin: 0 }}>
            Plain text. Leave a blank line between paragraphs.
          </p>
          <textarea
            id={answerId}
            name="answer"
            value={draft.answer}
            onChange={(e) => set('answer')(e.target.value)}
            style={TEXTAREA}
            aria-invalid={errors.answer ? true : undefined}
            aria-describedby={[`${answerId}-hint`, errors.answer && `${answerId}-error`].filter(Boolean).join(' ')}
          />
          {errors.answer && (
            <p id={`${answerId}-error`} style={{ margin: 0, fontWeight: 600 }}>
              {errors.answer}
            </p>
          )}
        </div>
        <TextField label="Search words" name="keywords" value={draft.keywords} error={errors.keywords} onChange={set('keywords')} hint="Words people use that the question and answer may not, separated by commas. Searched, never shown." />
        <FaqLinksFields links={draft.links} onChange={set('links')} errors={errors} />
        <FormActions>
          <Button type="submit" disabled={busy}>
            {current ? 'Save' : 'Add the FAQ'}
          </Button>
          {current?.state === 'unpublished' && (
            <Button variant="secondary" onClick={() => void onPublish(current)} disabled={busy}>
              Save and publish
            </Button>
          )}
          {current?.state === 'published' && (
            <Button variant="secondary" onClick={() => void onUnpublish(current)} disabled={busy}>
              Unpublish
            </Button>
          )}
        </FormActions>
      </Form>
      <FaqPreview draft={draft} />
    </>
  );
}
