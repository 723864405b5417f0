import sharp from 'sharp';
import { renderSvg } from './generate-images.ts';
const [kind, ...vs] = process.argv.slice(2);
for (const v of vs) await sharp(Buffer.from(renderSvg(kind!, Number(v)))).png().toFile(`/tmp/p-${kind}-${v}.png`);
