import { useRef, useState, type FormEvent } from 'react';
import { useAuth } from '@harbour/platform';
import { errorMessageOf } from '@harbour/sdk';
import { useGetProfileImageDetailsQuery, usePutProfileImageMutation, type PutProfileImageApiArg } from '@harbour/sdk/users';
import { Button, FormAlert, Loading } from '@harbour/ui';

/** The API's limit (PROFILE_IMAGE_MAX_BYTES, 5 MB by default); checked here first so a large photo is not sent for nothing. */
const MAX_BYTES = 5 * 1024 * 1024;

/**
 * The directory photo: shows the current one (public, so a plain image) and uploads a new JPEG or
 * PNG. The API checks the file's contents, so a renamed document is refused with its message.
 */
export function ProfilePhoto() {
  const auth = useAuth();
  const psychologistId = auth.status === 'authenticated' ? auth.user.sub : '';
  const details = useGetProfileImageDetailsQuery({ id: psychologistId }, { skip: !psychologistId });
  const [put, putting] = usePutProfileImageMutation();
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const none = (details.error as { status?: number } | undefined)?.status === 404;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setStatus(undefined);
    const file = input.current?.files?.[0];
    if (!file) return setError('Choose a JPEG or PNG photo to upload.');
    if (file.size > MAX_BYTES) return setError('The photo is larger than 5 MB. Choose a smaller photo.');
    const form = new FormData();
    form.append('file', file, file.name);
    try {
      // Multipart: the generated type names the field; the body is the FormData itself.
      await put({ id: psychologistId, body: form as unknown as PutProfileImageApiArg['body'] }).unwrap();
      setStatus('Photo saved. The directory shows it now.');
      if (input.current) input.current.value = '';
    } catch (e) {
      setError(`The photo was not saved. ${errorMessageOf(e)}`);
    }
  };

  return (
    <section aria-labelledby="photo-heading" style={{ display: 'grid', gap: '0.75rem', maxWidth: '44rem' }}>
      <h2 id="photo-heading">Photo</h2>
      {details.data ? (
        <img src={details.data.url} alt="Your directory photo" width={120} height={120} style={{ objectFit: 'cover', borderRadius: '50%' }} />
      ) : none ? (
        <p>No photo yet: the directory shows your initials.</p>
      ) : details.error ? (
        <p>Your photo could not be loaded: {errorMessageOf(details.error)}</p>
      ) : (
        <Loading label="Loading your photo" />
      )}
      <form noValidate onSubmit={submit} aria-label="Upload a photo" style={{ display: 'grid', gap: '0.5rem' }}>
        <FormAlert message={error} />
        <label>
          New photo (JPEG or PNG, up to 5 MB)
          <input ref={input} type="file" name="file" accept="image/jpeg,image/png,.jpg,.jpeg,.png" style={{ display: 'block' }} />
        </label>
        <div>
          <Button type="submit" loading={putting.isLoading}>
            Upload photo
          </Button>
        </div>
        <p role="status">{status}</p>
      </form>
    </section>
  );
}
