import { useId, useState } from 'react';
import { useDialogs, useToasts } from '@harbour/platform';
import { describeError } from '@harbour/sdk';
import { usePreviewContentMutation, usePublishContentMutation, useSaveContentDraftMutation, useUnpublishContentMutation, type EditableContent } from '@harbour/sdk/content-admin';
import { Button, FormActions, FormAlert, TextField } from '@harbour/ui';
import { stateWords } from './content-words';

const TEXTAREA = { font: 'inherit', fontFamily: 'monospace', width: '100%', minHeight: '20rem', padding: '0.5rem 0.75rem', borderRadius: 6, border: '1px solid currentColor', boxSizing: 'border-box' } as const;

/** The form for one page: what is typed is kept whatever the API answers, so nothing is lost on an error. */
export function ContentEditor({ opened }: { opened: EditableContent }) {
  const markdownId = useId();
  const [current, setCurrent] = useState(opened);
  const [title, setTitle] = useState(opened.title);
  const [description, setDescription] = useState(opened.description);
  const [markdown, setMarkdown] = useState(opened.markdown);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string>();
  const [previewHtml, setPreviewHtml] = useState<string>();
  const [save, saving] = useSaveContentDraftMutation();
  const [publish, publishing] = usePublishContentMutation();
  const [unpublish, unpublishing] = useUnpublishContentMutation();
  const [preview, previewing] = usePreviewContentMutation();
  const dialogs = useDialogs();
  const toasts = useToasts();
  const busy = saving.isLoading || publishing.isLoading || unpublishing.isLoading;

  const failed = (what: string, error: unknown) => {
    const { message, fields } = describeError(error);
    setErrors(fields);
    setAlert(`${what} ${message}`);
  };
  const saveDraft = async () => {
    const saved = await save({ path: opened.path, contentDraftRequest: { version: current.version, title, description, markdown } }).unwrap();
    setCurrent(saved);
    return saved;
  };
  const run = async (what: string, action: () => Promise<string>) => {
    setErrors({});
    setAlert(undefined);
    try {
      toasts.show({ type: 'success', message: await action() });
    } catch (error) {
      failed(what, error);
    }
  };

  const onPreview = async () => {
    setAlert(undefined);
    try {
      setPreviewHtml((await preview({ contentPreviewRequest: { markdown } }).unwrap()).html);
    } catch (error) {
      failed('The preview could not be made.', error);
    }
  };
  const onSave = () => run('The draft was not saved.', async () => (await saveDraft(), 'Draft saved. The site still shows the published text.'));
  const onPublish = () =>
    run('The page was not published.', async () => {
      const saved = await saveDraft();
      setCurrent(await publish({ path: opened.path, contentVersionRequest: { version: saved.version } }).unwrap());
      return `Published: ${opened.path} shows the new text now.`;
    });
  const onUnpublish = async () => {
    const sure = await dialogs.confirm(`Unpublish ${opened.path}? Visitors will see "Page Not Found" there until it is published again.`, {
      title: 'Unpublish this page',
      confirmLabel: 'Unpublish',
      cancelLabel: 'Keep it published',
    });
    if (!sure) return;
    await run('The page was not unpublished.', async () => {
      setCurrent(await unpublish({ path: opened.path, contentVersionRequest: { version: current.version } }).unwrap());
      return `Unpublished: ${opened.path} is no longer on the site.`;
    });
  };

  return (
    <>
      <p>
        {stateWords(current)}. <a href={opened.path}>View it on the site</a>
      </p>
      <FormAlert message={alert} />
      <div style={{ display: 'grid', gap: '1rem' }}>
        <TextField label="Title" name="title" required value={title} error={errors.title} onChange={setTitle} />
        <TextField label="Description" name="description" required value={description} error={errors.description} onChange={setDescription} />
        <div style={{ display: 'grid', gap: '0.375rem' }}>
          <label htmlFor={markdownId} style={{ fontWeight: 600 }}>
            Text in Markdown
          </label>
          <textarea id={markdownId} name="markdown" value={markdown} onChange={(e) => setMarkdown(e.target.value)} style={TEXTAREA} aria-invalid={errors.markdown ? true : undefined} />
          {errors.markdown && <p>{errors.markdown}</p>}
        </div>
      </div>
      <FormActions>
        <Button variant="secondary" onClick={() => void onPreview()} disabled={previewing.isLoading}>
          Preview
        </Button>
        <Button variant="secondary" onClick={() => void onSave()} disabled={busy}>
          Save draft
        </Button>
        <Button onClick={() => void onPublish()} disabled={busy}>
          Publish
        </Button>
        {current.state === 'published' && (
          <Button variant="secondary" onClick={() => void onUnpublish()} disabled={busy}>
            Unpublish
          </Button>
        )}
      </FormActions>
      <section aria-labelledby="preview-heading">
        <h2 id="preview-heading">Preview</h2>
        {previewHtml === undefined ? (
          <p>Press Preview to see the text as the site will show it.</p>
        ) : (
          // Rendered and sanitised by the API with the public site's own renderer: the same HTML the page shows.
          <div role="region" aria-label="Preview of the page text" tabIndex={0} style={{ border: '1px solid currentColor', borderRadius: 6, padding: '0 1rem', overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: previewHtml }} />
        )}
      </section>
    </>
  );
}
