/**
 * SPEC §5/§9 image uploads (deposit receipts, activity images, head icons): PNG or JPEG, at most 5 MB each.
 * The same checks run in the browser before anything is sent and on the server on the bytes themselves.
 */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
/** What the file picker offers; the checks below still decide. */
export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';

const IMAGE_EXTENSIONS = /\.(png|jpe?g)$/i;

export type ImageProblem = 'required' | 'type' | 'tooLarge';

/** Why a chosen file is refused before upload, or null when it may be sent. */
export function imageProblem(file: { name: string; type: string; size: number } | null): ImageProblem | null {
  if (!file || file.size === 0) return 'required';
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type) || !IMAGE_EXTENSIONS.test(file.name)) return 'type';
  if (file.size > IMAGE_MAX_BYTES) return 'tooLarge';
  return null;
}

/** The image type the bytes really are (PNG or JPEG signature), whatever the file claims. */
export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((byte, index) => bytes[index] === byte)) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}
