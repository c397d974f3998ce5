import { render, screen, waitFor } from '@testing-library/react';
import { ErrorText } from './ErrorText';

describe('ErrorText', () => {
  it('shows the text it is given', () => {
    render(<ErrorText message="That time is taken." />);
    expect(screen.getByText('That time is taken.')).toBeVisible();
  });

  it('shows the default text when there is nothing to show', () => {
    const { container } = render(<ErrorText message={undefined} as="span" />);
    expect(container.querySelector('span')).toHaveTextContent('Sorry! There was an error.');
  });

  it('turns newlines into line breaks', () => {
    const { container } = render(<ErrorText message={'First line\nSecond line\r\nThird'} />);
    const paragraph = container.querySelector('p') as HTMLElement;
    expect(paragraph.querySelectorAll('br')).toHaveLength(2);
    expect(paragraph.innerHTML).toBe('First line<br>Second line<br>Third');
  });

  it('strips scripts, event handlers and javascript: links but keeps simple markup', async () => {
    const hostile =
      'Card <strong>declined</strong><script>window.hacked = true</script><img src=x onerror="window.hacked = true">' +
      '<a href="javascript:alert(1)" onclick="alert(1)">here</a> <a href="/support-hub">support</a>';
    const { container } = render(<ErrorText message={hostile} />);
    const paragraph = container.querySelector('p') as HTMLElement;

    // The sanitiser loads on demand: until then the words show, with no markup at all.
    expect(paragraph).toHaveTextContent('Card declined');
    expect(paragraph.querySelector('script, img, a')).toBeNull();
    await waitFor(() => expect(paragraph.querySelector('strong')).toHaveTextContent('declined'));
    expect(paragraph.querySelector('script, img, [onerror], [onclick]')).toBeNull();
    expect(paragraph.innerHTML).not.toMatch(/javascript:|onerror|onclick|hacked/);
    expect(paragraph.querySelector('strong')).toHaveTextContent('declined');
    expect(screen.getByRole('link', { name: 'support' })).toHaveAttribute('href', '/support-hub');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('keeps line breaks in a message with markup once sanitised', async () => {
    const { container } = render(<ErrorText message={'<b>Declined</b>\nTry another card'} />);
    const paragraph = container.querySelector('p') as HTMLElement;
    await waitFor(() => expect(paragraph.innerHTML).toBe('<b>Declined</b><br>Try another card'));
  });
});
