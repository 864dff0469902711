/** Uploaded images (article images, avatars): what is accepted, by what the bytes are, and how it is stored. */

/** The image types accepted (by what their bytes are), with the extension each is stored with. */
export const UPLOADED_IMAGE_EXTENSIONS: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};
export const UPLOADED_IMAGE_MIME_TYPES = Object.keys(UPLOADED_IMAGE_EXTENSIONS);
/** The stored file names: 32 random hex digits and the extension of the type its bytes are. */
export const UPLOADED_IMAGE_NAME = /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/;
/** A file whose bytes are not one of the accepted images (whatever its name says), or no file. */
export const NOT_AN_IMAGE = 'Please select an image file';
