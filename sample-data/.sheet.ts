import sharp from 'sharp';
import { readdirSync } from 'node:fs';
const kinds = ['exterior-house','exterior-apartment','interior-living','interior-kitchen','interior-bedroom','interior-bath','land','office','building'];
const only = process.argv[2] ? process.argv[2].split(',') : kinds;
const tw = 200, th = 133;
const comps: sharp.OverlayOptions[] = [];
let row = 0;
for (const k of only) {
  for (let v = 1; v <= 8; v++) {
    const f = `.generated/images/${k}-${String(v).padStart(2,'0')}-600.webp`;
    comps.push({ input: await sharp(f).resize(tw, th).toBuffer(), left: (v-1)*tw, top: row*th });
  }
  row++;
}
await sharp({ create: { width: tw*8, height: th*row, channels: 3, background: '#ffffff' } }).composite(comps).png().toFile(process.argv[3] ?? '/tmp/sheet.png');
