import { useAuth } from '@harbour/platform';
import { errorMessageOf } from '@harbour/sdk';
import { useGetProfileImageDetailsQuery, usePutProfileImageMutation, type PutProfileImageApiArg } from '@harbour/sdk/accounts';
import { Loading, PhotoUploadForm } from '@harbour/ui';

/** The signed-in psychologist's photo details (the page waits for them before showing its parts). */
export function useProfilePhotoRead() {
  const auth = useAuth();
  const psychologistId = auth.status === 'authenticated' ? auth.user.sub : '';
  const details = useGetProfileImageDetailsQuery({ id: psychologistId }, { skip: !psychologistId });
  return { psychologistId, details, isLoading: Boolean(psychologistId) && details.isLoading };
}

/**
 * The directory photo: shows the current one (public, so a plain image) and uploads a new JPEG or
 * PNG. The API checks the file's contents, so a renamed document is refused with its message.
 */
export function ProfilePhoto() {
  const { psychologistId, details } = useProfilePhotoRead();
  const [put] = usePutProfileImageMutation();
  const none = (details.error as { status?: number } | undefined)?.status === 404;

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
      <PhotoUploadForm
        savedMessage="Photo saved. The directory shows it now."
        errorText={errorMessageOf}
        // Multipart: the generated type names the field; the body is the FormData itself.
        onUpload={async (form) => {
          await put({ id: psychologistId, body: form as unknown as PutProfileImageApiArg['body'] }).unwrap();
        }}
      />
    </section>
  );
}
