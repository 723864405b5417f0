import { describe, expect, it } from 'vitest';
import { SEND_LONG_EDGE, sendSize, sentName } from './photoResize';

describe("a photo's size to send", () => {
  it('brings the long edge down to 2560 px, keeping the proportions, upright or lying', () => {
    expect(sendSize(4000, 3000)).toEqual({ width: 2560, height: 1920 });
    expect(sendSize(3000, 4000)).toEqual({ width: 1920, height: 2560 });
    expect(sendSize(8000, 2000)).toEqual({ width: 2560, height: 640 });
    expect(sendSize(4032, 3024)).toEqual({ width: 2560, height: 1920 });
    expect(sendSize(4000, 4000)).toEqual({ width: 2560, height: 2560 });
  });

  it('sends a photo already that small as it is', () => {
    expect(sendSize(SEND_LONG_EDGE, 1000)).toBeNull();
    expect(sendSize(1600, 1200)).toBeNull();
    expect(sendSize(0, 0)).toBeNull();
    expect(sendSize(Number.NaN, 10)).toBeNull();
  });

  it('never makes an edge 0', () => {
    expect(sendSize(100_000, 10)).toEqual({ width: 2560, height: 1 });
  });

  it("names the resized file as the JPEG it is", () => {
    expect(sentName('IMG_1234.HEIC')).toBe('IMG_1234.jpg');
    expect(sentName('dhoma.jpeg')).toBe('dhoma.jpg');
    expect(sentName('pa-prapashtese')).toBe('pa-prapashtese.jpg');
    expect(sentName('.png')).toBe('foto.jpg');
  });
});
