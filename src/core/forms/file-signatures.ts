/**
 * What a file of each type the forms take starts with. A file is what its first bytes say, not what its name says:
 * the form service refuses an executable renamed cv.pdf. Form definitions may accept these extensions only
 * (schemas/collections/forms.schema.json), so every accepted file can be checked.
 */
interface Signature {
  /** The type a file with this signature is stored and mailed as. */
  type: string;
  /** How many first bytes the check needs (a shorter file is checked with what it has). */
  headBytes: number;
  matches: (head: Buffer) => boolean;
}

const startsWith =
  (...bytes: number[]) =>
  (head: Buffer) =>
    bytes.every((byte, index) => head[index] === byte);

const zipContainer = startsWith(0x50, 0x4b, 0x03, 0x04);
const emptyZip = startsWith(0x50, 0x4b, 0x05, 0x06);
const oleContainer = startsWith(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
const jpeg = startsWith(0xff, 0xd8, 0xff);
const png = startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const ascii = (text: string) => Buffer.from(text, "latin1");

export const fileSignatures: Record<string, Signature> = {
  // At the very start: readers accept it anywhere in the first kilobyte, which lets a program pass for a PDF.
  ".pdf": { type: "application/pdf", headBytes: 5, matches: (head) => head.subarray(0, 5).equals(ascii("%PDF-")) },
  ".doc": { type: "application/msword", headBytes: 8, matches: oleContainer },
  ".docx": {
    type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    headBytes: 4,
    matches: zipContainer,
  },
  ".zip": { type: "application/zip", headBytes: 4, matches: (head) => zipContainer(head) || emptyZip(head) },
  ".jpg": { type: "image/jpeg", headBytes: 3, matches: jpeg },
  ".jpeg": { type: "image/jpeg", headBytes: 3, matches: jpeg },
  ".png": { type: "image/png", headBytes: 8, matches: png },
  ".webp": {
    type: "image/webp",
    headBytes: 12,
    matches: (head) => head.subarray(0, 4).equals(ascii("RIFF")) && head.subarray(8, 12).equals(ascii("WEBP")),
  },
};

/** The extensions a file field may accept. */
export const checkableExtensions = Object.keys(fileSignatures);
