import { describe, expect, it } from 'vitest';
import { TYPE_AHEAD_PAUSE_MS, noTypeAhead, optionsOf, typeAheadStep, typesAhead, type TypeAhead } from './typeAhead';

const cities = optionsOf([
  { value: 'all', label: 'Të gjitha' },
  'Ferizaj',
  'Fushë Kosovë',
  'Pejë',
  'Podujevë',
  'Prishtinë',
  'Prizren',
]);

/** Types `keys` one after another, `gap` ms apart, starting from `current`; the value picked after each. */
function typeKeys(keys: string, current: string, gap = 100): string[] {
  let state: TypeAhead = noTypeAhead();
  let value = current;
  const picked: string[] = [];
  [...keys].forEach((key, index) => {
    const step = typeAheadStep(state, key, 10_000 + index * gap, cities, value);
    state = step.state;
    value = step.pick?.value ?? value;
    picked.push(value);
  });
  return picked;
}

describe('typeAheadStep', () => {
  it("picks the first option starting with the letters typed quickly: 'P' 'r' → Prishtinë", () => {
    expect(typeKeys('Pr', 'all')).toEqual(['Pejë', 'Prishtinë']);
    expect(typeKeys('priz', 'all')).toEqual(['Pejë', 'Prishtinë', 'Prishtinë', 'Prizren']);
  });

  it('ignores case, and reads Albanian letters', () => {
    expect(typeKeys('fu', 'all')).toEqual(['Ferizaj', 'Fushë Kosovë']);
    expect(typeKeys('TË', 'Prizren')).toEqual(['all', 'all']);
  });

  it('moves on to the next option with the same letter pressed again, and wraps around', () => {
    expect(typeKeys('pppp', 'all')).toEqual(['Pejë', 'Podujevë', 'Prishtinë', 'Prizren']);
    expect(typeKeys('p', 'Prizren')).toEqual(['Pejë']);
  });

  it('starts a new search after a pause of a second', () => {
    expect(typeKeys('pf', 'all', TYPE_AHEAD_PAUSE_MS + 1)).toEqual(['Pejë', 'Ferizaj']);
    expect(typeKeys('pf', 'all', TYPE_AHEAD_PAUSE_MS - 1)).toEqual(['Pejë', 'Pejë']);
  });

  it('keeps the choice when no option starts with what was typed, and skips disabled options', () => {
    expect(typeKeys('x', 'Pejë')).toEqual(['Pejë']);
    const options = optionsOf([{ value: 'a', label: 'Arbëri', disabled: true }, 'Ajvali']);
    expect(typeAheadStep(noTypeAhead(), 'a', 0, options, null).pick?.value).toBe('Ajvali');
  });
});

describe('typesAhead', () => {
  it('takes a printable character without Ctrl, Alt or Meta; not a space, nor a named key', () => {
    const key = (name: string, modifiers = {}) => typesAhead({ key: name, ctrlKey: false, metaKey: false, altKey: false, ...modifiers });
    expect(key('P')).toBe(true);
    expect(key('ë')).toBe(true);
    expect(key(' ')).toBe(false);
    expect(key('ArrowDown')).toBe(false);
    expect(key('Enter')).toBe(false);
    expect(key('c', { ctrlKey: true })).toBe(false);
    expect(key('r', { metaKey: true })).toBe(false);
  });
});

describe('optionsOf', () => {
  it('flattens groups and reads strings and objects', () => {
    expect(optionsOf(['a', { value: 'b', label: 'B' }, { group: 'G', items: ['c', { value: 'd' }] }]).map((option) => option.label)).toEqual([
      'a',
      'B',
      'c',
      'd',
    ]);
  });
});
