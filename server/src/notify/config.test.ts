import { describe, expect, it } from 'vitest';
import { site } from 'shared/site';
import { describeNotifyConfig, readNotifyConfig } from './config';

describe('readNotifyConfig', () => {
  it('is off without SMTP_URL, and says so in one line', () => {
    const config = readNotifyConfig({ NOTIFY_EMAIL: 'zyra@example.com' });
    expect(config).toEqual({ enabled: false, reason: 'SMTP_URL is not set' });
    expect(describeNotifyConfig(config)).toBe('Inquiry e-mails are off (SMTP_URL is not set).');
  });

  it('reads the server, the recipient and the sender, and never logs the password', () => {
    const config = readNotifyConfig({ SMTP_URL: 'smtp://user:s3cret@mail.example.com:587', NOTIFY_EMAIL: 'zyra@example.com' });
    expect(config).toEqual({
      enabled: true,
      smtpUrl: 'smtp://user:s3cret@mail.example.com:587',
      to: 'zyra@example.com',
      from: 'zyra@example.com',
      fromName: site.brand,
    });
    const line = describeNotifyConfig(config);
    expect(line).toBe('Inquiry e-mails go to zyra@example.com through smtp://mail.example.com:587.');
    expect(line).not.toContain('s3cret');
  });

  it("sends to the agency's e-mail from site.config.json when NOTIFY_EMAIL is unset", () => {
    const config = readNotifyConfig({ SMTP_URL: 'smtps://mail.example.com', NOTIFY_FROM: 'njoftime@example.com' });
    expect(config).toMatchObject({ enabled: true, to: site.email, from: 'njoftime@example.com' });
    expect(describeNotifyConfig(config)).toContain('smtps://mail.example.com:465');
  });

  it('stops the start on a malformed setting, naming it', () => {
    expect(() => readNotifyConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
    expect(() => readNotifyConfig({ SMTP_URL: 'not a url' })).toThrow(/SMTP_URL/);
    expect(() => readNotifyConfig({ SMTP_URL: 'smtp://h', NOTIFY_EMAIL: 'a@example.com, b@example.com' })).toThrow(/NOTIFY_EMAIL/);
    expect(() => readNotifyConfig({ SMTP_URL: 'smtp://h', NOTIFY_EMAIL: 'a@example.com', NOTIFY_FROM: 'x\r\ny' })).toThrow(/NOTIFY_FROM/);
  });
});
