import { fileTypeFromBuffer, supportedMimeTypes } from 'file-type';

/**
 * An inbound file's media type, from its bytes where they tell (file-type), else the type it was
 * sent with. A type file-type knows, claimed by bytes that are not it, is not trusted.
 */
export async function typeByBytes(content: Buffer, claimed: string | null): Promise<string> {
  const sniffed = await fileTypeFromBuffer(content).catch(() => undefined);
  if (sniffed) return sniffed.mime;
  const type = claimed?.trim().toLowerCase() || 'application/octet-stream';
  return (supportedMimeTypes.has(type as never) ? 'application/octet-stream' : type).slice(0, 255);
}
