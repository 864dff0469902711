import { createReadStream } from 'node:fs';
import { GuardedRouter } from '../../common/permissions';
import path from 'node:path';
import { type Request, type Response } from 'express';
import { NotFound } from '../../common/errors';
import { pageFromQuery, sendPage } from '../../common/paging';
import { requireUser } from '../../common/require-user';
import { objectBody, parseInput } from '../../common/validation';
import { ConversationsArgs, SendConversationEmailInput, SendReplyInput, UpdateConversationInput } from './conversation.inputs';
import type { ConversationService } from './conversation.service';
import { toConversationView, toMessageView, toThreadRestView } from './conversation.view';
import type { OutboundService } from './outbound.service';

/** How many of each conversation's newest messages the REST list carries. */
const LIST_MESSAGES_PER_CONVERSATION = 50;

/**
 * REST conversations (docs/product.md §7): the list (each with its contact, linked ticket and recent
 * messages), one thread, Compose Email, and the attachments' files.
 */
export function conversationsRouter(conversations: ConversationService, outbound: OutboundService): GuardedRouter {
  const router = new GuardedRouter();

  router.get('/', 'read', async (req: Request, res: Response) => {
    const page = pageFromQuery(req);
    const { limit: _limit, offset: _offset, ...filter } = await parseInput(ConversationsArgs, listFilterFromQuery(req));
    const found = await conversations.list(page, filter, requireUser(req).id);
    const messages = await conversations.recentMessages(
      found.nodes.map((n) => n.conversation.id),
      LIST_MESSAGES_PER_CONVERSATION,
    );
    sendPage(
      res,
      found,
      (record) => ({
        ...toConversationView(record),
        messages: (messages.get(record.conversation.id) ?? []).map((m) => toMessageView(m)),
      }),
      page,
    );
  });

  router.get('/:id', 'read', async (req: Request<{ id: string }>, res: Response) => {
    res.json(toThreadRestView(await conversations.thread(req.params.id, requireUser(req).id)));
  });

  router.patch('/:id', 'work', async (req: Request<{ id: string }>, res: Response) => {
    const input = await parseInput(UpdateConversationInput, { ...objectBody(req.body), id: req.params.id });
    res.json(toConversationView(await conversations.update(input, requireUser(req).id)));
  });

  router.post('/:id/read', 'own', async (req: Request<{ id: string }>, res: Response) => {
    res.json(toConversationView(await conversations.markRead(req.params.id, requireUser(req).id)));
  });

  router.post('/:id/send-email', 'work', async (req: Request<{ id: string }>, res: Response) => {
    const input = await parseInput(SendConversationEmailInput, { ...objectBody(req.body), conversationId: req.params.id });
    res.status(201).json(toMessageView(await outbound.composeEmail(requireUser(req), input)));
  });

  return router;
}

/** The list's filters from the query string (`?search=&channel=sms&state=open&mine=true...`); paging is read apart. */
function listFilterFromQuery(req: Request): Record<string, unknown> {
  const text = (key: string): string | undefined => (typeof req.query[key] === 'string' ? (req.query[key] as string) : undefined);
  const flag = (key: string): boolean | string | undefined => {
    const value = text(key);
    return value === 'true' ? true : value === 'false' ? false : value;
  };
  return {
    search: text('search'),
    channel: text('channel'),
    state: text('state'),
    assigneeId: text('assigneeId'),
    mine: flag('mine'),
    unassigned: flag('unassigned'),
    unread: flag('unread'),
  };
}

/**
 * `POST /api/messages`: a reply from the Conversations screen. The client also sends channel,
 * direction=outbound and status=sent; the server takes the channel from the conversation, and the
 * status is what the send gave (sent, failed, or pending while queued).
 */
export function messagesRouter(outbound: OutboundService): GuardedRouter {
  const router = new GuardedRouter();
  router.post('/', 'work', async (req: Request, res: Response) => {
    const body = objectBody(req.body);
    const input = await parseInput(SendReplyInput, { conversationId: body.conversationId, body: body.body });
    res.status(201).json(toMessageView(await outbound.reply(requireUser(req), input)));
  });
  return router;
}

/**
 * `GET /api/attachments/{id}`: a stored e-mail attachment, and `GET /api/attachments/raw/{messageId}`:
 * the original mail of a message that arrived as MIME (`message/rfc822`); both as downloads, never
 * rendered inline.
 */
export function attachmentsRouter(conversations: ConversationService, dataDir: string): GuardedRouter {
  const router = new GuardedRouter();
  router.get('/raw/:messageId', 'read', async (req: Request<{ messageId: string }>, res: Response) => {
    const mail = await conversations.rawMail(req.params.messageId);
    sendStoredFile(res, dataDir, { blobRef: mail.blobRef, mimeType: 'message/rfc822', fileName: `${req.params.messageId}.eml` });
  });
  router.get('/:id', 'read', async (req: Request<{ id: string }>, res: Response) => {
    const file = await conversations.attachment(req.params.id);
    if (!file.blobRef) {
      if (file.url) return res.redirect(file.url);
      throw new NotFound('Attachment not found');
    }
    sendStoredFile(res, dataDir, { blobRef: file.blobRef, mimeType: file.mimeType, fileName: file.fileName });
  });
  return router;
}

/** A file under DATA_DIR as a download with its stored type, which the browser must not second-guess. */
function sendStoredFile(res: Response, dataDir: string, file: { blobRef: string; mimeType: string; fileName: string }): void {
  const full = path.resolve(dataDir, file.blobRef);
  if (!full.startsWith(path.resolve(dataDir) + path.sep)) throw new NotFound('Attachment not found');
  res.setHeader('Content-Type', file.mimeType || 'application/octet-stream');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.attachment(file.fileName);
  createReadStream(full)
    .on('error', () => {
      if (!res.headersSent) res.status(404).json({ message: 'Attachment not found' });
      else res.destroy();
    })
    .pipe(res);
}
