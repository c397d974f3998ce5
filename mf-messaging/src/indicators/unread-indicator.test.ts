import { createUnreadIndicator, titleWithNotice } from './unread-indicator';

describe('tab unread indicator', () => {
  beforeEach(() => {
    document.head.innerHTML = '<title>Harbour</title>';
  });

  it('prefixes the title "{text} | {original}" and restores it when dismissed', () => {
    const indicator = createUnreadIndicator();
    indicator.show('1 new message');
    expect(document.title).toBe('1 new message | Harbour');
    expect(document.querySelector('link[rel~="icon"]')).not.toBeNull();
    indicator.dismiss();
    expect(document.title).toBe('Harbour');
    expect(document.querySelector('link[rel~="icon"]')).toBeNull();
  });

  it('updates the text without stacking prefixes', () => {
    const indicator = createUnreadIndicator();
    indicator.show('1 new message');
    indicator.show('2 new messages');
    expect(document.title).toBe(titleWithNotice('2 new messages', 'Harbour'));
  });
});
