import { describe, expect, it } from 'vitest';
import { idSearch } from './options';

const entries = (...ids: string[]) => ids.map((id) => ({ value: id, label: id }));

describe('idSearch', () => {
  it('keeps the ids holding the typed text, the id that is exactly that text first', () => {
    const options = entries('all', '11693', '1693-b', '1693', '2000');
    expect(idSearch({ options, search: '1693', limit: 10 }).map((option) => option.value)).toEqual(['1693', '11693', '1693-b']);
  });

  it('ignores case and the spaces around the text, and lists at most `limit`', () => {
    const options = entries('A-1', 'a-2', 'b-3');
    expect(idSearch({ options, search: ' a- ', limit: 10 }).map((option) => option.value)).toEqual(['A-1', 'a-2']);
    expect(idSearch({ options, search: '', limit: 2 }).map((option) => option.value)).toEqual(['A-1', 'a-2']);
  });
});
