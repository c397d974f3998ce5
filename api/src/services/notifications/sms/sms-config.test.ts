import { readConfig, readTwilioSettings, startupProblem } from '../../../config';
import { smsAvailable, smsProviderFor } from './sms-provider';

const FULL = { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+61400000000' };

describe('text message configuration', () => {
  it('reads Twilio from the three variables, with Twilio’s own address unless TWILIO_API_URL says otherwise', () => {
    expect(readTwilioSettings(FULL)).toEqual({ accountSid: 'AC1', authToken: 'token', from: '+61400000000', apiUrl: 'https://api.twilio.com' });
    expect(readTwilioSettings({ ...FULL, TWILIO_API_URL: 'http://127.0.0.1:9' })?.apiUrl).toBe('http://127.0.0.1:9');
    expect(readConfig(FULL).twilio?.accountSid).toBe('AC1');
    expect(readConfig({}).twilio).toBeUndefined();
  });

  it.each([
    ['none set: the sink', {}, undefined],
    ['all three', FULL, undefined],
    ['a token missing', { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_FROM: '+61400000000' }, 'TWILIO_AUTH_TOKEN is not set while other TWILIO_ variables are'],
    ['only the sid', { TWILIO_ACCOUNT_SID: 'AC1' }, 'TWILIO_AUTH_TOKEN, TWILIO_FROM are not set while other TWILIO_ variables are'],
  ])('start-up with %s', (_name, env: Record<string, string>, refusal) => {
    const problem = startupProblem(readConfig(env), env);
    if (refusal) expect(problem).toContain(refusal);
    else expect(problem).toBeUndefined();
  });

  it.each([
    ['Twilio configured', 'twilio', true, { ...FULL }],
    ['the development outbox', 'sink', true, { DEV_OUTBOX: '1' }],
    ['neither', 'sink', false, {}],
  ])('%s: provider %s, texts offered: %s', (_name, transport, available, env: Record<string, string>) => {
    const config = readConfig(env);
    expect(smsProviderFor(config).transport).toBe(transport);
    expect(smsAvailable(config)).toBe(available);
  });
});
