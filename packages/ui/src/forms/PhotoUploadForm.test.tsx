import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { createTheme } from '../theme/createTheme';
import { PhotoUploadForm } from './PhotoUploadForm';

const photo = (bytes: number) => new File([new Uint8Array(bytes)], 'me.jpg', { type: 'image/jpeg' });

function setup(onUpload: (form: FormData) => Promise<unknown>) {
  render(
    <ThemeProvider theme={createTheme()}>
      <PhotoUploadForm onUpload={onUpload} errorText={(e) => (e as Error).message} savedMessage="Photo saved." maxBytes={1024 * 1024} />
    </ThemeProvider>,
  );
  return { user: userEvent.setup(), input: screen.getByLabelText(/^New photo \(JPEG or PNG, up to/), upload: screen.getByRole('button', { name: 'Upload photo' }) };
}

describe('PhotoUploadForm', () => {
  it('asks for a file, refuses one over the limit without sending it, then sends a good one and says so', async () => {
    const onUpload = jest.fn().mockResolvedValue(undefined);
    const { user, input, upload } = setup(onUpload);
    await user.click(upload);
    expect(screen.getByText('Choose a JPEG or PNG photo to upload.')).toBeInTheDocument();
    await user.upload(input, photo(1024 * 1024 + 1));
    await user.click(upload);
    expect(screen.getByText('The photo is larger than 1 MB. Choose a smaller photo.')).toBeInTheDocument();
    expect(onUpload).not.toHaveBeenCalled();
    await user.upload(input, photo(100));
    await user.click(upload);
    expect(await screen.findByRole('status')).toHaveTextContent('Photo saved.');
    expect((onUpload.mock.calls[0][0] as FormData).get('file')).toEqual(expect.objectContaining({ name: 'me.jpg', size: 100 }));
  });

  it('shows the API’s refusal in words', async () => {
    const { user, input, upload } = setup(() => Promise.reject(new Error('Only JPEG or PNG photos can be uploaded.')));
    await user.upload(input, photo(100));
    await user.click(upload);
    expect(await screen.findByText('The photo was not saved. Only JPEG or PNG photos can be uploaded.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
