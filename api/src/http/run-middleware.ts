import type { Request, RequestHandler, Response } from 'express';

/** Runs one Express middleware outside a route: resolves when it calls next(), rejects when it fails. */
export function runMiddleware(handler: RequestHandler, req: Request, res: Response): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    Promise.resolve(handler(req, res, (error?: unknown) => (error ? reject(error) : resolve()))).catch(reject);
  });
}
