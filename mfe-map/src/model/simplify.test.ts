import { describe, expect, it } from 'vitest';
import { simplifyLine, simplifyRing, type Position } from './simplify';

describe('simplifyLine', () => {
  it('drops points that lie within the tolerance of the line', () => {
    const line: Position[] = [
      [0, 0],
      [1, 0.01],
      [2, -0.01],
      [3, 0],
    ];
    expect(simplifyLine(line, 0.05)).toEqual([
      [0, 0],
      [3, 0],
    ]);
  });

  it('keeps corners farther than the tolerance', () => {
    const line: Position[] = [
      [0, 0],
      [1, 1.001],
      [2, 2],
      [3, 1.001],
      [4, 0],
    ];
    expect(simplifyLine(line, 0.1)).toEqual([
      [0, 0],
      [2, 2],
      [4, 0],
    ]);
  });

  it('returns short lines as they are', () => {
    expect(simplifyLine([[1, 1]], 1)).toEqual([[1, 1]]);
    expect(simplifyLine([], 1)).toEqual([]);
  });

  it('keeps every point with a zero tolerance unless it is exactly on the line', () => {
    const line: Position[] = [
      [0, 0],
      [1, 1],
      [2, 0],
      [3, 0],
      [4, 0],
    ];
    expect(simplifyLine(line, 0)).toEqual([
      [0, 0],
      [1, 1],
      [2, 0],
      [4, 0],
    ]);
  });
});

describe('simplifyRing', () => {
  const square: Position[] = [
    [0, 0],
    [0, 1],
    [0.5, 1.001],
    [1, 1],
    [1, 0],
    [0, 0],
  ];

  it('keeps a closed ring closed', () => {
    const ring = simplifyRing(square, 0.01);
    expect(ring).toEqual([
      [0, 0],
      [0, 1],
      [1, 1],
      [1, 0],
      [0, 0],
    ]);
  });

  it('never collapses a ring below a triangle', () => {
    expect(simplifyRing(square, 10)).toEqual(square);
  });
});
