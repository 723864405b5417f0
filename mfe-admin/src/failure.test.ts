import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { failureText } from './failure';
import { strings } from './strings';

describe('the text of a failed request', () => {
  it('says the server cannot save now when its store cannot be written (a full disk)', () => {
    expect(failureText(new ApiError(503, { ok: false, error: 'store-unavailable' }))).toBe(strings.storeUnavailable);
    expect(strings.storeUnavailable).toMatch(/disku/);
  });

  it('says the connection failed otherwise, or what the caller says', () => {
    expect(failureText(new ApiError(500, { ok: false, error: 'internal' }))).toBe(strings.failed);
    expect(failureText(new ApiError(503, {}))).toBe(strings.failed);
    expect(failureText(new TypeError('fetch failed'))).toBe(strings.failed);
    expect(failureText(new ApiError(500, {}), 'Ndryshimi dështoi.')).toBe('Ndryshimi dështoi.');
  });
});
