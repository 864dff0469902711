import { createHmac, timingSafeEqual } from 'node:crypto';
import { GuardedRouter } from '../../common/permissions';
import express, { type Request, type Response } from 'express';
import twilio from 'twilio';
import { Forbidden, Invalid, Unauthenticated } from '../../common/errors';
import { parseInput } from '../../common/validation';
import type { InboundService } from './inbound.service';
import type { OutboundService } from './outbound.service';
import { RAW_MAIL_MAX_BYTES, readMailForm } from './mail-form';
import { EmailWebhookInput, TwilioWebhookInput, withAttachmentInputs } from './webhook.inputs';

/** The largest inbound e-mail body accepted: 20 MB of attachments in base64 plus the text. */
export const EMAIL_WEBHOOK_BODY_LIMIT = '30mb';

export interface WebhookSettings {
  WEBHOOK_SECRET?: string;
  MAILGUN_SIGNING_KEY?: string;
  SENDGRID_INBOUND_SECRET?: string;
  TWILIO_AUTH_TOKEN?: string;
  PUBLIC_URL?: string;
}

/** How far Mailgun's signed timestamp may be from now; its tokens are remembered as long. */
const MAILGUN_MAX_AGE_SECONDS = 5 * 60;
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response/>';
const SIGNATURE = /^sha256=([0-9a-f]{64})$/i;

/**
 * Inbound webhooks (docs/product.md §10), public: the provider's signature is their
 * authentication, checked on the body exactly as it arrived, before anything is read from it. A
 * route whose secret is not configured answers 503 and never accepts an unsigned call.
 */
export function webhookRouter(inbound: InboundService, outbound: OutboundService, settings: WebhookSettings): GuardedRouter {
  const router = new GuardedRouter();
  const twilioForm = express.urlencoded({ extended: false, limit: '1mb' });

  router.post(
    '/email',
    'public',
    express.raw({ type: () => true, limit: EMAIL_WEBHOOK_BODY_LIMIT }),
    async (req: Request, res: Response) => {
      const raw = signedBody(req, res, settings.WEBHOOK_SECRET);
      if (!raw) return;
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new Invalid('Malformed JSON in request body');
      }
      const input = await parseInput(EmailWebhookInput, withAttachmentInputs(body));
      const result = await inbound.ingestEmail(input);
      res.status(result.created ? 201 : 200).json(result);
    },
  );

  // Raw MIME (message/rfc822), as any MTA pipes it: signed like the JSON route.
  router.post('/email/raw', 'public', express.raw({ type: () => true, limit: RAW_MAIL_MAX_BYTES }), async (req: Request, res: Response) => {
    const raw = signedBody(req, res, settings.WEBHOOK_SECRET);
    if (!raw) return;
    if (raw.length === 0) throw new Invalid('The body must be the mail (Content-Type: message/rfc822)');
    const result = await inbound.ingestRawEmail(raw, { via: 'webhook' });
    res.status(result.created ? 201 : 200).json(result);
  });

  // Mailgun's MIME route: the mail in `body-mime`, signed in the form. Mailgun posts the mail as it
  // was sent only to a URL that ends in "mime", hence the second path.
  router.post(['/email/mailgun', '/email/mailgun/mime'], 'public', async (req: Request, res: Response) => {
    const key = settings.MAILGUN_SIGNING_KEY;
    if (!key) return notConfigured(res, 'The Mailgun webhook', 'MAILGUN_SIGNING_KEY');
    const form = await readMailForm(req, 'body-mime');
    const { timestamp, token, signature } = form.fields;
    if (!timestamp || !token || !signature) throw new Forbidden('Missing Mailgun signature (timestamp, token and signature)');
    if (!validMailgunSignature(key, timestamp, token, signature)) throw new Forbidden('Invalid Mailgun signature');
    const age = Math.abs(Date.now() / 1000 - Number(timestamp));
    if (!(age <= MAILGUN_MAX_AGE_SECONDS)) throw new Forbidden('The Mailgun signature is too old (timestamp more than 5 minutes away)');
    if (!(await inbound.claimWebhookToken('mailgun', token, MAILGUN_MAX_AGE_SECONDS))) {
      throw new Forbidden('The Mailgun signature was used before (a replayed token)');
    }
    try {
      if (!form.mail?.length)
        throw new Invalid('The mail is missing: "body-mime" (use a route that forwards to a URL ending in "mime")', 'body-mime');
      const result = await inbound.ingestRawEmail(form.mail, { via: 'mailgun', mailboxAddress: form.fields.recipient ?? null });
      res.status(200).json(result);
    } catch (error) {
      // Mailgun tries again with the same token: it must be accepted then.
      await inbound.releaseWebhookToken('mailgun', token);
      throw error;
    }
  });

  // SendGrid Inbound Parse with "POST the raw, full MIME message": the mail in `email`, basic auth in the URL.
  router.post('/email/sendgrid', 'public', async (req: Request, res: Response) => {
    const secret = settings.SENDGRID_INBOUND_SECRET;
    if (!secret) return notConfigured(res, 'The SendGrid webhook', 'SENDGRID_INBOUND_SECRET');
    if (!validBasicPassword(req.get('authorization'), secret)) {
      res.setHeader('WWW-Authenticate', 'Basic realm="inbound mail"');
      throw new Unauthenticated('Invalid or missing basic authentication (the password is SENDGRID_INBOUND_SECRET)');
    }
    const form = await readMailForm(req, 'email');
    if (!form.mail?.length) throw new Invalid('The mail is missing: "email" (turn on "POST the raw, full MIME message")', 'email');
    const result = await inbound.ingestRawEmail(form.mail, { via: 'sendgrid', mailboxAddress: null });
    res.status(200).json(result);
  });

  // Delivery reports of the SMS and WhatsApp messages the desk sent (their statusCallback): a
  // report for a message not ours, or one that changes nothing, is answered 200 all the same.
  router.post('/twilio/status', 'public', twilioForm, async (req: Request, res: Response) => {
    const params = signedTwilioParams(req, res, settings);
    if (!params) return;
    await outbound.recordTwilioStatus(params);
    res.status(200).type('text/xml').send(EMPTY_TWIML);
  });

  router.post('/twilio', 'public', twilioForm, async (req: Request, res: Response) => {
    const params = signedTwilioParams(req, res, settings);
    if (!params) return;
    await parseInput(TwilioWebhookInput, params);
    // A delivery-status callback pointed at this address is not a message from a tenant.
    const status = params.SmsStatus ?? params.MessageStatus;
    if (typeof status === 'string' && status !== 'received') {
      res.status(200).type('text/xml').send(EMPTY_TWIML);
      return;
    }
    const text = Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    await inbound.ingestTwilio(text);
    res.status(200).type('text/xml').send(EMPTY_TWIML);
  });

  return router;
}

