import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../button/Button';
import { FormAlert } from './FormAlert';

export interface PhotoUploadFormProps {
  /** Sends the chosen photo as a multipart form (field `file`); rejects with the API's error. */
  onUpload: (form: FormData) => Promise<unknown>;
  /** The caller's error text (areas pass the SDK's `errorMessageOf`; ui does not depend on the SDK). */
  errorText: (error: unknown) => string;
  /** Said once the photo is saved, e.g. "Photo saved." */
  savedMessage: string;
  /** The API's limit; checked here first so a large photo is not sent for nothing. Default 5 MB. */
  maxBytes?: number;
}

/**
 * "Upload a photo": a JPEG or PNG, its size checked in the page; the API checks the contents, so a
 * renamed document is refused with its message. Used by the client's and the psychologist's
 * profile pages, which each show the current photo their own way (private blob or public image).
 */
export function PhotoUploadForm({ onUpload, errorText, savedMessage, maxBytes = 5 * 1024 * 1024 }: PhotoUploadFormProps) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const megabytes = Math.round(maxBytes / (1024 * 1024));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (uploading) return;
    setError(undefined);
    setStatus(undefined);
    const file = input.current?.files?.[0];
    if (!file) return setError('Choose a JPEG or PNG photo to upload.');
    if (file.size > maxBytes) return setError(`The photo is larger than ${megabytes} MB. Choose a smaller photo.`);
    setUploading(true);
    try {
      const form = new FormData();
      form.append('file', file, file.name);
      await onUpload(form);
      setStatus(savedMessage);
      if (input.current) input.current.value = '';
    } catch (e) {
      setError(`The photo was not saved. ${errorText(e)}`);
    } finally {
      setUploading(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Upload a photo" style={{ display: 'grid', gap: '0.5rem' }}>
      <FormAlert message={error} />
      <label>
        New photo (JPEG or PNG, up to {megabytes} MB)
        <input ref={input} type="file" name="file" accept="image/jpeg,image/png,.jpg,.jpeg,.png" style={{ display: 'block', minHeight: '44px' }} />
      </label>
      <div>
        <Button type="submit" loading={uploading}>
          Upload photo
        </Button>
      </div>
      <p role="status">{status}</p>
    </form>
  );
}
