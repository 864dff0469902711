import { createHmac, timingSafeEqual } from 'node:crypto';
import express, { Router, type Request, type Response } from 'express';
import twilio from 'twilio';
import { Forbidden, Invalid } from '../../common/errors';
import { parseInput } from '../../common/validation';
import type { InboundService } from './inbound.service';
import type { OutboundService } from './outbound.service';
import { EmailWebhookInput, TwilioWebhookInput, withAttachmentInputs } from './webhook.inputs';

/** The largest inbound e-mail body accepted: 20 MB of attachments in base64 plus the text. */
export const EMAIL_WEBHOOK_BODY_LIMIT = '30mb';

export interface WebhookSettings {
  WEBHOOK_SECRET?: string;
  TWILIO_AUTH_TOKEN?: string;
  PUBLIC_URL?: string;
}

const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response/>';
const SIGNATURE = /^sha256=([0-9a-f]{64})$/i;

/**
 * Inbound webhooks (docs/product.md §10), public: the provider's signature is their
 * authentication, checked on the body exactly as it arrived, before anything is read from it. A
 * route whose secret is not configured answers 503 and never accepts an unsigned call.
 */
export function webhookRouter(inbound: InboundService, outbound: OutboundService, settings: WebhookSettings): Router {
  const router = Router();
  const twilioForm = express.urlencoded({ extended: false, limit: '1mb' });

  router.post('/email', express.raw({ type: () => true, limit: EMAIL_WEBHOOK_BODY_LIMIT }), async (req: Request, res: Response) => {
    const secret = settings.WEBHOOK_SECRET;
    if (!secret) {
      res.status(503).json({ message: 'The e-mail webhook is not configured: set WEBHOOK_SECRET' });
      return;
    }
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    if (!validEmailSignature(raw, req.get('x-webhook-signature'), secret)) {
      throw new Forbidden('Invalid or missing webhook signature (X-Webhook-Signature: sha256=<HMAC-SHA256 of the body>)');
    }
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new Invalid('Malformed JSON in request body');
    }
    const input = await parseInput(EmailWebhookInput, withAttachmentInputs(body));
    const result = await inbound.ingestEmail(input);
    res.status(result.created ? 201 : 200).json(result);
  });

  // Delivery reports of the SMS and WhatsApp messages the desk sent (their statusCallback): a
  // report for a message not ours, or one that changes nothing, is answered 200 all the same.
  router.post('/twilio/status', twilioForm, async (req: Request, res: Response) => {
    const params = signedTwilioParams(req, res, settings);
    if (!params) return;
    await outbound.recordTwilioStatus(params);
    res.status(200).type('text/xml').send(EMPTY_TWIML);
  });

  router.post('/twilio', twilioForm, async (req: Request, res: Response) => {
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
    res.status(503).json({ message: 'The Twilio webhook is not configured: set TWILIO_AUTH_TOKEN and PUBLIC_URL' });
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

/** `sha256=<hex>` is the HMAC-SHA256 of the raw body with the secret (compared in constant time). */
function validEmailSignature(raw: Buffer, header: string | undefined, secret: string): boolean {
  const given = header ? SIGNATURE.exec(header.trim()) : null;
  if (!given) return false;
  const expected = createHmac('sha256', secret).update(raw).digest();
  return timingSafeEqual(Buffer.from(given[1], 'hex'), expected);
}