/**
 * The form Twilio posted, once its signature is checked; null once 503 was answered (no token or
 * public URL configured). A bad signature throws Forbidden.
 */
function signedTwilioParams(req: Request, res: Response, settings: WebhookSettings): Record<string, unknown> | null {
  const { TWILIO_AUTH_TOKEN: token, PUBLIC_URL: publicUrl } = settings;
  if (!token || !publicUrl) {
    notConfigured(res, 'The Twilio webhook', 'TWILIO_AUTH_TOKEN and PUBLIC_URL');
    return null;
  }
  const params = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>;
  // Twilio signs the address it called: the public one, with the path and query as they arrived.
  const url = `${publicUrl.replace(/\/+$/, '')}${req.originalUrl}`;
  const signature = req.get('x-twilio-signature');
  if (!signature || !twilio.validateRequest(token, signature, url, params)) {
    throw new Forbidden('Invalid or missing Twilio signature (X-Twilio-Signature)');
  }
  return params;
}

/** 503: the route's secret is not set, so no call is accepted. */
function notConfigured(res: Response, route: string, settingNames: string): void {
  res.status(503).json({ message: `${route} is not configured: set ${settingNames}` });
}

/**
 * The body of a call signed with WEBHOOK_SECRET (X-Webhook-Signature), or null once 503 was
 * answered (no secret); Forbidden when the signature is wrong or missing.
 */
function signedBody(req: Request, res: Response, secret: string | undefined): Buffer | null {
  if (!secret) {
    notConfigured(res, 'The e-mail webhook', 'WEBHOOK_SECRET');
    return null;
  }
  const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
  if (!validEmailSignature(raw, req.get('x-webhook-signature'), secret)) {
    throw new Forbidden('Invalid or missing webhook signature (X-Webhook-Signature: sha256=<HMAC-SHA256 of the body>)');
  }
  return raw;
}

/** Mailgun's `signature`: the hex HMAC-SHA256 of timestamp and token (concatenated) with the signing key. */
function validMailgunSignature(key: string, timestamp: string, token: string, signature: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = createHmac('sha256', key)
    .update(timestamp + token)
    .digest();
  return timingSafeEqual(Buffer.from(signature, 'hex'), expected);
}

/** `Authorization: Basic <user:password>` with the password `secret` (any user name), compared in constant time. */
function validBasicPassword(header: string | undefined, secret: string): boolean {
  const basic = header ? /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header) : null;
  if (!basic) return false;
  const credentials = Buffer.from(basic[1], 'base64').toString('utf8');
  const given = createHmac('sha256', 'basic')
    .update(credentials.slice(credentials.indexOf(':') + 1))
    .digest();
  return credentials.includes(':') && timingSafeEqual(given, createHmac('sha256', 'basic').update(secret).digest());
}

/** `sha256=<hex>` is the HMAC-SHA256 of the raw body with the secret (compared in constant time). */
function validEmailSignature(raw: Buffer, header: string | undefined, secret: string): boolean {
  const given = header ? SIGNATURE.exec(header.trim()) : null;
  if (!given) return false;
  const expected = createHmac('sha256', secret).update(raw).digest();
  return timingSafeEqual(Buffer.from(given[1], 'hex'), expected);
}
