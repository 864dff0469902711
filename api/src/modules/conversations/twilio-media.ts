import { typeByBytes } from './attachment-type';

export interface TwilioMediaSettings {
  TWILIO_ACCOUNT_SID?: string;
  TWILIO_AUTH_TOKEN?: string;
}

/** A media file as fetched: its bytes and the type they are (sniffed, else as Twilio served it). */
export interface FetchedMedia {
  content: Buffer;
  mimeType: string | null;
}

/** Why a media file stayed a link, in an agent's words. */
export class MediaFetchError extends Error {}

/** A media file over the size limit: fetching it again would not help. */
export class MediaTooLarge extends MediaFetchError {}

/** How long one media file may take to arrive: Twilio waits for the webhook's answer. */
const MEDIA_TIMEOUT_MS = 10_000;

/**
 * Fetches an inbound message's media from Twilio with the account's credentials (HTTP basic auth),
 * following Twilio's redirect to its media host; fetch drops the credentials on that other host,
 * whose signed address needs none. A file over `maxBytes` is not read.
 */
export class TwilioMediaFetcher {
  constructor(private readonly settings: TwilioMediaSettings) {}

  async fetch(url: string, maxBytes: number): Promise<FetchedMedia> {
    const { TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: token } = this.settings;
    if (!sid || !token) throw new MediaFetchError('Twilio is not set up, so the file could not be fetched');
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { authorization: `Basic ${Buffer.from(`${sid}:${token}`).toString('base64')}` },
        redirect: 'follow',
        signal: AbortSignal.timeout(MEDIA_TIMEOUT_MS),
      });
    } catch (error) {
      throw new MediaFetchError(`Twilio could not be reached for the file (${(error as Error).message})`);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new MediaFetchError(`Twilio answered ${response.status} for the file`);
    }
    const declared = Number(response.headers.get('content-length'));
    if (declared > maxBytes) {
      await response.body?.cancel();
      throw new MediaTooLarge(tooLarge(maxBytes));
    }
    const content = await readAtMost(response, maxBytes);
    const served = response.headers.get('content-type')?.split(';')[0] ?? null;
    return { content, mimeType: await typeByBytes(content, served) };
  }
}

function tooLarge(maxBytes: number): string {
  return `The file is larger than ${Math.round(maxBytes / (1024 * 1024))} MB, the limit`;
}

/** The body, refusing it once it grows past `maxBytes` (a missing or wrong Content-Length). */
async function readAtMost(response: Response, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  if (!response.body) return Buffer.alloc(0);
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new MediaTooLarge(tooLarge(maxBytes));
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}
