import { describe, expect, it } from 'vitest';
import { internationalDigits, replyLinks } from './replyLinks';

describe('internationalDigits', () => {
  it("reads a number without a country code as Kosovo's", () => {
    expect(internationalDigits('044 123 456')).toBe('38344123456');
    expect(internationalDigits('049/123-456')).toBe('38349123456');
    expect(internationalDigits('44123456')).toBe('38344123456');
  });

  it('keeps an international number as it is', () => {
    expect(internationalDigits('+383 44 123 456')).toBe('38344123456');
    expect(internationalDigits('00 49 170 1234567')).toBe('491701234567');
    expect(internationalDigits('+41 79 123 45 67')).toBe('41791234567');
    expect(internationalDigits('38344123456')).toBe('38344123456');
  });

  it('gives null for what is no number', () => {
    expect(internationalDigits('')).toBeNull();
    expect(internationalDigits('telefononi')).toBeNull();
    expect(internationalDigits('123')).toBeNull();
    expect(internationalDigits('1'.repeat(20))).toBeNull();
  });
});

describe('replyLinks', () => {
  it('makes tel:, mailto: and WhatsApp links', () => {
    expect(replyLinks({ phone: '044 123 456', email: 'drita@example.org' }, 'Re: Prona 1824')).toEqual({
      tel: 'tel:+38344123456',
      whatsapp: 'https://wa.me/38344123456',
      mailto: 'mailto:drita@example.org?subject=Re%3A%20Prona%201824',
    });
  });

  it('offers no link for a missing or odd value, and no header can be injected', () => {
    expect(replyLinks({ phone: '', email: '' }, 'x')).toEqual({ tel: null, whatsapp: null, mailto: null });
    expect(replyLinks({ phone: 'x', email: 'a@b.c?bcc=x' }, 'x').mailto).toBe('mailto:a@b.c%3Fbcc%3Dx?subject=x');
    expect(replyLinks({ phone: 'x', email: 'a@b.c?bcc=evil@x.y' }, 'x').mailto).toBeNull();
    expect(replyLinks({ phone: 'x', email: 'a b@c.d' }, 'x').mailto).toBeNull();
  });
});
