// A real PNG of one colour, written to `path` for a journey's file input: the uploads
// judge a file by its bytes, so a picture must be a picture.
import { writeFileSync } from 'node:fs';
import sharp from 'sharp';

export async function writePng(
  path: string,
  size: { width: number; height: number },
  colour: { r: number; g: number; b: number },
): Promise<string> {
  const png = await sharp({ create: { ...size, channels: 3, background: colour } })
    .png()
    .toBuffer();
  writeFileSync(path, png);
  return path;
}
