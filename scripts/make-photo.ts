import sharp from "sharp";

/**
 * A stand-in for a camera photo, made by sharp so that no photo sits in the repository: soft shapes of colour with a
 * fine grain, as a JPEG of quality 92, which weighs what a real photo of that size weighs (3000 × 2000: about 2.5 MB).
 * The same seed makes the same bytes.
 */
export async function makePhoto(width: number, height: number, seed = 1): Promise<Buffer> {
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
  const coarse = Buffer.alloc(60 * 40 * 3);
  for (let index = 0; index < coarse.length; index++) coarse[index] = Math.floor(random() * 256);
  const pixels = await sharp(coarse, { raw: { width: 60, height: 40, channels: 3 } })
    .resize(width, height, { kernel: "cubic" })
    .raw()
    .toBuffer();
  for (let index = 0; index < pixels.length; index++)
    pixels[index] = Math.max(0, Math.min(255, pixels[index] + (random() - 0.5) * 40));
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}
