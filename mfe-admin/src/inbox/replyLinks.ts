/**
 * The reply links of a message: call (tel:), write (mailto:) and WhatsApp (https://wa.me/<digits>),
 * from what the visitor typed. Pure. A number without a country code is read as Kosovo's (+383),
 * the way visitors here write it (044 123 456).
 */
export const HOME_COUNTRY_CODE = '383';

export interface ReplyLinks {
  tel: string | null;
  mailto: string | null;
  whatsapp: string | null;
}

/** The number in international form without '+' (38344123456), or null when it holds too few digits. */
export function internationalDigits(phone: string): string | null {
  const trimmed = phone.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) {
    // Already international.
  } else if (digits.startsWith('00')) digits = digits.slice(2);
  else if (digits.startsWith('0')) digits = HOME_COUNTRY_CODE + digits.slice(1);
  else if (!digits.startsWith(HOME_COUNTRY_CODE) && digits.length <= 9) digits = HOME_COUNTRY_CODE + digits;
  // E.164 numbers have at most 15 digits; fewer than 8 is not a reachable number.
  return digits.length >= 8 && digits.length <= 15 ? digits : null;
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

export function replyLinks(message: { phone: string; email: string }, subject: string): ReplyLinks {
  const digits = internationalDigits(message.phone);
  const email = message.email.trim();
  return {
    tel: digits ? `tel:+${digits}` : null,
    whatsapp: digits ? `https://wa.me/${digits}` : null,
    mailto: EMAIL.test(email) ? `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}` : null,
  };
}
