import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { AREA_ERROR_HEADING, createTheme } from '@harbour/ui';
import { LazyPage, type PageModule } from './LazyPage';

const Page = () => <h1>Forgot your password?</h1>;

const show = (load: () => PageModule) =>
  render(
    <ThemeProvider theme={createTheme()}>
      <LazyPage load={load} />
    </ThemeProvider>,
  );

describe('a shell page loaded on demand', () => {
  it('says it is loading, then shows the page', async () => {
    show(() => Promise.resolve({ default: Page }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  });

  it('says so when its file cannot be fetched, and loads it again on Retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    const load = jest.fn<PageModule, []>().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue({ default: Page });
    show(load);
    expect(await screen.findByRole('heading', { level: 1, name: AREA_ERROR_HEADING })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Forgot your password?' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
