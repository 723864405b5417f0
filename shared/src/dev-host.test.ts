import { describe, expect, it } from 'vitest';
import { APP_ROOT_ID } from './contracts';
import { DEV_HOST_ROOT_ID } from './dev-host';

describe("a remote's standalone page", () => {
  it('renders into the app root every index.html has', () => {
    expect(DEV_HOST_ROOT_ID).toBe(APP_ROOT_ID);
  });
});
