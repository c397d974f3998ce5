import { readInboxRequest, withoutInboxParams } from './inbox-params';

describe('inbox query parameters', () => {
  it('opens the inbox on inbox=true', () => {
    expect(readInboxRequest(new URLSearchParams('inbox=true'))).toEqual({});
  });
  it('opens a conversation on inbox=<id> and a message on message=<id>', () => {
    expect(readInboxRequest(new URLSearchParams('inbox=c1&message=m9'))).toEqual({ conversationId: 'c1', messageId: 'm9' });
  });
  it('stays closed without either parameter', () => {
    expect(readInboxRequest(new URLSearchParams('q=anxiety'))).toBeUndefined();
  });
  it('removes both parameters and keeps the rest', () => {
    expect(withoutInboxParams(new URLSearchParams('q=x&inbox=true&message=m')).toString()).toBe('q=x');
  });
});
