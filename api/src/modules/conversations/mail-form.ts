import type { Request } from 'express';
import busboy from 'busboy';
import { Invalid, TooLarge } from '../../common/errors';

/** The largest raw mail a webhook takes (any route): as large as the JSON webhook's body. */
export const RAW_MAIL_MAX_BYTES = 30 * 1024 * 1024;
/** The form fields besides the mail that are read (Mailgun's signature, SendGrid's envelope); more is refused. */
const OTHER_FIELD_MAX_BYTES = 64 * 1024;
const FIELDS_MAX = 100;

/** A mail service's multipart form: the raw mail (from `mailField`, as a field or a file) and the other text fields. */
export interface MailForm {
  mail: Buffer | null;
  fields: Record<string, string>;
}

/**
 * Reads a multipart/form-data body (busboy) whose `mailField` carries the mail as it was sent. A
 * field without a charset is read as latin1, one character per byte, so the mail's bytes come back
 * exactly, whatever its encoding. Over RAW_MAIL_MAX_BYTES: 413; not multipart or malformed: 400.
 */
export function readMailForm(req: Request, mailField: string): Promise<MailForm> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defCharset: 'latin1',
        defParamCharset: 'utf8',
        limits: {
          fieldSize: RAW_MAIL_MAX_BYTES + 1,
          fileSize: RAW_MAIL_MAX_BYTES + 1,
          fields: FIELDS_MAX,
          files: 5,
          parts: FIELDS_MAX + 5,
        },
      });
    } catch {
      reject(new Invalid(`The body must be multipart/form-data with the mail in "${mailField}"`, mailField));
      return;
    }
    const form: MailForm = { mail: null, fields: {} };
    let failed: Error | null = null;
    const fail = (error: Error) => {
      if (failed) return;
      failed = error;
      req.unpipe(parser);
      req.resume();
      reject(error);
    };
    const tooLarge = () => fail(new TooLarge('The mail is larger than 30 MB, the limit for one message', mailField));
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) return name === mailField ? tooLarge() : fail(new TooLarge(`The field "${name}" is too large`, name));
      // A part that names its charset was decoded with it: only UTF-8 yields characters past latin1.
      if (name === mailField) form.mail = Buffer.from(value, /[\u0100-\uffff]/.test(value) ? 'utf8' : 'latin1');
      else if (value.length <= OTHER_FIELD_MAX_BYTES) form.fields[name] = value;
    });
    parser.on('file', (name, stream) => {
      if (name !== mailField) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', tooLarge);
      stream.on('end', () => {
        if (!failed) form.mail = Buffer.concat(chunks);
      });
    });
    parser.on('fieldsLimit', () => fail(new Invalid('The form has too many fields')));
    parser.on('partsLimit', () => fail(new Invalid('The form has too many parts')));
    parser.on('error', (error: Error) => fail(new Invalid(`The form could not be read: ${error.message}`)));
    parser.on('close', () => {
      if (!failed) resolve(form);
    });
    req.pipe(parser);
  });
}
