import type { FastifyRequest } from 'fastify';

/** A browser asking for a page (its navigations and form posts accept text/html; the app's fetches do not). */
export const wantsHtml = (request: FastifyRequest): boolean => /\btext\/html\b/i.test(request.headers.accept ?? '');
