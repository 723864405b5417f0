// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useInBrowser } from './useInBrowser';

function Probe() {
  return <p>{useInBrowser() ? 'browser' : 'server'}</p>;
}

describe('useInBrowser on the server', () => {
  it('is false', () => {
    expect(renderToString(<Probe />)).toBe('<p>server</p>');
  });
});
