import { useEffect, useState } from 'react';
import { getPlatform, useAuth } from '@harbour/platform';
import { errorMessageOf } from '@harbour/sdk';
import { useGetProfileImageDetailsQuery, usePutProfileImageMutation, type PutProfileImageApiArg } from '@harbour/sdk/accounts';
import { Loading, PhotoUploadForm } from '@harbour/ui';
import { Card, Muted } from '../layout/ui';

/** A client's photo is private: read with their token and shown from a blob URL (a plain <img> cannot send the token). */
function useOwnPhoto(userId: string, version: string | undefined): { url?: string; error?: string } {
  const [state, setState] = useState<{ url?: string; error?: string }>({});
  useEffect(() => {
    if (!version) return;
    let url: string | undefined;
    let current = true;
    const { baseUrl, getAccessToken } = getPlatform().api;
    void fetch(`${baseUrl}/users/profile/${encodeURIComponent(userId)}/profile-image/own`, { headers: { authorization: `Bearer ${getAccessToken() ?? ''}` } })
      .then(async (response) => {
        if (!response.ok) throw new Error('Your photo could not be loaded. Please try again.');
        url = URL.createObjectURL(await response.blob());
        if (current) setState({ url });
      })
      .catch((e: Error) => current && setState({ error: e.message }));
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [userId, version]);
  return state;
}

/** /account/profile's photo: see the current one and upload a JPEG or PNG (the API checks the contents). */
export function ProfilePhoto() {
  const auth = useAuth();
  const userId = auth.status === 'authenticated' ? auth.user.sub : '';
  const details = useGetProfileImageDetailsQuery({ id: userId }, { skip: !userId });
  const [put] = usePutProfileImageMutation();
  const none = (details.error as { status?: number } | undefined)?.status === 404;
  const photo = useOwnPhoto(userId, details.data?.updatedAt);

  return (
    <Card aria-labelledby="photo-heading">
      <h2 id="photo-heading">Photo</h2>
      {photo.url ? (
        <img src={photo.url} alt="Your profile photo" width={96} height={96} style={{ objectFit: 'cover', borderRadius: '50%' }} />
      ) : none ? (
        <Muted>No photo yet. Only you see it.</Muted>
      ) : details.error || photo.error ? (
        <Muted>{photo.error ?? `Your photo could not be loaded: ${errorMessageOf(details.error)}`}</Muted>
      ) : (
        <Loading label="Loading your photo" />
      )}
      <PhotoUploadForm
        savedMessage="Photo saved."
        errorText={errorMessageOf}
        // Multipart: the generated type names the field; the body is the FormData itself.
        onUpload={async (form) => {
          await put({ id: userId, body: form as unknown as PutProfileImageApiArg['body'] }).unwrap();
          void details.refetch();
        }}
      />
    </Card>
  );
}
